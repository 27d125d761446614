// A cohort's grants: one per application with a non-declined final size, frozen
// when the judges' approval of the distribution completes (or on the first read of an approved
// cohort that was approved before grants existed), and the facts that decide each one's state.
import {
  DROPS_PER_XRP,
  OPEN_PAYMENT_STATUSES,
  grantSizeOf,
  grantStateOf,
  type GrantFacts,
  type GrantSize,
  type GrantStateView,
  type PaymentStatus,
} from '@glow/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isOneOfIds } from '../db/idList';
import { applications, cohorts, contributors, grants, nominations, payments } from '../db/schema';
import {
  personFactsOf,
  progressOf,
  type ApplicationInCohort,
} from '../applications/applicationSteps';
import { isApproved, readDistributionApproval } from '../judging/distributionApproval';
import { approvedFinalSizes } from '../programme/programmeProgress';

/**
 * Whether the judges approved the cohort's distribution, so its final sizes (and grants) are
 * set: a panel exists and enough of it approved.
 */
export async function isDistributionApproved(db: Database, cohortId: number): Promise<boolean> {
  const approval = await readDistributionApproval(db, cohortId);
  return approval.judges > 0 && isApproved(approval);
}

/**
 * Writes the cohort's grants if its distribution is approved: per application, the largest final
 * size among the person's nominations (declines give none) and the cohort's amount for it.
 * Idempotent (one grant per application); call it inside a transaction.
 */
export async function ensureCohortGrants(tx: Database, cohortId: number): Promise<void> {
  // Written all at once, and final sizes no longer change after the approval: done is done.
  const [written] = await tx
    .select({ id: grants.id })
    .from(grants)
    .where(eq(grants.cohortId, cohortId))
    .limit(1);
  if (written) return;
  const sizes = await approvedFinalSizes(tx, [cohortId]);
  if (sizes.size === 0) return;
  const [cohort] = await tx
    .select({ grantAmounts: cohorts.grantAmounts })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
  const rows = await tx
    .select({
      nominationId: nominations.id,
      contributorId: nominations.contributorId,
      applicationId: applications.id,
    })
    .from(nominations)
    .innerJoin(
      applications,
      and(
        eq(applications.contributorId, nominations.contributorId),
        eq(applications.cohortId, nominations.cohortId),
      ),
    )
    .where(eq(nominations.cohortId, cohortId))
    .orderBy(asc(nominations.id));
  const byApplication = new Map<number, { contributorId: number; nominationIds: number[] }>();
  for (const row of rows) {
    const entry = byApplication.get(row.applicationId) ?? {
      contributorId: row.contributorId,
      nominationIds: [],
    };
    entry.nominationIds.push(row.nominationId);
    byApplication.set(row.applicationId, entry);
  }
  const values = [...byApplication].flatMap(([applicationId, { contributorId, nominationIds }]) => {
    const sized = nominationIds.flatMap((id) => {
      const size = sizes.get(id);
      return size ? [{ id, size }] : [];
    });
    const size = grantSizeOf(sized.map((nomination) => nomination.size));
    if (!size || !cohort) return [];
    return [
      {
        cohortId,
        applicationId,
        contributorId,
        nominationId: sized.find((nomination) => nomination.size === size)!.id,
        size,
        amountDrops: cohort.grantAmounts[size] * DROPS_PER_XRP,
      },
    ];
  });
  if (values.length > 0) await tx.insert(grants).values(values).onConflictDoNothing();
}

/**
 * Writes the grants of those of the cohorts whose distribution is approved (see
 * ensureCohortGrants).
 */
export async function ensureGrantsOfCohorts(db: Database, cohortIds: readonly number[]) {
  for (const cohortId of new Set(cohortIds)) {
    if (await isDistributionApproved(db, cohortId)) {
      await db.transaction((tx) => ensureCohortGrants(tx, cohortId));
    }
  }
}

/** A grant's payment as the grants table and the state read it. */
export interface GrantPaymentRow {
  id: number;
  status: PaymentStatus;
  /** The address the payment's transaction pays. */
  destination: string;
  failureReason: string | null;
  reportedFailure: string | null;
  lastLedgerSequence: number;
  txHash: string | null;
  paidAt: Date | null;
  failedAt: Date | null;
  createdAt: Date;
}

/** One grant with everything its row on the payments page shows. */
export interface GrantWithFacts {
  id: number;
  cohortId: number;
  applicationId: number;
  contributorId: number;
  contributorName: string;
  /** The nomination whose final size the grant pays. */
  nominationId: number;
  size: GrantSize;
  amountDrops: number;
  /**
   * The address it is paid to: the one approved with its application (or that its payment in
   * flight or paid went to); null while no approved address stands.
   */
  destination: string | null;
  /** Its payments other than duplicates, newest first. */
  payments: GrantPaymentRow[];
  /** Its duplicate payments (paid twice), if any. */
  duplicates: GrantPaymentRow[];
  /** What decides its state. */
  facts: GrantFacts;
  view: GrantStateView;
}

/**
 * The grants of a cohort (or the given grants, or applications'), oldest first, with their state.
 */
export async function grantsWithFacts(
  db: Database,
  filter: { cohortId: number } | { grantIds: number[] } | { applicationIds: number[] },
): Promise<GrantWithFacts[]> {
  const rows = await db
    .select({
      grant: grants,
      application: applications,
      cohortPeriod: cohorts.period,
      contributor: contributors,
    })
    .from(grants)
    .innerJoin(applications, eq(applications.id, grants.applicationId))
    .innerJoin(cohorts, eq(cohorts.id, grants.cohortId))
    .innerJoin(contributors, eq(contributors.id, grants.contributorId))
    .where(
      'cohortId' in filter
        ? eq(grants.cohortId, filter.cohortId)
        : 'grantIds' in filter
          ? inArray(grants.id, filter.grantIds.length > 0 ? filter.grantIds : [0])
          : inArray(
              grants.applicationId,
              filter.applicationIds.length > 0 ? filter.applicationIds : [0],
            ),
    )
    .orderBy(asc(grants.id));
  if (rows.length === 0) return [];
  const paymentRows = await db
    .select({
      grantId: payments.grantId,
      id: payments.id,
      status: payments.status,
      destination: payments.destination,
      failureReason: payments.failureReason,
      reportedFailure: payments.reportedFailure,
      lastLedgerSequence: payments.lastLedgerSequence,
      txHash: payments.txHash,
      paidAt: payments.paidAt,
      failedAt: payments.failedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(
      inArray(
        payments.grantId,
        rows.map((row) => row.grant.id),
      ),
    )
    .orderBy(desc(payments.id));
  const paymentsOf = (grantId: number) => paymentRows.filter((row) => row.grantId === grantId);

  return Promise.all(
    rows.map(async ({ grant, application, cohortPeriod, contributor }): Promise<GrantWithFacts> => {
      const all = paymentsOf(grant.id);
      const attempts = all.filter((payment) => payment.status !== 'duplicate');
      const last = attempts[0] ?? null;
      const currentStep =
        application.status === 'inProgress'
          ? await currentStepOf(db, { ...application, cohortPeriod }, contributor)
          : null;
      const facts: GrantFacts = {
        applicationStatus: application.status,
        cohortPeriod,
        currentStep,
        walletRegistered: contributor.walletRegisteredAt !== null,
        walletChanged: application.walletChangedAt !== null,
        kycStatus: application.kycStatus,
        paid: attempts.some((payment) => payment.status === 'paid'),
        lastPayment: last,
      };
      return {
        id: grant.id,
        cohortId: grant.cohortId,
        applicationId: grant.applicationId,
        contributorId: contributor.id,
        contributorName: `${contributor.firstName} ${contributor.lastName}`,
        nominationId: grant.nominationId,
        size: grant.size,
        amountDrops: grant.amountDrops,
        destination: destinationOf(application, attempts),
        payments: attempts,
        duplicates: all.filter((payment) => payment.status === 'duplicate'),
        facts,
        view: grantStateOf(facts),
      };
    }),
  );
}

/**
 * Where a grant is paid: where its paid or in-flight payment went, else the address approved with
 * its application. Never the registered wallet as such: a change waits for a new approval.
 */
function destinationOf(
  application: Pick<typeof applications.$inferSelect, 'approvedAddress'>,
  attempts: readonly GrantPaymentRow[],
): string | null {
  const settledOrOpen = attempts.find(
    (payment) => payment.status === 'paid' || OPEN_PAYMENT_STATUSES.includes(payment.status),
  );
  return settledOrOpen?.destination ?? application.approvedAddress;
}

/**
 * What became of the grant of each nomination's person in its cohort (one grant covers all their
 * sized nominations there), by nomination id; nominations whose person has no grant are absent.
 */
export async function grantViewsOfNominations(
  db: Database,
  nominationIds: number[],
): Promise<Map<number, GrantStateView>> {
  const views = new Map<number, GrantStateView>();
  if (nominationIds.length === 0) return views;
  const rows = await db
    .select({ nominationId: nominations.id, grantId: grants.id })
    .from(nominations)
    .innerJoin(
      grants,
      and(
        eq(grants.contributorId, nominations.contributorId),
        eq(grants.cohortId, nominations.cohortId),
      ),
    )
    .where(isOneOfIds(nominations.id, nominationIds));
  if (rows.length === 0) return views;
  const byGrant = new Map(
    (await grantsWithFacts(db, { grantIds: rows.map((row) => row.grantId) })).map((grant) => [
      grant.id,
      grant.view,
    ]),
  );
  for (const row of rows) {
    const view = byGrant.get(row.grantId);
    if (view) views.set(row.nominationId, view);
  }
  return views;
}

/** The step an application in progress waits on (the contributor's next one). */
async function currentStepOf(
  db: Database,
  application: ApplicationInCohort,
  contributor: typeof contributors.$inferSelect,
) {
  if (contributor.userId === null) return 'account' as const;
  const person = await personFactsOf(db, contributor.userId);
  return progressOf(application, contributor, person).current;
}
