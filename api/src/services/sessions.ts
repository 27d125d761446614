// Sessions live in the database: any API instance accepts a token another one issued,
// and a logout on one is seen by all.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import type { Actor } from './auditLog';
import { hashSecretToken, newSecretToken } from './secretTokens';

export async function startSession(db: Database, userId: number, ttlMs: number): Promise<string> {
  const token = newSecretToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashSecretToken(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

export interface ActiveSession {
  sessionId: number;
  actor: Actor;
}

/** The live session of a bearer token, or null when it is unknown, expired or ended. */
export async function findSession(db: Database, token: string): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSecretToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, ...actor } = row;
  return { sessionId, actor };
}

export async function endSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function endAllSessionsOf(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
