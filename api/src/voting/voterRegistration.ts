// A voter proves an address by paying 1 drop from it to the verification address; the payment
// must be validated and successful on the configured network and count only once.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { voters } from '../db/schema';
import { conflict, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { countAttempt } from '../system/rateLimiter';
import { oneRegistrationAtATime } from './registrationsInFlight';
import { requireNodeOnNetwork } from '../clients/ledgerNetwork';
import {
  paidDrops,
  refuseTransaction as refuse,
  validatedTransaction,
} from '../clients/ledgerTransactions';
import type { XrplClient } from '../clients/xrplClient';
import { refuseYoungAccount } from '../integrity/minimumAccountAge';
import { addUnreadFacts, claimVoter, readVoterLedgerFacts } from './voterLedgerFacts';

/**
 * Throws an `invalid` naming what is wrong unless `hash` is a good registration payment from
 * `address`.
 */
export async function checkRegistrationPayment(
  ledger: XrplClient,
  config: Pick<Config, 'network' | 'voterRegistration'>,
  address: string,
  hash: string,
): Promise<void> {
  const { destination, amountDrops, waitMs } = config.voterRegistration;
  await requireNodeOnNetwork(ledger, config.network);
  const transaction = await validatedTransaction(ledger, hash, waitMs);
  if (transaction.NetworkID !== undefined && transaction.NetworkID !== config.network.id) {
    refuse(`the payment is not on ${config.network.name}`);
  }
  const result = transaction.meta?.TransactionResult;
  if (result !== 'tesSUCCESS') refuse(`the transaction did not succeed (${result ?? 'no result'})`);
  if (transaction.TransactionType !== 'Payment') refuse('the transaction is not a payment');
  if (transaction.Account !== address) refuse('the payment is not from your address');
  if (transaction.Destination !== destination)
    refuse('the payment is not to the verification address');
  const drops = paidDrops(transaction);
  if (drops === null || drops < BigInt(amountDrops)) {
    refuse(`the payment must be at least ${amountDrops} drop of XRP`);
  }
}

/** Each registration may wait for the ledger: limited per wallet and per client address. */
async function limitRegistrations(
  db: Database,
  config: Config,
  address: string,
  clientAddress: string,
) {
  const { attemptsPerWallet, attemptsPerAddress } = config.voterRegistration;
  const { windowMs } = config.loginLimits;
  for (const [key, limit] of [
    [`voter-registration:address:${clientAddress}`, attemptsPerAddress],
    [`voter-registration:wallet:${address}`, attemptsPerWallet],
  ] as const) {
    const check = await countAttempt(db, key, limit, windowMs);
    if (!check.allowed) throw rateLimited(MESSAGES.tooManyRegistrations(check.retryAfterMinutes));
  }
}

/**
 * Registers `address` as a voter with the payment `transactionHash`, once the ledger proves it;
 * one registration at a time per session (`sessionId`). Answers the voter's row.
 */
export async function registerVoter(
  db: Database,
  config: Config,
  ledger: XrplClient,
  request: { address: string; transactionHash: string; sessionId: number; clientAddress: string },
): Promise<typeof voters.$inferSelect> {
  const { address, transactionHash, sessionId, clientAddress } = request;
  const hash = transactionHash.toUpperCase();
  await limitRegistrations(db, config, address, clientAddress);
  const [existing] = await db.select().from(voters).where(eq(voters.address, address));
  if (existing) throw conflict(MESSAGES.voterAlreadyRegistered);
  // Past the lease, the claim of an instance that stopped mid-registration lapses.
  const leaseMs = config.voterRegistration.waitMs + 60_000;
  const voter = await oneRegistrationAtATime(db, sessionId, leaseMs, async () => {
    const [usedBy] = await db.select().from(voters).where(eq(voters.registrationTxHash, hash));
    if (usedBy) throw conflict(MESSAGES.verificationFailed('this payment was already used'));

    await checkRegistrationPayment(ledger, config, address, hash);
    await refuseYoungAccount(db, ledger, address);

    const [inserted] = await db
      .insert(voters)
      .values({ address, registrationTxHash: hash })
      .returning()
      .catch((error: unknown) => {
        // Two registrations at once: the address or the payment won the race elsewhere.
        if (isUniqueViolation(error)) throw conflict(MESSAGES.voterAlreadyRegistered);
        throw error;
      });
    await addUnreadFacts(db, { voterId: inserted!.id, address });
    return inserted;
  });
  return voter!;
}

/**
 * Reads a new voter's account from the ledger, after the registration's answer: a slow or
 * unreachable node never fails a registration (a failed read is retried in the background).
 */
export async function readNewVoterLedgerFacts(
  db: Database,
  ledger: XrplClient,
  voter: { id: number; address: string },
  leaseMs: number,
): Promise<void> {
  if (!(await claimVoter(db, voter.id, leaseMs))) return;
  await readVoterLedgerFacts(db, ledger, { voterId: voter.id, address: voter.address });
}
