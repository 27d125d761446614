// A signed-in user's session written straight into a test database: tests that need a judge or
// a contributor signed in skip the password and the login call.
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../users/secretTokens';

/** Starts a session of the user for the next 24 hours and answers its api_token. */
export async function startTestSession(db: Database, userId: number): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    tokenHash: hashSecretToken(token),
    userId,
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  return token;
}
