// Who is calling, and may they: checked on every call from the endpoint's access rule.
import type { EndpointAccess, Role } from '@glow/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { findSession, type ActiveSession } from '../users/sessions';
import { forbidden, unauthenticated } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * The caller's session, or null for an anonymous caller of a public endpoint; throws 401/403
 * otherwise.
 */
export async function authorise(
  db: Database,
  request: FastifyRequest,
  access: EndpointAccess,
): Promise<ActiveSession | null> {
  const token = bearerToken(request);
  const session = token ? await findSession(db, token) : null;
  if (access === 'public') return session;
  if (access === 'wallet') {
    if (!session?.wallet) throw unauthenticated(MESSAGES.connectWallet);
    return session;
  }
  if (!session?.actor) throw unauthenticated(MESSAGES.pleaseLogin);
  if (access !== 'session' && !access.includes(session.actor.role)) {
    throw forbidden(refusalOf(access));
  }
  return session;
}

/**
 * Why a signed-in user of another role is refused: the contributors' own routes (their
 * application) say that the account cannot become a contributor's.
 */
function refusalOf(roles: readonly Role[]): string {
  const contributorsOnly = roles.length === 1 && roles[0] === 'contributor';
  return contributorsOnly ? MESSAGES.anotherRoleCannotBeContributor : MESSAGES.unauthorized;
}
