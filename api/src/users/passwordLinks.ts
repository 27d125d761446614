// The single-use links of invitation and reset emails.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { passwordTokens } from '../db/schema';
import { hashSecretToken, newSecretToken } from './secretTokens';

export type PasswordLinkPurpose = (typeof passwordTokens.$inferInsert)['purpose'];

/** Stores a new token for the user and answers the link to put in the email. */
export async function issuePasswordLink(
  db: Database,
  userId: number,
  purpose: PasswordLinkPurpose,
  ttlMs: number,
  publicAppUrl: string,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(passwordTokens).values({
    tokenHash: hashSecretToken(token),
    userId,
    purpose,
    expiresAt: new Date(now().getTime() + ttlMs),
  });
  // Appended, not resolved: the app may live under a path (https://example.org/glow).
  const query = new URLSearchParams({ token, ...(purpose === 'reset' ? { reset: '1' } : {}) });
  return `${publicAppUrl}/profile/setPassword?${query}`;
}

/**
 * Marks the token used and answers its user, or null when it is unknown, used or expired.
 * One conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumePasswordLink(
  db: Database,
  token: string,
): Promise<{ userId: number; purpose: PasswordLinkPurpose } | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now() })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashSecretToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now()),
      ),
    )
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  return row ?? null;
}

/** Uses up every unused link of the user: once a password is set, older emails set nothing. */
export async function retirePasswordLinksOf(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now() })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}
