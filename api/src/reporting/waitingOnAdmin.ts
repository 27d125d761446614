// Everything waiting on an admin, in every cohort (the dashboard's "Needs your attention"), each
// read from the module that owns the rule: submitted applications, rejected KYC results of a
// running cohort, grants the payments page offers to pay, panel judges with nominations left in a
// cohort being assessed, and voting run past its planned length.
import {
  ADMIN_WAITING_KINDS,
  SELECTABLE_GRANT_STATES,
  type AdminWaitingItem,
  type AdminWaitingKind,
} from '@glow/contract';
import { and, count, desc, eq, inArray, isNull, ne, notExists } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, cohorts, grants, payments } from '../db/schema';
import { compileDistribution } from '../judging/compiledDistribution';
import { grantsWithFacts } from '../payments/grants';
import type { CohortRow } from '../programme/cohortViews';

const DAY_MS = 24 * 3600_000;

type Counted = Omit<AdminWaitingItem, 'kind' | 'since'> & { since?: string };

/** Submitted applications, per cohort (not cancelled: their applications ended). */
function applicationsToReview(db: Database) {
  return db
    .select({ id: cohorts.id, name: cohorts.name, count: count() })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(and(eq(applications.status, 'submitted'), ne(cohorts.period, 'cancelled')))
    .groupBy(cohorts.id)
    .orderBy(desc(cohorts.startsAt));
}

/**
 * Rejected KYC results of the running cohort's applications: an admin asks again, or lets the
 * grant go back to the pool (the close lists it).
 */
function kycRejected(db: Database) {
  return db
    .select({ id: cohorts.id, name: cohorts.name, count: count() })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(
      and(
        eq(applications.kycStatus, 'rejected'),
        inArray(applications.status, ['inProgress', 'submitted', 'returned', 'approved']),
        isNull(cohorts.endsAt),
      ),
    )
    .groupBy(cohorts.id)
    .orderBy(desc(cohorts.startsAt));
}

/**
 * Grants the payments page lets an admin pay (payable, or failed and payable again), per cohort.
 */
async function grantsPayable(db: Database): Promise<Counted[]> {
  const paid = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.grantId, grants.id), eq(payments.status, 'paid')));
  const unpaid = await db
    .selectDistinct({ id: cohorts.id, name: cohorts.name, startsAt: cohorts.startsAt })
    .from(grants)
    .innerJoin(cohorts, eq(cohorts.id, grants.cohortId))
    .where(notExists(paid))
    .orderBy(desc(cohorts.startsAt));
  const counted: Counted[] = [];
  for (const cohort of unpaid) {
    const states = (await grantsWithFacts(db, { cohortId: cohort.id })).map(
      (grant) => grant.view.state,
    );
    const payable = states.filter((state) => SELECTABLE_GRANT_STATES.includes(state)).length;
    counted.push({ cohort: { id: cohort.id, name: cohort.name }, count: payable });
  }
  return counted;
}

/** Panel judges, not excused, with nominations left to assess or recuse from. */
async function judgesUnfinished(db: Database, unclosed: CohortRow | null): Promise<Counted[]> {
  if (unclosed?.period !== 'assessment') return [];
  const compiled = await compileDistribution(db, unclosed.id, unclosed.grantAmounts);
  const unfinished = compiled.panel.filter(
    (judge) => judge.excused === null && judge.progress.left > 0,
  );
  return [{ cohort: { id: unclosed.id, name: unclosed.name }, count: unfinished.length }];
}

/** The running cohort's voting, once it has run longer than planned (the admin moves it on). */
function votingOverdue(unclosed: CohortRow | null, now: Date): Counted[] {
  if (unclosed?.period !== 'voting') return [];
  const plannedEnd = new Date(
    unclosed.periodStartedAt.getTime() + unclosed.votingPeriodDays * DAY_MS,
  );
  if (now < plannedEnd) return [];
  return [
    { cohort: { id: unclosed.id, name: unclosed.name }, count: 1, since: plannedEnd.toISOString() },
  ];
}

/**
 * Everything waiting on an admin, by kind in ADMIN_WAITING_KINDS' order, newest cohort first;
 * only what has a count.
 */
export async function readWaitingOnAdmin(
  db: Database,
  unclosed: CohortRow | null,
  now: Date,
): Promise<AdminWaitingItem[]> {
  const toCounted = (rows: { id: number; name: string; count: number }[]): Counted[] =>
    rows.map((row) => ({ cohort: { id: row.id, name: row.name }, count: row.count }));
  // One after the other: a handful of small reads, and PGlite answers one at a time anyway.
  const byKind: Record<AdminWaitingKind, Counted[]> = {
    applicationsToReview: toCounted(await applicationsToReview(db)),
    kycRejected: toCounted(await kycRejected(db)),
    grantsPayable: await grantsPayable(db),
    judgesUnfinished: await judgesUnfinished(db, unclosed),
    votingOverdue: votingOverdue(unclosed, now),
  };
  return ADMIN_WAITING_KINDS.flatMap((kind) =>
    byKind[kind]
      .filter((item) => item.count > 0)
      .map((item) => ({ kind, cohort: item.cohort, count: item.count, since: item.since ?? null })),
  );
}
