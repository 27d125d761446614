// Reading a transaction the browser says it submitted: wait for the ledger to validate it, and
// what it delivered. Shared by voter registration and grant payments.
import { performance } from 'node:perf_hooks';
import { invalid } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { LedgerTransaction, XrplClient } from './xrplClient';

const POLL_INTERVAL_MS = 500;

/** An `invalid` "transaction verification failed: {why}". */
export function refuseTransaction(why: string): never {
  throw invalid(MESSAGES.verificationFailed(why));
}

/**
 * The transaction once the node knows it and has validated it; when `waitMs` passes first, what
 * the node knows (null: nothing).
 */
export async function transactionWhenValidated(
  ledger: XrplClient,
  hash: string,
  waitMs: number,
): Promise<LedgerTransaction | null> {
  const deadline = performance.now() + waitMs;
  for (;;) {
    const transaction = await ledger.transaction(hash);
    if (transaction?.validated || performance.now() >= deadline) return transaction;
    await new Promise((done) => setTimeout(done, POLL_INTERVAL_MS));
  }
}

/**
 * Waits for the node to know the transaction and to have validated it; an `invalid` when it does
 * not.
 */
export async function validatedTransaction(
  ledger: XrplClient,
  hash: string,
  waitMs: number,
): Promise<LedgerTransaction> {
  const transaction = await transactionWhenValidated(ledger, hash, waitMs);
  if (!transaction) refuseTransaction('transaction not found');
  if (!transaction.validated) refuseTransaction('the payment was not validated in time');
  return transaction;
}

/** The XRP a payment delivered, in drops (delivered_amount first); null when not XRP. */
export function paidDrops(transaction: LedgerTransaction): bigint | null {
  const amount = transaction.meta?.delivered_amount ?? transaction.Amount;
  return typeof amount === 'string' && /^\d+$/.test(amount) ? BigInt(amount) : null;
}
