// How far a cohort's nominations have gone after voting: assessments and approved grants (from
// the judging, compiledDistribution.ts), complete applications and the grants ready to pay (from
// the applications), paid grants (from the payments), from this one module.
import type {
  ApplicationStatus,
  AssessmentSize,
  CohortPeriod,
  GrantState,
  NominationStatus,
} from '@glow/contract';
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  applications,
  coNominations,
  cohorts,
  contributors,
  grants,
  judgeAssessments,
  nominations,
  payments,
} from '../db/schema';
import { compileDistribution } from './compiledDistribution';

export interface CohortProgress {
  assessments: number;
  approvedGrants: number;
  /** Approved grants whose payment can be sent (application complete, KYC done, wallet known). */
  grantsReadyToPay: number;
  paidGrants: number;
  applicationsComplete: number;
}

/**
 * The final size of each nomination of the cohorts whose distribution the judges approved, by
 * nomination id (a cohort that reached distribution before judging existed has no panel, and no
 * final sizes).
 */
export async function approvedFinalSizes(
  db: Database,
  cohortIds: number[],
): Promise<Map<number, AssessmentSize>> {
  const sizes = new Map<number, AssessmentSize>();
  if (cohortIds.length === 0) return sizes;
  const rows = await db
    .select({ id: cohorts.id, grantAmounts: cohorts.grantAmounts })
    .from(cohorts)
    .where(inArray(cohorts.id, [...new Set(cohortIds)]));
  for (const cohort of rows) {
    const compiled = await compileDistribution(db, cohort.id, cohort.grantAmounts);
    if (compiled.panel.length === 0 || compiled.approvals < compiled.required) continue;
    for (const nomination of compiled.nominations) {
      if (nomination.finalSize) sizes.set(nomination.nominationId, nomination.finalSize);
    }
  }
  return sizes;
}

/** Applications whose details the contributor submitted (DOMAIN.md: "its application is complete"). */
const COMPLETE_STATUSES: ApplicationStatus[] = ['submitted', 'approved'];

/**
 * The contributors of the cohort whose grant can be paid as far as their application goes
 * (DOMAIN.md "Distribution and payment"): approved by the admins, a registered wallet, and KYC
 * done where it is needed.
 */
async function payableContributors(db: Database, cohortId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: applications.contributorId })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .where(
      and(
        eq(applications.cohortId, cohortId),
        eq(applications.status, 'approved'),
        isNotNull(contributors.walletRegisteredAt),
        or(isNull(applications.kycStatus), eq(applications.kycStatus, 'approved')),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Approved grants (sized nominations) whose contributor's application makes them payable. */
async function countGrantsReadyToPay(
  db: Database,
  cohortId: number,
  approved: Map<number, AssessmentSize>,
): Promise<number> {
  const granted = [...approved].filter(([, size]) => size !== 'decline');
  if (granted.length === 0) return 0;
  const [payable, rows] = await Promise.all([
    payableContributors(db, cohortId),
    db
      .select({ id: nominations.id, contributorId: nominations.contributorId })
      .from(nominations)
      .where(eq(nominations.cohortId, cohortId)),
  ]);
  const contributorOf = new Map(rows.map((row) => [row.id, row.contributorId]));
  return granted.filter(([nominationId]) => payable.has(contributorOf.get(nominationId)!)).length;
}

/** The cohort's grants with a payment recorded paid (read live: grants are paid after closing). */
export async function countPaidGrants(db: Database, cohortId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${grants.id})`.mapWith(Number) })
    .from(grants)
    .innerJoin(payments, and(eq(payments.grantId, grants.id), eq(payments.status, 'paid')))
    .where(eq(grants.cohortId, cohortId));
  return row?.value ?? 0;
}

/** Assessments, approved grants, complete applications, grants ready to pay and paid grants. */
export async function readCohortProgress(db: Database, cohortId: number): Promise<CohortProgress> {
  const [assessed] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(judgeAssessments)
    .innerJoin(nominations, eq(nominations.id, judgeAssessments.nominationId))
    .where(and(eq(nominations.cohortId, cohortId), eq(judgeAssessments.status, 'assessed')));
  const assessments = assessed?.value ?? 0;
  const approved =
    assessments === 0
      ? new Map<number, AssessmentSize>()
      : await approvedFinalSizes(db, [cohortId]);
  const [[complete], grantsReadyToPay, paidGrants] = await Promise.all([
    db
      .select({ value: count() })
      .from(applications)
      .where(
        and(eq(applications.cohortId, cohortId), inArray(applications.status, COMPLETE_STATUSES)),
      ),
    countGrantsReadyToPay(db, cohortId, approved),
    countPaidGrants(db, cohortId),
  ]);
  return {
    assessments,
    approvedGrants: [...approved.values()].filter((size) => size !== 'decline').length,
    grantsReadyToPay,
    paidGrants,
    applicationsComplete: complete?.value ?? 0,
  };
}

/** A nomination's assessments so far (recusals are not assessments). */
export const assessmentsOfNomination = (nominationId: SQL | typeof nominations.id) =>
  sql<number>`(select count(*) from ${judgeAssessments} where ${judgeAssessments.nominationId} = ${nominationId}
    and ${judgeAssessments.status} = 'assessed')::int`.mapWith(Number);

/**
 * The scouts behind a nomination: its scout (0 once that account is deleted) and its
 * co-nominators.
 */
export const scoutsBehindNomination = () => {
  const coNominators = sql`(select count(*) from ${coNominations}
    where ${coNominations.nominationId} = ${nominations.id})`;
  return sql<number>`((case when ${nominations.scoutId} is null then 0 else 1 end) + ${coNominators})::int`.mapWith(
    Number,
  );
};

/**
 * Where a nomination stands: sized (or declined, for Decline) once the judges approved its
 * cohort's distribution (`finalSize`), then paid or returned to the pool as its person's grant
 * (`grant`) is, else from its cohort's period.
 */
export function nominationStatusOf(
  period: CohortPeriod,
  finalSize: AssessmentSize | null = null,
  grant: GrantState | null = null,
): NominationStatus {
  if (finalSize === 'decline') return 'declined';
  if (finalSize && grant === 'paid') return 'paid';
  if (finalSize && grant === 'returnedToPool') return 'returned to pool';
  if (finalSize) return 'sized';
  if (period === 'nomination') return 'nominated';
  if (period === 'voting') return 'in voting';
  if (period === 'closed') return 'cohort closed';
  return 'being assessed';
}
