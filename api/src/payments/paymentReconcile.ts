// Reconcile: reads the programme account's transactions on the ledger since the
// oldest payment in flight and settles every payment it can — paid when its memo's transaction
// passes the checks, failed when the ledger refused it or its LastLedgerSequence passed without
// it. So a payment whose page was closed mid-batch is found again, and nothing is paid twice or
// left unrecorded. Runs with no transaction open while it reads the ledger; each update is
// conditional on the status it read, so two reconciles change each payment once.
import {
  OPEN_PAYMENT_STATUSES,
  PAYMENT_FAILURE_KINDS,
  readGlowPaymentMemo,
  type ReconcileResult,
} from '@glow/contract';
import { and, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import { payments } from '../db/schema';
import { outsideServiceFailed } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Services } from '../http/handler';
import { recordChange, type Actor } from '../system/auditLog';
import { checkGrantPayment } from './grantPaymentChecks';
import {
  expectedPaymentOf,
  findPayment,
  memoHostOf,
  recordDuplicate,
  recordFailed,
  recordLedgerFailure,
  recordPaid,
  type PaymentChanger,
  type PaymentRow,
  type PaymentWithNames,
} from './grantPayments';
import { isNodeOnNetwork, requireNodeOnNetwork } from '../clients/ledgerNetwork';
import type { LedgerTransaction } from '../clients/xrplClient';
import { ledgerNumber } from '../system/wording';

/** account_tx's page size. */
const PAGE = 200;

/** The programme account's validated transactions from `fromLedger` to `toLedger`, oldest first. */
async function programmeTransactions(
  { ledger, config }: Services,
  fromLedger: number,
  toLedger: number,
): Promise<LedgerTransaction[]> {
  const found: LedgerTransaction[] = [];
  let marker: unknown;
  do {
    const page = await ledger.accountTransactions(config.payments.programmeAddress, {
      ledgerIndexMin: fromLedger,
      ledgerIndexMax: toLedger,
      forward: true,
      limit: PAGE,
      ...(marker === undefined ? {} : { marker }),
    });
    found.push(...page.transactions);
    marker = page.marker;
  } while (marker !== undefined);
  return found;
}

/**
 * Payments a wallet reported unsigned in the last day (their grants were freed at once, so a
 * declined grant can be paid again without waiting): reconcile keeps looking for them, so one the
 * wallet submitted all the same is recorded (paid, or paid twice) and never lost. A day is far
 * longer than any transaction's LastLedgerSequence window, and every batch reconciles first.
 */
const reportedUnsignedLately = () =>
  and(
    eq(payments.status, 'failed'),
    inArray(payments.failureKind, ['declined', 'signingExpired', 'walletRefused']),
    isNull(payments.ledgerFacts),
    gt(payments.failedAt, sql`${nowInSql()} - interval '1 day'`),
  );

/** Whether the grant has a payment other than `paymentId` that is paid or still in flight. */
async function grantTakenElsewhere(services: Services, grantId: number, paymentId: number) {
  const others = await services.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.grantId, grantId),
        inArray(payments.status, ['awaitingSignature', 'submitted', 'paid']),
      ),
    );
  return others.some((other) => other.id !== paymentId);
}

export async function reconcilePayments(
  services: Services,
  actor: Actor,
): Promise<ReconcileResult> {
  const { db, config } = services;
  const result: ReconcileResult = {
    checked: 0,
    paid: [],
    failed: [],
    duplicates: [],
    stillInFlight: [],
    scannedToLedger: null,
  };
  const [oldest] = await db
    .select({ ledger: min(payments.createdLedgerIndex) })
    .from(payments)
    .where(or(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), reportedUnsignedLately()));
  if (oldest?.ledger === null || oldest?.ledger === undefined) return result;

  // A node on another network holds none of our transactions: every payment would look lost.
  await requireNodeOnNetwork(services.ledger, config.network);
  const held = await services.ledger.heldLedgers();
  // A node missing those ledgers would hide transactions and fail payments that were paid.
  if (held.first !== null && held.first > oldest.ledger) {
    throw outsideServiceFailed(MESSAGES.ledgerHistoryMissing(oldest.ledger));
  }
  const validated = held.last;
  result.scannedToLedger = validated;
  const transactions = await programmeTransactions(services, oldest.ledger, validated);
  const by: PaymentChanger = { actor, byLedgerCheck: true };
  const host = memoHostOf(config);
  // Oldest first, each transaction in turn: a payment refused once and then paid ends paid.
  const outcomes = new Map<number, Outcome>();
  for (const transaction of transactions) {
    const paymentId = readGlowPaymentMemo(transaction.Memos, host);
    const found = paymentId === null ? null : await findPayment(db, paymentId);
    if (!found) continue;
    const outcome = await settleFromLedger(services, found, transaction, by);
    if (outcome) outcomes.set(found.payment.id, outcome);
  }
  for (const [paymentId, outcome] of outcomes) result[outcome].push(paymentId);

  // What is still open after the scan: failed once its LastLedgerSequence has passed.
  const open = await db
    .select({ id: payments.id, lastLedgerSequence: payments.lastLedgerSequence })
    .from(payments)
    .where(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]))
    .orderBy(payments.id);
  for (const payment of open) {
    if (!cannotLandAnyMore(payment, validated)) {
      result.stillInFlight.push(payment.id);
      continue;
    }
    if (await recordNeverLanded(db, payment, by)) result.failed.push(payment.id);
  }
  const changed = result.paid.length + result.failed.length + result.duplicates.length;
  if (changed > 0) {
    await recordChange(db, actor, {
      action: 'payment.reconciled',
      entity: 'payment',
      entityId: 'programme',
      details: {
        paid: result.paid,
        failed: result.failed,
        duplicates: result.duplicates,
        scannedToLedger: validated,
      },
    });
  }
  result.checked =
    result.paid.length +
    result.failed.length +
    result.duplicates.length +
    result.stillInFlight.length;
  return result;
}

type Outcome = 'paid' | 'failed' | 'duplicates';

/**
 * A transaction is applied in a ledger up to its LastLedgerSequence at the latest: once a later
 * ledger is validated (and the scan up to it found nothing), it never will be.
 */
const cannotLandAnyMore = (
  payment: Pick<PaymentRow, 'lastLedgerSequence'>,
  validatedLedger: number,
) => payment.lastLedgerSequence < validatedLedger;

/** Records a payment failed because its LastLedgerSequence passed without it. */
function recordNeverLanded(
  db: Services['db'],
  payment: Pick<PaymentRow, 'id' | 'lastLedgerSequence'>,
  by: PaymentChanger,
): Promise<boolean> {
  const reason = `${PAYMENT_FAILURE_KINDS.notOnLedger} before ${ledgerNumber(payment.lastLedgerSequence)}: the wallet did not submit it (page closed, declined or expired)`;
  return recordFailed(db, payment.id, { kind: 'notOnLedger', reason }, by);
}

/**
 * Settles one payment in flight from the ledger now, as reconcile does for them all: paid or
 * failed by its own transaction, found by its memo among the programme's transactions from its
 * batch's ledger to its LastLedgerSequence; failed once a later ledger is validated without it.
 * Answers whether it changed. A node that cannot tell (another network, too little history)
 * leaves it in flight, as does a payment whose LastLedgerSequence has not passed.
 */
export async function settlePaymentFromLedger(
  services: Services,
  paymentId: number,
  by: PaymentChanger,
): Promise<boolean> {
  const { db, config, ledger } = services;
  const found = await findPayment(db, paymentId);
  if (!found || !OPEN_PAYMENT_STATUSES.includes(found.payment.status)) return false;
  const { createdLedgerIndex, lastLedgerSequence } = found.payment;
  if (!(await isNodeOnNetwork(ledger, config.network))) return false;
  const held = await ledger.heldLedgers();
  if (held.first !== null && held.first > createdLedgerIndex) return false;
  const transactions = await programmeTransactions(
    services,
    createdLedgerIndex,
    Math.min(lastLedgerSequence, held.last),
  );
  const host = memoHostOf(config);
  let changed = false;
  for (const transaction of transactions) {
    if (readGlowPaymentMemo(transaction.Memos, host) !== paymentId) continue;
    // Read again each time, as reconcile does: a refused one and then a paid one end paid.
    const current = await findPayment(db, paymentId);
    if (current && (await settleFromLedger(services, current, transaction, by))) changed = true;
  }
  if (changed || !cannotLandAnyMore(found.payment, held.last)) return changed;
  return recordNeverLanded(db, found.payment, by);
}

/**
 * Settles one payment from its transaction on the ledger. An open payment: paid or failed as the
 * checks say. A failed one (a late arrival): paid if its grant is still unpaid and in no other
 * batch, else recorded as paid twice. Answers what changed, if anything.
 */
async function settleFromLedger(
  services: Services,
  { payment, recipientName }: PaymentWithNames,
  transaction: LedgerTransaction,
  by: PaymentChanger,
): Promise<Outcome | null> {
  const { db, config } = services;
  const check = checkGrantPayment(
    transaction,
    expectedPaymentOf(payment, recipientName, config),
    now(),
  );
  if (!check.ok && check.outcome !== 'failed') return null;
  const isOpen = OPEN_PAYMENT_STATUSES.includes(payment.status);

  if (!check.ok) {
    if (!isOpen) return null;
    const failed = await recordLedgerFailure(
      db,
      payment.id,
      { ...check, hash: transaction.hash.toUpperCase() },
      by,
    );
    return failed ? 'failed' : null;
  }

  const paid = { hash: transaction.hash.toUpperCase(), facts: check.facts };
  const reason = "Found on the ledger by Glow's check";
  if (isOpen) {
    return (await recordPaid(db, config, payment.id, paid, by, { reason })) ? 'paid' : null;
  }
  if (payment.status !== 'failed') return null;
  if (await grantTakenElsewhere(services, payment.grantId, payment.id)) {
    return (await recordDuplicate(db, payment.id, paid, by)) ? 'duplicates' : null;
  }
  const late = await recordPaid(db, config, payment.id, paid, by, {
    fromStatuses: ['failed'],
    reason: `${reason}, after it was recorded failed`,
  });
  return late ? 'paid' : null;
}
