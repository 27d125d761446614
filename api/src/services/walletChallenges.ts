// Challenges live in the database (any instance can check one another issued), are bound to
// the wallet kind (and for GemWallet to the address and key), expire in minutes, and are used once.
import type { WalletKind } from '@glow/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { walletChallenges } from '../db/schema';

export async function issueChallenge(
  db: Database,
  walletKind: WalletKind,
  ttlMs: number,
  boundTo: { address: string; publicKey: string } | null = null,
): Promise<string> {
  const challenge = randomBytes(32).toString('hex').toUpperCase();
  // Old challenges are of no use to anyone: they go as new ones come.
  await db
    .delete(walletChallenges)
    .where(lt(walletChallenges.expiresAt, new Date(Date.now() - 60 * 60_000)));
  await db.insert(walletChallenges).values({
    challenge,
    walletKind,
    address: boundTo?.address ?? null,
    publicKey: boundTo?.publicKey ?? null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return challenge;
}

/**
 * Uses up a challenge of this wallet kind and answers what it was bound to, or null when it is
 * unknown, of another kind, used or expired. Used up even if the signature then fails: a
 * challenge gets one try.
 */
export async function consumeChallenge(db: Database, walletKind: WalletKind, challenge: string) {
  const [row] = await db
    .update(walletChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(walletChallenges.challenge, challenge),
        eq(walletChallenges.walletKind, walletKind),
        isNull(walletChallenges.usedAt),
        gt(walletChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ address: walletChallenges.address, publicKey: walletChallenges.publicKey });
  return row ?? null;
}
