// The Xaman payloads this API created. Anyone can learn a payload's uuid (it is in the QR code and
// the status websocket address), so each payload has a secret that only the browser that created
// it holds: reading the payload and signing in with it take that secret. Kept in the database
// (only the secret's SHA-256), so every API instance knows every payload.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { xamanPayloads } from '../db/schema';
import { hashSecretToken, newSecretToken } from './secretTokens';

export type XamanPayloadRecord = typeof xamanPayloads.$inferSelect;

/** Records a payload Xaman created for us; answers its secret (for the browser only). */
export async function recordXamanPayload(
  db: Database,
  uuid: string,
  transactionType: string,
): Promise<string> {
  const secret = newSecretToken();
  await db
    .insert(xamanPayloads)
    .values({ uuid, transactionType, secretHash: hashSecretToken(secret) });
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
 * Uses up a sign-in payload created after `notBefore`; false when it was used already (or is too
 * old). One conditional UPDATE: of two concurrent checks of one payload, only one signs in.
 */
export async function claimXamanSignIn(
  db: Database,
  uuid: string,
  notBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .update(xamanPayloads)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(xamanPayloads.uuid, uuid),
        isNull(xamanPayloads.usedAt),
        gt(xamanPayloads.createdAt, notBefore),
      ),
    )
    .returning({ uuid: xamanPayloads.uuid });
  return claimed.length > 0;
}
