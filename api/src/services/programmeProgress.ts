// How far a cohort's nominations have gone after voting: assessments and approved grants (from
// the judging, compiledDistribution.ts), paid grants and complete applications (0 until the
// application and payment issues add their tables), from this one module.
import type { AssessmentSize, CohortPeriod, NominationStatus } from '@glow/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coNominations, cohorts, judgeAssessments, nominations } from '../db/schema';
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

/** Assessments so far, and the grants the judges approved; nothing applied for or paid yet. */
export async function readCohortProgress(db: Database, cohortId: number): Promise<CohortProgress> {
  const [assessed] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(judgeAssessments)
    .innerJoin(nominations, eq(nominations.id, judgeAssessments.nominationId))
    .where(and(eq(nominations.cohortId, cohortId), eq(judgeAssessments.status, 'assessed')));
  const assessments = assessed?.value ?? 0;
  const approved = assessments === 0 ? new Map() : await approvedFinalSizes(db, [cohortId]);
  return {
    assessments,
    approvedGrants: [...approved.values()].filter((size) => size !== 'decline').length,
    grantsReadyToPay: 0,
    paidGrants: 0,
    applicationsComplete: 0,
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
 * cohort's distribution (`finalSize`), else from its cohort's period; nothing is paid before the
 * payment issue.
 */
export function nominationStatusOf(
  period: CohortPeriod,
  finalSize: AssessmentSize | null = null,
): NominationStatus {
  if (finalSize === 'decline') return 'declined';
  if (finalSize) return 'sized';
  if (period === 'nomination') return 'nominated';
  if (period === 'voting') return 'in voting';
  if (period === 'closed') return 'cohort closed';
  return 'being assessed';
}
