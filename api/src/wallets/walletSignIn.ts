// What the three wallets' sign-in routes share.
import { invalid, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Services } from '../http/handler';
import { countAttempt } from '../system/rateLimiter';
import { replaceSession, type ConnectedWallet } from '../users/sessions';
import { isXrplAddress } from './walletSignatures';

export function requireAddress(address: string) {
  if (!isXrplAddress(address)) throw invalid(MESSAGES.invalidAddress);
}

/**
 * Starts the session of a confirmed wallet, keeping the caller's signed-in user if any, and then
 * that user's session's expiry too.
 */
export async function signInWallet(
  { db, config }: Services,
  caller: { sessionId: number | null; actor: { id: number } | null },
  wallet: ConnectedWallet,
) {
  const token = await replaceSession(
    db,
    caller.sessionId,
    { userId: caller.actor?.id ?? null, wallet },
    config.sessionTtlMs,
    { keepExpiry: caller.actor !== null },
  );
  return { token, address: wallet.address, wallet: wallet.kind };
}

/** Challenges and payloads cost a row (and a Xaman call): limited per client address. */
export async function limitChallenges({ db, config }: Services, clientAddress: string) {
  const check = await countAttempt(
    db,
    `wallet-challenge:address:${clientAddress}`,
    config.walletChallengesPerAddress,
    config.loginLimits.windowMs,
  );
  if (!check.allowed) throw rateLimited(MESSAGES.tooManyWalletRequests(check.retryAfterMinutes));
}
