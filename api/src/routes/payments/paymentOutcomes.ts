// What the payments page reports for a payment of a batch: the hash its wallet answered (checked
// on the ledger, PLAN-18 D9), or the wallet's failure (D5: a certain one frees the grant at once,
// an ambiguous one leaves the payment in flight until the ledger settles it).
import {
  failureKindOfCode,
  type PaymentFailureCode,
  type PaymentView,
  type ReportPaymentFailureRequest,
  OPEN_PAYMENT_STATUSES,
} from '@glow/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { paymentBatches, paymentEvents, payments } from '../../db/schema';
import { ApiError, MESSAGES } from '../../http/ApiError';
import type { Services } from '../../http/handler';
import type { Actor } from '../../services/auditLog';
import { checkGrantPayment } from '../../services/grantPaymentChecks';
import {
  expectedPaymentOf,
  failureReasonOf,
  findPayment,
  recordFailed,
  recordLedgerFailure,
  recordPaid,
  type PaymentChanger,
  type PaymentRow,
} from '../../services/grantPayments';
import { requireNodeOnNetwork } from '../../services/ledgerNetwork';
import { refuseTransaction, transactionWhenValidated } from '../../services/ledgerTransactions';
import { findXamanPayload } from '../../services/xamanPayloads';
import { paymentViewOf } from './paymentViews';

/** What a wallet said when it may still have submitted (shared-wallet's sentences). */
const AMBIGUOUS_REPORTS: Partial<Record<PaymentFailureCode, string>> = {
  FAILED_TO_SIGN_TX: 'The wallet did not sign the request, please try again',
  UNREADABLE_RESPONSE: 'Failed to parse transaction response',
  RETRY: 'Could not reach the wallet, please try again',
};

async function paymentOrNotFound(services: Services, paymentId: number) {
  const found = await findPayment(services.db, paymentId);
  if (!found) throw new ApiError(404, MESSAGES.paymentNotFound);
  return found;
}

async function currentView(services: Services, paymentId: number): Promise<PaymentView> {
  const { payment } = await paymentOrNotFound(services, paymentId);
  return paymentViewOf(payment, services.config);
}

/** Marks the payment submitted with the hash its wallet answered (the first report writes history). */
async function markSubmitted(
  services: Services,
  payment: PaymentRow,
  hash: string,
  by: PaymentChanger,
) {
  await services.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({ status: 'submitted', claimedTxHash: hash, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
      .returning({ id: payments.id });
    if (moved && payment.status === 'awaitingSignature') {
      await tx.insert(paymentEvents).values({
        paymentId: payment.id,
        status: 'submitted',
        actorId: by.actor.id,
        actorEmail: by.actor.email,
        reason: `The wallet answered transaction ${hash}`,
      });
    }
  });
}

/**
 * POST /api/payments/{id}/transaction: waits for the ledger to validate the transaction, then
 * records the payment paid, or failed, or leaves it in flight (a 400 naming why in the last two).
 */
export async function recordPaymentTransaction(
  services: Services,
  actor: Actor,
  paymentId: number,
  hash: string,
): Promise<PaymentView> {
  const { db, config, ledger } = services;
  const { payment, recipientName } = await paymentOrNotFound(services, paymentId);
  if (payment.status === 'paid' && payment.txHash === hash) return paymentViewOf(payment, config);
  if (!OPEN_PAYMENT_STATUSES.includes(payment.status)) {
    throw new ApiError(409, MESSAGES.paymentWrongStatus(payment.id, payment.status));
  }
  const [usedBy] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.txHash, hash), ne(payments.id, payment.id)));
  if (usedBy) throw new ApiError(409, MESSAGES.transactionAlreadyUsed(usedBy.id));
  await requireNodeOnNetwork(ledger, config.network);
  const by: PaymentChanger = { actor, byLedgerCheck: false };
  await markSubmitted(services, payment, hash, by);

  // No transaction is open while the ledger is waited on.
  const transaction = await transactionWhenValidated(
    ledger,
    hash,
    config.payments.validationWaitMs,
  );
  if (!transaction) refuseTransaction('transaction not found');
  const check = checkGrantPayment(
    transaction,
    expectedPaymentOf(payment, recipientName, config),
    new Date(),
  );
  if (check.ok) {
    const paid = await recordPaid(db, config, payment.id, { hash, facts: check.facts }, by);
    if (paid) return currentView(services, payment.id);
    // Reconcile (or another tab) recorded it meanwhile: the same hash is the same answer.
    const view = await currentView(services, payment.id);
    if (view.status === 'paid' && view.txHash === hash) return view;
    throw new ApiError(409, MESSAGES.paymentWrongStatus(payment.id, view.status));
  }
  if (check.outcome === 'failed') {
    await recordLedgerFailure(db, payment.id, { ...check, hash }, by);
  }
  refuseTransaction(check.why);
}

/**
 * Whether Xaman confirms that a payment's payload ended unsigned (expired, or resolved without a
 * signature); a payload Glow did not make for this payment is not a confirmation.
 */
async function xamanConfirmsUnsigned(
  services: Services,
  paymentId: number,
  { xamanPayloadId, secret }: Pick<ReportPaymentFailureRequest, 'xamanPayloadId' | 'secret'>,
): Promise<boolean> {
  if (!xamanPayloadId || !secret) return false;
  const record = await findXamanPayload(services.db, xamanPayloadId, secret);
  if (!record || record.paymentId !== paymentId) return false;
  const payload = await services.xaman.get(xamanPayloadId);
  if (!payload) return false;
  const { meta } = payload;
  return meta.expired || (meta.resolved && !meta.signed);
}

/** POST /api/payments/{id}/failure. */
export async function reportPaymentFailure(
  services: Services,
  actor: Actor,
  paymentId: number,
  report: ReportPaymentFailureRequest,
): Promise<PaymentView> {
  const { db } = services;
  const { payment } = await paymentOrNotFound(services, paymentId);
  if (!OPEN_PAYMENT_STATUSES.includes(payment.status)) {
    throw new ApiError(409, MESSAGES.paymentWrongStatus(payment.id, payment.status));
  }
  const kind = failureKindOfCode(report.code);
  if (kind === null) {
    const sentence = AMBIGUOUS_REPORTS[report.code] ?? report.code;
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ reportedFailure: sentence, updatedAt: new Date() })
        .where(
          and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])),
        );
      await tx.insert(paymentEvents).values({
        paymentId: payment.id,
        status: payment.status,
        actorId: actor.id,
        actorEmail: actor.email,
        reason: `The wallet reported: ${sentence}`,
      });
    });
    return currentView(services, payment.id);
  }
  const [batch] = await db
    .select({ walletKind: paymentBatches.walletKind })
    .from(paymentBatches)
    .where(eq(paymentBatches.id, payment.batchId));
  // A Xaman request that reached the phone is freed only when Xaman says it ended unsigned.
  const askedXaman = batch?.walletKind === 'xaman' && report.xamanPayloadId !== undefined;
  if (askedXaman && !(await xamanConfirmsUnsigned(services, payment.id, report))) {
    throw new ApiError(409, MESSAGES.failureNotConfirmed);
  }
  const detail = kind === 'walletRefused' ? report.code : null;
  await recordFailed(
    db,
    payment.id,
    { kind, reason: failureReasonOf(kind, detail) },
    { actor, byLedgerCheck: false },
  );
  const view = await currentView(services, payment.id);
  if (view.status !== 'failed') {
    throw new ApiError(409, MESSAGES.paymentWrongStatus(payment.id, view.status));
  }
  return view;
}
