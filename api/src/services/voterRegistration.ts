// A voter proves an address by paying 1 drop from it to the verification address; the payment
// must be validated and successful on the configured network and count only once.
import type { Config } from '../config';
import { ApiError, MESSAGES } from '../http/ApiError';
import type { LedgerTransaction, XrplClient } from './xrplClient';

const POLL_INTERVAL_MS = 500;

function refuse(why: string): never {
  throw new ApiError(400, MESSAGES.verificationFailed(why));
}

/** Waits for the node to know the transaction and to have validated it. */
async function validatedTransaction(ledger: XrplClient, hash: string, waitMs: number) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const transaction = await ledger.transaction(hash);
    if (transaction?.validated) return transaction;
    if (Date.now() >= deadline) {
      refuse(transaction ? 'the payment was not validated in time' : 'transaction not found');
    }
    await new Promise((done) => setTimeout(done, POLL_INTERVAL_MS));
  }
}

function paidDrops(transaction: LedgerTransaction): bigint | null {
  const amount = transaction.meta?.delivered_amount ?? transaction.Amount;
  return typeof amount === 'string' && /^\d+$/.test(amount) ? BigInt(amount) : null;
}

/** Throws a 400 naming what is wrong unless `hash` is a good registration payment from `address`. */
export async function checkRegistrationPayment(
  ledger: XrplClient,
  config: Pick<Config, 'network' | 'voterRegistration'>,
  address: string,
  hash: string,
): Promise<void> {
  const { destination, amountDrops, waitMs } = config.voterRegistration;
  if ((await ledger.networkId()) !== config.network.id) {
    refuse(`the ledger node is not on ${config.network.name}`);
  }
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
