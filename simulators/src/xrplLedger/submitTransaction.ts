// Judges a signed transaction the way rippled does when it is submitted, and applies it to the
// open ledger when it may go in.
import { applyTransaction } from './applyTransaction';
import { parseDrops } from './drops';
import { RESERVE_BASE_DROPS } from './feeSchedule';
import { entersLedger, type EngineResult } from './engineResults';
import type { LedgerChain, RecordedTransaction } from './ledgerChain';
import { preclaim } from './preclaim';
import { preflight } from './preflight';
import type { SignedTransaction } from './signedTransaction';

export interface SubmitOutcome {
  result: EngineResult;
  /** The transaction as it went into the open ledger; null when it was refused. */
  recorded: RecordedTransaction | null;
}

export interface SubmitContext {
  chain: LedgerChain;
  networkId: number;
  /** See LedgerNode.partialPaymentPercent. */
  partialPaymentPercent: number | null;
  /** The faucet: funds an account the ledger does not know yet, when it is switched on. */
  autoFund(address: string): void;
}

export function submitTransaction(
  transaction: SignedTransaction,
  { chain, networkId, autoFund, partialPaymentPercent }: SubmitContext,
): SubmitOutcome {
  const malformed = preflight(transaction, networkId, partialPaymentPercent !== null);
  if (malformed) return { result: malformed, recorded: null };

  autoFund(transaction.account);
  // A payment of the base reserve or more creates a destination the ledger does not know, as on
  // the XRP Ledger (its activation); the faucet funds only one a payment could not create.
  const amount = parseDrops(transaction.fields.Amount);
  if (amount === null || amount < RESERVE_BASE_DROPS) {
    autoFund(String(transaction.fields.Destination));
  }

  const refusal = preclaim(transaction, chain);
  if (refusal && !entersLedger(refusal)) return { result: refusal, recorded: null };
  const recorded = applyTransaction(transaction, chain, refusal, partialPaymentPercent);
  return { result: recorded.meta.TransactionResult, recorded };
}
