// What the payments page reports for a payment of a batch: the hash its wallet answered (checked
// on the ledger), or the wallet's failure (a certain one frees the grant at once,
// an ambiguous one leaves the payment in flight until the ledger settles it). How certain a
// failure is depends on the wallet: Xaman is asked, and a GemWallet decline proves nothing.
import {
  failureKindOfCode,
  type PaymentFailureCode,
  type PaymentFailureKind,
  type PaymentView,
  type ReportPaymentFailureRequest,
  OPEN_PAYMENT_STATUSES,
} from '@glow/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { now } from '../clock';
import { paymentBatches, paymentEvents, payments, xamanPayloads } from '../db/schema';
import { conflict, DomainError, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Services } from '../http/handler';
import type { Actor } from '../system/auditLog';
import { checkGrantPayment } from './grantPaymentChecks';
import {
  expectedPaymentOf,
  failureReasonOf,
  findPayment,
  recordFailed,
  recordLedgerFailure,
  recordPaid,
  type PaymentChanger,
  type PaymentRow,
} from './grantPayments';
import { requireNodeOnNetwork } from '../clients/ledgerNetwork';
import { refuseTransaction, transactionWhenValidated } from '../clients/ledgerTransactions';
import { settlePaymentFromLedger } from './paymentReconcile';
import type { XamanPayloadDetails } from '../clients/xamanClient';
import { paymentViewOf } from './paymentViews';

/**
 * What a wallet said, in shared-wallet's sentences, for a report that leaves the payment in flight
 * (it may still have been submitted, or its wallet cannot tell).
 */
const REPORTED_SENTENCES: Partial<Record<PaymentFailureCode, string>> = {
  FAILED_TO_SIGN_TX: 'The wallet did not sign the request, please try again',
  UNREADABLE_RESPONSE: 'Failed to parse transaction response',
  RETRY: 'Could not reach the wallet, please try again',
  NO_RESULT:
    'The wallet answered no result: the request was rejected, or its window was closed after some payments went out',
  TX_SIGNING_EXPIRED: 'The signing request expired, please try again',
  SIGNING_REJECTED: 'The request was declined in the wallet',
};

const reportedSentence = (code: PaymentFailureCode) => REPORTED_SENTENCES[code] ?? code;

/** An expired Xaman request that was not signed (yet). */
const XAMAN_EXPIRED =
  'The signing request expired in Xaman, which still lets a request opened in time be signed';

async function paymentOrNotFound(services: Services, paymentId: number) {
  const found = await findPayment(services.db, paymentId);
  if (!found) throw notFound(MESSAGES.paymentNotFound);
  return found;
}

async function currentView(services: Services, paymentId: number): Promise<PaymentView> {
  const { payment } = await paymentOrNotFound(services, paymentId);
  return paymentViewOf(payment, services.config);
}

/**
 * Marks the payment submitted with the hash its wallet answered (the first report writes history).
 */
async function markSubmitted(
  services: Services,
  payment: PaymentRow,
  hash: string,
  by: PaymentChanger,
) {
  await services.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({ status: 'submitted', claimedTxHash: hash, updatedAt: now() })
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
 * records the payment paid, or failed, or leaves it in flight (an `invalid` naming why in the last
 * two).
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
    throw conflict(MESSAGES.paymentWrongStatus(payment.id, payment.status));
  }
  const [usedBy] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.txHash, hash), ne(payments.id, payment.id)));
  if (usedBy) throw conflict(MESSAGES.transactionAlreadyUsed(usedBy.id));
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
    now(),
  );
  if (check.ok) {
    const paid = await recordPaid(db, config, payment.id, { hash, facts: check.facts }, by);
    if (paid) return currentView(services, payment.id);
    // Reconcile (or another tab) recorded it meanwhile: the same hash is the same answer.
    const view = await currentView(services, payment.id);
    if (view.status === 'paid' && view.txHash === hash) return view;
    throw conflict(MESSAGES.paymentWrongStatus(payment.id, view.status));
  }
  if (check.outcome === 'failed') {
    await recordLedgerFailure(db, payment.id, { ...check, hash }, by);
  }
  refuseTransaction(check.why);
}

/** What a wallet's failure report shows about its payment, once the server has weighed it. */
type ReportedOutcome =
  /** Nothing was signed, for certain: the grant is payable again at once. */
  | { certain: PaymentFailureKind }
  /** It may have been signed: in flight until the ledger settles it. */
  | { uncertain: string }
  /** Xaman says it was signed: the transaction is recorded as a wallet's answer would be. */
  | { signed: string }
  /** Xaman says the request is still open: no failure to record. */
  | { stillOpen: true };

/** What Xaman says of one payload made for the payment (null: Xaman does not know it). */
function xamanPayloadOutcome(
  payload: XamanPayloadDetails | null,
  code: PaymentFailureCode,
): ReportedOutcome {
  if (!payload) return { uncertain: reportedSentence(code) };
  const { meta, response } = payload;
  if (meta.signed) {
    return response.txid
      ? { signed: response.txid.toUpperCase() }
      : { uncertain: 'Xaman says it was signed, without a transaction id' };
  }
  if (meta.resolved) return { certain: 'declined' };
  if (meta.expired) return { uncertain: XAMAN_EXPIRED };
  return failureKindOfCode(code) === null
    ? { uncertain: reportedSentence(code) }
    : { stillOpen: true };
}

/**
 * What Xaman says of every payload Glow made for the payment, whichever the report names (a page
 * that made none, or another tab, proves nothing about the others). Signed wins over expired:
 * Xaman lets a request opened in time be signed after it expires (a real answer is signed,
 * expired and resolved at once), so an expiry frees nothing until the ledger shows the payment
 * cannot land. Only a user's rejection (resolved, not signed) of each is certain. Null when Glow
 * made none: nothing reached the phone.
 */
async function xamanOutcome(
  services: Services,
  paymentId: number,
  code: PaymentFailureCode,
): Promise<ReportedOutcome | null> {
  const made = await services.db
    .select({ uuid: xamanPayloads.uuid })
    .from(xamanPayloads)
    .where(eq(xamanPayloads.paymentId, paymentId))
    .orderBy(desc(xamanPayloads.createdAt));
  if (made.length === 0) return null;
  const outcomes: ReportedOutcome[] = [];
  for (const { uuid } of made) {
    outcomes.push(xamanPayloadOutcome(await services.xaman.get(uuid), code));
  }
  return (
    outcomes.find((outcome) => 'signed' in outcome) ??
    outcomes.find((outcome) => 'uncertain' in outcome) ??
    outcomes.find((outcome) => 'stillOpen' in outcome) ??
    outcomes[0]!
  );
}

/**
 * What a report proves, by the wallet that made it. GemWallet answers a bulk whose window was
 * closed part-way as it answers a rejection (no result), so a decline from it proves nothing.
 */
async function outcomeOfReport(
  services: Services,
  payment: PaymentRow,
  report: ReportPaymentFailureRequest,
): Promise<ReportedOutcome> {
  const [batch] = await services.db
    .select({ walletKind: paymentBatches.walletKind })
    .from(paymentBatches)
    .where(eq(paymentBatches.id, payment.batchId));
  // A Xaman request that reached the phone is settled by what Xaman says of it.
  const xaman =
    batch?.walletKind === 'xaman' && (await xamanOutcome(services, payment.id, report.code));
  if (xaman) return xaman;
  if (batch?.walletKind === 'gemwallet' && report.code === 'SIGNING_REJECTED') {
    return { uncertain: reportedSentence('NO_RESULT') };
  }
  const kind = failureKindOfCode(report.code);
  return kind === null ? { uncertain: reportedSentence(report.code) } : { certain: kind };
}

/**
 * Keeps the payment in flight with what the wallet said, then lets the ledger settle it if it
 * can already: paid or failed by its transaction (found by its memo), or failed when its
 * LastLedgerSequence passed without it. A ledger that cannot be asked leaves it for reconcile.
 */
async function keepInFlight(
  services: Services,
  payment: PaymentRow,
  sentence: string,
  by: PaymentChanger,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [kept] = await tx
      .update(payments)
      .set({ reportedFailure: sentence, updatedAt: now() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
      .returning({ id: payments.id });
    if (!kept) return;
    await tx.insert(paymentEvents).values({
      paymentId: payment.id,
      status: payment.status,
      actorId: by.actor.id,
      actorEmail: by.actor.email,
      reason: `The wallet reported: ${sentence}`,
    });
  });
  try {
    await settlePaymentFromLedger(services, payment.id, { ...by, byLedgerCheck: true });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
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
    throw conflict(MESSAGES.paymentWrongStatus(payment.id, payment.status));
  }
  const by: PaymentChanger = { actor, byLedgerCheck: false };
  const outcome = await outcomeOfReport(services, payment, report);
  if ('stillOpen' in outcome) throw conflict(MESSAGES.failureNotConfirmed);
  if ('signed' in outcome) {
    return recordPaymentTransaction(services, actor, payment.id, outcome.signed);
  }
  if ('uncertain' in outcome) {
    await keepInFlight(services, payment, outcome.uncertain, by);
    return currentView(services, payment.id);
  }
  const kind = outcome.certain;
  const detail = kind === 'walletRefused' ? report.code : null;
  await recordFailed(db, payment.id, { kind, reason: failureReasonOf(kind, detail) }, by);
  const view = await currentView(services, payment.id);
  if (view.status !== 'failed') {
    throw conflict(MESSAGES.paymentWrongStatus(payment.id, view.status));
  }
  return view;
}
