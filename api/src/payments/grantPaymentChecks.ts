// The ledger checks of a transaction said to pay a grant payment (the
// hash's reuse and the node's network are checked before, by the caller). Pure: the transaction
// route and reconcile read the ledger and hand the transaction here.
import {
  PAYMENT_MEMO_TYPE,
  paymentMemoData,
  readGlowPaymentMemo,
  textOfHex,
  type LedgerFacts,
  type PaymentFailureKind,
} from '@glow/contract';
import type { LedgerTransaction } from '../clients/xrplClient';
import { ledgerNumber, xrpOfDrops } from '../system/wording';

/** tfPartialPayment: the payment may deliver less than its Amount. */
export const PARTIAL_PAYMENT_FLAG = 0x00020000;

/** Seconds from 1970 to the Ripple epoch (2000-01-01), which ledger close times count from. */
const RIPPLE_EPOCH_SECONDS = 946_684_800;

/** What the transaction of a payment must be. */
export interface ExpectedPayment {
  id: number;
  /** The programme's address. */
  source: string;
  /** The contributor's registered address, frozen when the batch was created. */
  destination: string;
  recipientName: string;
  amountDrops: string;
  lastLedgerSequence: number;
  /** The public app's host, which every memo names (`<host>/payments/<id>`). */
  memoHost: string;
  network: { id: number; name: string };
}

export type PaymentCheck =
  | { ok: true; facts: LedgerFacts }
  /** Not validated yet: the payment stays in flight. */
  | { ok: false; outcome: 'notYet'; why: string }
  /** Not a transaction of this payment: the payment is unchanged. */
  | { ok: false; outcome: 'notOurs'; why: string }
  /** This payment's transaction, and it did not pay the grant: the payment failed. */
  | {
      ok: false;
      outcome: 'failed';
      kind: Extract<PaymentFailureKind, 'ledgerResult' | 'mismatch'>;
      why: string;
      facts: LedgerFacts;
    };

/** The text of the transaction's one glow/payment memo; null when it carries none or several. */
function glowMemoText(transaction: LedgerTransaction): string | null {
  const ours = (transaction.Memos ?? []).filter(
    ({ Memo }) => Memo.MemoType !== undefined && textOfHex(Memo.MemoType) === PAYMENT_MEMO_TYPE,
  );
  const data = ours.length === 1 ? ours[0]!.Memo.MemoData : undefined;
  return data === undefined ? null : textOfHex(data);
}

/** What the ledger says about the transaction, as stored with the payment and shown on its page. */
export function ledgerFactsOf(transaction: LedgerTransaction, checkedAt: Date): LedgerFacts {
  const delivered = transaction.meta?.delivered_amount;
  return {
    ledgerIndex: transaction.ledger_index ?? 0,
    closeTime:
      transaction.date === undefined
        ? null
        : new Date((transaction.date + RIPPLE_EPOCH_SECONDS) * 1000).toISOString(),
    result: transaction.meta?.TransactionResult ?? 'none',
    account: transaction.Account,
    destination: transaction.Destination ?? '',
    deliveredDrops: typeof delivered === 'string' && /^\d+$/.test(delivered) ? delivered : null,
    flags: transaction.Flags ?? 0,
    lastLedgerSequence: transaction.LastLedgerSequence ?? null,
    memo: glowMemoText(transaction),
    networkId: transaction.NetworkID ?? null,
    checkedAt: checkedAt.toISOString(),
  };
}

function deliveredText(drops: string | null): string {
  if (drops === null) return 'something other than XRP';
  return `${xrpOfDrops(drops)} (${drops} ${drops === '1' ? 'drop' : 'drops'})`;
}

/**
 * The checks a stored (validated) transaction passed or failed, in D9's order: the payment page's
 * table.
 */
export function ledgerChecksOf(facts: LedgerFacts, expected: ExpectedPayment) {
  const memo = paymentMemoData(expected.memoHost, expected.id);
  const partial = (facts.flags & PARTIAL_PAYMENT_FLAG) !== 0;
  return [
    {
      name: 'Validated',
      expected: 'yes',
      actual: `yes, in ${ledgerNumber(facts.ledgerIndex)}`,
      ok: true,
    },
    { name: 'Memo', expected: memo, actual: facts.memo, ok: facts.memo === memo },
    {
      name: 'From',
      expected: expected.source,
      actual: facts.account,
      ok: facts.account === expected.source,
    },
    {
      name: 'Result',
      expected: 'tesSUCCESS',
      actual: facts.result,
      ok: facts.result === 'tesSUCCESS',
    },
    {
      name: 'To',
      expected: expected.destination,
      actual: facts.destination,
      ok: facts.destination === expected.destination,
    },
    {
      name: 'Partial payment flag',
      expected: 'not set',
      actual: partial ? 'set' : 'not set',
      ok: !partial,
    },
    {
      name: 'Delivered amount',
      expected: deliveredText(expected.amountDrops),
      actual: deliveredText(facts.deliveredDrops),
      ok: facts.deliveredDrops === expected.amountDrops,
    },
    {
      name: 'LastLedgerSequence',
      expected: String(expected.lastLedgerSequence),
      actual: facts.lastLedgerSequence === null ? null : String(facts.lastLedgerSequence),
      ok: facts.lastLedgerSequence === expected.lastLedgerSequence,
    },
    {
      name: 'Network',
      expected: expected.network.name,
      actual:
        facts.networkId === null
          ? 'not set (not needed below network 1025)'
          : `network ${facts.networkId}`,
      ok: facts.networkId === null || facts.networkId === expected.network.id,
    },
  ];
}

/**
 * Whether `transaction` pays payment `expected` (in that order): the first failed check
 * decides the answer.
 */
export function checkGrantPayment(
  transaction: LedgerTransaction,
  expected: ExpectedPayment,
  checkedAt: Date,
): PaymentCheck {
  if (!transaction.validated) {
    return {
      ok: false,
      outcome: 'notYet',
      why: 'the transaction is not validated yet; the payment stays in flight and is checked again',
    };
  }
  const notOurs = (why: string): PaymentCheck => ({ ok: false, outcome: 'notOurs', why });
  if (transaction.TransactionType !== 'Payment') return notOurs('the transaction is not a payment');
  const memoId = readGlowPaymentMemo(transaction.Memos, expected.memoHost);
  if (memoId === null) return notOurs('the payment carries no Glow payment memo');
  if (memoId !== expected.id) {
    return notOurs(`the payment's memo names payment ${memoId}, not payment ${expected.id}`);
  }
  if (transaction.Account !== expected.source) {
    return notOurs(`the payment is not from the programme's address ${expected.source}`);
  }

  const facts = ledgerFactsOf(transaction, checkedAt);
  const failed = (kind: 'ledgerResult' | 'mismatch', why: string): PaymentCheck => ({
    ok: false,
    outcome: 'failed',
    kind,
    why,
    facts,
  });
  if (facts.result !== 'tesSUCCESS') {
    return failed('ledgerResult', `the payment failed on the ledger (${facts.result})`);
  }
  if (facts.destination !== expected.destination) {
    return failed(
      'mismatch',
      `the payment is not to ${expected.recipientName}'s registered address ${expected.destination}`,
    );
  }
  if ((facts.flags & PARTIAL_PAYMENT_FLAG) !== 0) {
    return failed('mismatch', 'partial payments are not accepted');
  }
  if (facts.deliveredDrops !== expected.amountDrops) {
    return failed(
      'mismatch',
      `the payment delivered ${deliveredText(facts.deliveredDrops)}, not ${deliveredText(expected.amountDrops)}`,
    );
  }
  if (facts.lastLedgerSequence !== expected.lastLedgerSequence) {
    return failed('mismatch', "the payment's LastLedgerSequence was changed by the wallet");
  }
  if (facts.networkId !== null && facts.networkId !== expected.network.id) {
    return failed('mismatch', `the payment is not on ${expected.network.name}`);
  }
  return { ok: true, facts };
}
