// The Xaman payloads this API created. Anyone can learn a payload's uuid (it is in the QR code and
// the status websocket address), so each payload has a secret that only the browser that created
// it holds: reading the payload and signing in with it take that secret. Kept in the database
// (only the secret's SHA-256), so every API instance knows every payload. A SignIn payload is
// made for one purpose (a wallet sign-in, or one user's wallet registration) and claimed only
// for it.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { xamanPayloads } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../users/secretTokens';
import { userIdOf, type ChallengePurpose } from './walletChallenges';

export type XamanPayloadRecord = typeof xamanPayloads.$inferSelect;

/** Records a payload Xaman created for us; answers its secret (for the browser only). */
export async function recordXamanPayload(
  db: Database,
  uuid: string,
  transactionType: string,
  issuedFor: ChallengePurpose,
  /** The grant payment the payload signs, if any (a reported failure is confirmed with it). */
  paymentId: number | null = null,
): Promise<string> {
  const secret = newSecretToken();
  await db.insert(xamanPayloads).values({
    uuid,
    transactionType,
    secretHash: hashSecretToken(secret),
    purpose: issuedFor.purpose,
    userId: userIdOf(issuedFor),
    paymentId,
  });
  return secret;
}

/** The payload, when we created it and `secret` is its secret; else null (the same for both). */
export async function findXamanPayload(
  db: Database,
  uuid: string,
  secret: string,
): Promise<XamanPayloadRecord | null> {
  const [row] = await db
    .select()
    .from(xamanPayloads)
    .where(and(eq(xamanPayloads.uuid, uuid), eq(xamanPayloads.secretHash, hashSecretToken(secret))))
    .limit(1);
  return row ?? null;
}

/**
 * Uses up a payload of this purpose (and user) created after `notBefore`; false when it was used
 * already, is too old or was made for another purpose or user. One conditional UPDATE: of two
 * concurrent checks of one payload, only one goes through.
 */
export async function claimXamanPayload(
  db: Database,
  uuid: string,
  notBefore: Date,
  issuedFor: ChallengePurpose,
): Promise<boolean> {
  const userId = userIdOf(issuedFor);
  const claimed = await db
    .update(xamanPayloads)
    .set({ usedAt: now() })
    .where(
      and(
        eq(xamanPayloads.uuid, uuid),
        eq(xamanPayloads.purpose, issuedFor.purpose),
        userId === null ? isNull(xamanPayloads.userId) : eq(xamanPayloads.userId, userId),
        isNull(xamanPayloads.usedAt),
        gt(xamanPayloads.createdAt, notBefore),
      ),
    )
    .returning({ uuid: xamanPayloads.uuid });
  return claimed.length > 0;
}
