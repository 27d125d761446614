// Applies a transaction that passed its checks to the open ledger: the fee and sequence always,
// the payment itself when there is money for it. Records it with its metadata.
import { newAccountRoot, type AccountRoot } from './accountRoot';
import { parseDrops } from './drops';
import type { EngineResult } from './engineResults';
import { accountReserve } from './feeSchedule';
import type { LedgerChain, RecordedTransaction } from './ledgerChain';
import { isPartialPayment } from './preflight';
import type { SignedTransaction } from './signedTransaction';
import { transactionMeta, type AccountChange } from './transactionMeta';

/**
 * `claimed`: the tec result preclaim found, which claims the fee and does nothing else.
 * `partialPaymentPercent`: the test setting under which a partial payment delivers that
 * percentage of its Amount (see LedgerNode).
 */
export function applyTransaction(
  transaction: SignedTransaction,
  chain: LedgerChain,
  claimed: EngineResult | null,
  partialPaymentPercent: number | null = null,
): RecordedTransaction {
  const { index: ledgerIndex, transactions } = chain.open;
  const sender = chain.account(transaction.account)!;
  const fee = parseDrops(transaction.fee)!;
  const partial = partialPaymentPercent !== null && isPartialPayment(transaction);
  const amount = partial
    ? partOf(parseDrops(transaction.fields.Amount)!, partialPaymentPercent)
    : parseDrops(transaction.fields.Amount)!;
  const destinationAddress = String(transaction.fields.Destination);

  let result = claimed ?? 'tesSUCCESS';
  // rippled lets the fee, not the payment, dip into the reserve.
  if (!claimed && sender.balance < amount + maxOf(accountReserve(sender.ownerCount), fee)) {
    result = 'tecUNFUNDED_PAYMENT';
  }
  const paid = result === 'tesSUCCESS' ? amount : 0n;

  const touched = (root: AccountRoot): AccountRoot => ({
    ...root,
    previousTxnId: transaction.hash,
    previousTxnLedgerIndex: ledgerIndex,
  });
  const changes: AccountChange[] = [
    {
      before: sender,
      after: touched({
        ...sender,
        balance: sender.balance - fee - paid,
        sequence: sender.sequence + 1,
      }),
    },
  ];
  if (paid > 0n) {
    const destination = chain.account(destinationAddress);
    changes.push({
      before: destination,
      after: touched(
        destination
          ? { ...destination, balance: destination.balance + paid }
          : newAccountRoot(destinationAddress, paid),
      ),
    });
  }

  const recorded: RecordedTransaction = {
    transaction,
    meta: transactionMeta(
      changes,
      transactions.length,
      result,
      partial && paid > 0n ? paid : undefined,
    ),
    ledgerIndex,
  };
  chain.record(
    recorded,
    changes.map((change) => change.after),
    fee,
  );
  return recorded;
}

/** At least one drop: a partial payment that delivers nothing fails in rippled. */
function partOf(drops: bigint, percent: number): bigint {
  const part = (drops * BigInt(percent)) / 100n;
  return part > 0n ? part : 1n;
}

function maxOf(first: bigint, second: bigint): bigint {
  return first > second ? first : second;
}
