// Sessions live in the database: any API instance accepts a token another one issued,
// and a logout on one is seen by all. A session carries a signed-in user, a confirmed
// wallet, or both.
import type { WalletKind } from '@glow/contract';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { unauthenticated } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { sessions, users } from '../db/schema';
import type { Actor } from '../system/auditLog';
import { hashSecretToken, newSecretToken } from './secretTokens';

export interface ConnectedWallet {
  address: string;
  kind: WalletKind;
}

export interface SessionHolder {
  userId: number | null;
  wallet: ConnectedWallet | null;
}

async function startSession(db: Database, holder: SessionHolder, expiresAt: Date): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    tokenHash: hashSecretToken(token),
    userId: holder.userId,
    walletAddress: holder.wallet?.address ?? null,
    walletKind: holder.wallet?.kind ?? null,
    expiresAt,
  });
  return token;
}

export interface ActiveSession {
  sessionId: number;
  actor: Actor | null;
  wallet: ConnectedWallet | null;
}

// Every call with a token runs this lookup: prepared (named) once per database, PostgreSQL parses
// and plans it once per connection instead of on every call.
function sessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      walletAddress: sessions.walletAddress,
      walletKind: sessions.walletKind,
      userId: users.id,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A deactivated user's sessions were ended with the deactivation; this keeps them so.
        or(isNull(sessions.userId), isNull(users.deactivatedAt)),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof sessionQuery>>();

/** The live session of a bearer token, or null when it is unknown, expired or ended. */
export async function findSession(db: Database, token: string): Promise<ActiveSession | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashSecretToken(token), now: now() });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    actor:
      row.userId !== null && row.email !== null && row.role !== null
        ? { id: row.userId, email: row.email, role: row.role }
        : null,
    wallet:
      row.walletAddress && row.walletKind
        ? { address: row.walletAddress, kind: row.walletKind }
        : null,
  };
}

export async function endSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends the caller's session (if any) and starts one holding `holder`: signing in with a password
 * keeps a connected wallet, connecting a wallet keeps a signed-in user. The new session lives
 * `ttlMs`, or with `keepExpiry` ends when the caller's did: connecting a wallet proves the wallet,
 * not the user, so it must not renew a user's session (a stolen token would never expire).
 */
export async function replaceSession(
  db: Database,
  previous: number | null,
  holder: SessionHolder,
  ttlMs: number,
  { keepExpiry = false }: { keepExpiry?: boolean } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const [ended] =
      previous === null
        ? []
        : await tx
            .update(sessions)
            .set({ revokedAt: now() })
            .where(and(eq(sessions.id, previous), isNull(sessions.revokedAt)))
            .returning({ expiresAt: sessions.expiresAt });
    // Ended meanwhile (a logout, or a second request with the same token): nothing to keep.
    if (keepExpiry && !ended) throw unauthenticated(MESSAGES.pleaseLogin);
    const expiresAt = keepExpiry && ended ? ended.expiresAt : new Date(now().getTime() + ttlMs);
    return startSession(tx, holder, expiresAt);
  });
}

/** Forgets the session's wallet; a session left with no user ends. */
export async function forgetWallet(db: Database, session: ActiveSession): Promise<void> {
  if (session.actor) {
    await db
      .update(sessions)
      .set({ walletAddress: null, walletKind: null })
      .where(eq(sessions.id, session.sessionId));
  } else {
    await endSession(db, session.sessionId);
  }
}

export async function endAllSessionsOf(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but `keptSessionId` (the one that asked). */
export async function endOtherSessionsOf(
  db: Database,
  userId: number,
  keptSessionId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keptSessionId)),
    );
}
