import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import { voters } from '../db/schema';
import { conflict, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { countAttempt } from '../system/rateLimiter';
import { oneRegistrationAtATime } from './registrationsInFlight';
import { checkRegistrationPayment } from './voterRegistration';

/** Each registration may wait for the ledger: limited per wallet and per client address. */
async function limitRegistrations(
  db: Database,
  config: Config,
  walletAddress: string,
  clientAddress: string,
) {
  const { attemptsPerWallet, attemptsPerAddress } = config.voterRegistration;
  const { windowMs } = config.loginLimits;
  for (const [key, limit] of [
    [`voter-registration:address:${clientAddress}`, attemptsPerAddress],
    [`voter-registration:wallet:${walletAddress}`, attemptsPerWallet],
  ] as const) {
    const check = await countAttempt(db, key, limit, windowMs);
    if (!check.allowed) throw rateLimited(MESSAGES.tooManyRegistrations(check.retryAfterMinutes));
  }
}

export const voterRoutes: Pick<Handlers, 'voterStatus' | 'registerVoter'> = {
  async voterStatus({ wallet }, { db }) {
    const [voter] = await db.select().from(voters).where(eq(voters.address, wallet.address));
    return {
      address: wallet.address,
      registered: Boolean(voter),
      registeredAt: voter?.registeredAt.toISOString() ?? null,
    };
  },

  async registerVoter({ body, wallet, sessionId, clientAddress }, { db, config, ledger }) {
    const hash = body.transactionHash.toUpperCase();
    await limitRegistrations(db, config, wallet.address, clientAddress);
    const [existing] = await db.select().from(voters).where(eq(voters.address, wallet.address));
    if (existing) throw conflict(MESSAGES.voterAlreadyRegistered);
    // Past the lease, the claim of an instance that stopped mid-registration lapses.
    const leaseMs = config.voterRegistration.waitMs + 60_000;
    const voter = await oneRegistrationAtATime(db, sessionId, leaseMs, async () => {
      const [usedBy] = await db.select().from(voters).where(eq(voters.registrationTxHash, hash));
      if (usedBy) throw conflict(MESSAGES.verificationFailed('this payment was already used'));

      await checkRegistrationPayment(ledger, config, wallet.address, hash);

      const [inserted] = await db
        .insert(voters)
        .values({ address: wallet.address, registrationTxHash: hash })
        .returning()
        .catch((error: unknown) => {
          // Two registrations at once: the address or the payment won the race elsewhere.
          if (isUniqueViolation(error)) throw conflict(MESSAGES.voterAlreadyRegistered);
          throw error;
        });
      return inserted;
    });
    return {
      success: true,
      message: 'address registered',
      address: wallet.address,
      registered: true,
      registeredAt: voter!.registeredAt.toISOString(),
    };
  },
};
