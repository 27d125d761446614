// Challenges live in the database (any instance can check one another issued), are bound to
// the wallet kind (and for GemWallet to the address and key), expire in minutes, and are used once.
// Each is issued for one purpose: a wallet sign-in, or one user's wallet registration; a
// challenge is consumed only for the purpose (and user) it was issued for.
import type { WalletKind } from '@glow/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { now } from '../clock';
import type { Database } from '../db/database';
import { walletChallenges } from '../db/schema';

/** What a challenge is for: anyone's wallet sign-in, or this user's wallet registration. */
export type ChallengePurpose =
  { purpose: 'signIn' } | { purpose: 'contributorWallet'; userId: number };

export const FOR_SIGN_IN: ChallengePurpose = { purpose: 'signIn' };

export function forWalletRegistration(userId: number): ChallengePurpose {
  return { purpose: 'contributorWallet', userId };
}

/** The user a challenge or payload of this purpose belongs to (none for a sign-in). */
export function userIdOf(issuedFor: ChallengePurpose): number | null {
  return issuedFor.purpose === 'signIn' ? null : issuedFor.userId;
}

export async function issueChallenge(
  db: Database,
  walletKind: WalletKind,
  ttlMs: number,
  boundTo: { address: string; publicKey?: string } | null,
  issuedFor: ChallengePurpose,
): Promise<string> {
  const challenge = randomBytes(32).toString('hex').toUpperCase();
  // Old challenges are of no use to anyone: they go as new ones come.
  await db
    .delete(walletChallenges)
    .where(lt(walletChallenges.expiresAt, new Date(now().getTime() - 60 * 60_000)));
  await db.insert(walletChallenges).values({
    challenge,
    walletKind,
    address: boundTo?.address ?? null,
    publicKey: boundTo?.publicKey ?? null,
    purpose: issuedFor.purpose,
    userId: userIdOf(issuedFor),
    expiresAt: new Date(now().getTime() + ttlMs),
  });
  return challenge;
}

/**
 * Uses up a challenge of this wallet kind and purpose (and user) and answers what it was bound
 * to, or null when it is unknown, of another kind, purpose or user, used or expired. Used up
 * even if the signature then fails: a challenge gets one try.
 */
export async function consumeChallenge(
  db: Database,
  walletKind: WalletKind,
  challenge: string,
  issuedFor: ChallengePurpose,
) {
  const userId = userIdOf(issuedFor);
  const [row] = await db
    .update(walletChallenges)
    .set({ usedAt: now() })
    .where(
      and(
        eq(walletChallenges.challenge, challenge),
        eq(walletChallenges.walletKind, walletKind),
        eq(walletChallenges.purpose, issuedFor.purpose),
        userId === null ? isNull(walletChallenges.userId) : eq(walletChallenges.userId, userId),
        isNull(walletChallenges.usedAt),
        gt(walletChallenges.expiresAt, now()),
      ),
    )
    .returning({ address: walletChallenges.address, publicKey: walletChallenges.publicKey });
  return row ?? null;
}
