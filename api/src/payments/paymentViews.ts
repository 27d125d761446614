// Payments as the contract shapes them: a cohort's grants table, one payment's page, and the
// short view the page gets back after reporting a transaction or a failure.
import {
  GRANT_STATES,
  paymentMemoData,
  type CohortPayments,
  type GrantRow,
  type PaymentCohorts,
  type PaymentDetail,
  type PaymentView,
  OPEN_PAYMENT_STATUSES,
} from '@glow/contract';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { cohorts, nominations, paymentBatches, paymentEvents, payments } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Services } from '../http/handler';
import { explorerUrlOf } from './explorerLinks';
import { ledgerChecksOf } from './grantPaymentChecks';
import { expectedPaymentOf, findPayment, memoHostOf, type PaymentRow } from './grantPayments';
import { grantsWithFacts, isDistributionApproved, type GrantWithFacts } from './grants';
import { cohortGrants, cohortPaymentTotals, countByState, dropsInStates } from './paymentFigures';
import { readProgrammeFunds } from './programmeFunds';
import { findCohort } from '../programme/cohortQueries';
import { projectsOf } from '../nominations/nominationQueries';

/** What the page is told after reporting a payment's transaction or failure. */
export function paymentViewOf(payment: PaymentRow, config: Config): PaymentView {
  return {
    id: payment.id,
    status: payment.status,
    grantId: payment.grantId,
    txHash: payment.txHash,
    explorerUrl: payment.txHash ? explorerUrlOf(config.payments, payment.txHash) : null,
    failureKind: payment.failureKind,
    failureReason: payment.failureReason,
    retryAfterLedger:
      payment.reportedFailure && OPEN_PAYMENT_STATUSES.includes(payment.status)
        ? payment.lastLedgerSequence
        : null,
  };
}

/** The person's nominations in the cohort with their projects, by contributor id. */
async function nominationsByContributor(db: Database, cohortId: number) {
  const rows = await db
    .select({ id: nominations.id, contributorId: nominations.contributorId })
    .from(nominations)
    .where(eq(nominations.cohortId, cohortId))
    .orderBy(asc(nominations.id));
  const projects = await projectsOf(
    db,
    rows.map((row) => row.id),
  );
  const byContributor = new Map<number, GrantRow['nominations']>();
  for (const row of rows) {
    const card = {
      id: row.id,
      projects: (projects.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
    };
    byContributor.set(row.contributorId, [...(byContributor.get(row.contributorId) ?? []), card]);
  }
  return byContributor;
}

function grantRowOf(
  grant: GrantWithFacts,
  nominationsOf: Map<number, GrantRow['nominations']>,
  config: Config,
): GrantRow {
  const last = grant.payments[0];
  return {
    id: grant.id,
    applicationId: grant.applicationId,
    contributor: { id: grant.contributorId, name: grant.contributorName },
    nominations: nominationsOf.get(grant.contributorId) ?? [],
    size: grant.size,
    amountDrops: String(grant.amountDrops),
    state: grant.view.state,
    reasons: grant.view.reasons,
    destination: grant.destination,
    lastPayment: last
      ? {
          id: last.id,
          status: last.status,
          failureReason: last.failureReason,
          txHash: last.txHash,
          explorerUrl: last.txHash ? explorerUrlOf(config.payments, last.txHash) : null,
          at: (last.paidAt ?? last.failedAt ?? last.createdAt).toISOString(),
        }
      : null,
    retryAfterLedger: grant.view.retryAfterLedger,
  };
}

/**
 * The cohort's payments page: `notFound` for no cohort, `conflict` before its distribution is
 * approved.
 */
export async function readCohortPayments(
  { db, config, ledger }: Services,
  cohortId: number,
): Promise<CohortPayments> {
  const cohort = await findCohort(db, cohortId);
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  if (!(await isDistributionApproved(db, cohort.id))) {
    throw conflict(MESSAGES.distributionNotApproved(cohort.name));
  }
  const grants = await cohortGrants(db, cohort.id);
  const nominationsOf = await nominationsByContributor(db, cohort.id);
  // The page works without the ledger; it only shows how far it is.
  const validatedLedger = await ledger.validatedLedgerIndex().catch(() => null);
  const programmeFunds = await readProgrammeFunds(db, ledger, config).catch(() => null);
  return {
    cohort: { id: cohort.id, name: cohort.name, period: cohort.period },
    programmeAddress: config.payments.programmeAddress,
    validatedLedger,
    programmeFunds,
    totals: await cohortPaymentTotals(db, cohort.id, grants),
    grants: grants.map((grant) => grantRowOf(grant, nominationsOf, config)),
    duplicates: grants.flatMap((grant) =>
      grant.duplicates.map((payment) => ({
        paymentId: payment.id,
        grantId: grant.id,
        txHash: payment.txHash!,
      })),
    ),
  };
}

/** The cohorts whose distribution is approved, newest first, with their grants counted. */
export async function listPaymentCohorts(db: Database): Promise<PaymentCohorts> {
  const all = await db
    .select({ id: cohorts.id, name: cohorts.name, period: cohorts.period })
    .from(cohorts)
    .orderBy(desc(cohorts.startsAt), desc(cohorts.id));
  const listed: PaymentCohorts['cohorts'] = [];
  for (const cohort of all) {
    if (!(await isDistributionApproved(db, cohort.id))) continue;
    const grants = await cohortGrants(db, cohort.id);
    const counts = countByState(grants);
    listed.push({
      ...cohort,
      grants: grants.length,
      paid: counts.paid,
      payable: counts.payable + counts.failed,
      inFlight: counts.inFlight,
      returned: counts.returnedToPool,
      approvedDrops: dropsInStates(grants, GRANT_STATES),
      paidDrops: dropsInStates(grants, ['paid']),
    });
  }
  return { cohorts: listed };
}

/** One payment's page (`notFound` "payment not found"). */
export async function readPaymentDetail(
  { db, config }: Services,
  paymentId: number,
): Promise<PaymentDetail> {
  const found = await findPayment(db, paymentId);
  if (!found) throw notFound(MESSAGES.paymentNotFound);
  const { payment, recipientName, cohortName } = found;
  const [[grant], [batch], [batchSize], history, others] = await Promise.all([
    grantsWithFacts(db, { grantIds: [payment.grantId] }),
    db.select().from(paymentBatches).where(eq(paymentBatches.id, payment.batchId)),
    db.select({ value: count() }).from(payments).where(eq(payments.batchId, payment.batchId)),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id))
      .orderBy(asc(paymentEvents.at), asc(paymentEvents.id)),
    db
      .select({ id: payments.id, status: payments.status, at: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.grantId, payment.grantId), ne(payments.id, payment.id)))
      .orderBy(desc(payments.id)),
  ]);
  const hash = payment.txHash ?? payment.claimedTxHash;
  const expected = expectedPaymentOf(payment, recipientName, config);
  return {
    id: payment.id,
    status: payment.status,
    failureKind: payment.failureKind,
    failureReason: payment.failureReason,
    cohort: { id: grant!.cohortId, name: cohortName },
    grant: {
      id: grant!.id,
      applicationId: grant!.applicationId,
      nominationId: grant!.nominationId,
      size: grant!.size,
      amountDrops: String(grant!.amountDrops),
      state: grant!.view.state,
    },
    recipient: {
      contributorId: grant!.contributorId,
      name: recipientName,
      address: payment.destination,
    },
    source: payment.source,
    memo: paymentMemoData(memoHostOf(config), payment.id),
    lastLedgerSequence: payment.lastLedgerSequence,
    createdLedgerIndex: payment.createdLedgerIndex,
    batch: {
      id: batch!.id,
      createdBy: batch!.createdByEmail,
      walletKind: batch!.walletKind,
      createdAt: batch!.createdAt.toISOString(),
      size: batchSize?.value ?? 1,
    },
    history: history.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      by: event.actorEmail,
      reason: event.reason,
    })),
    transaction: hash
      ? {
          hash,
          explorerUrl: explorerUrlOf(config.payments, hash),
          facts: payment.ledgerFacts,
          checks: payment.ledgerFacts ? ledgerChecksOf(payment.ledgerFacts, expected) : [],
        }
      : null,
    otherAttempts: others.map((other) => ({
      id: other.id,
      status: other.status,
      at: other.at.toISOString(),
    })),
  };
}
