// How far a cohort's nominations have gone after voting: the final sizes of an approved
// distribution (compiledDistribution.ts), paid grants (from the payments), and where a nomination
// stands.
import type { AssessmentSize, CohortPeriod, GrantState, NominationStatus } from '@glow/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isOneOfIds } from '../db/idList';
import {
  coNominations,
  cohorts,
  grants,
  judgeAssessments,
  nominations,
  payments,
} from '../db/schema';
import { compileDistribution } from '../judging/compiledDistribution';
import { ofCohortNominations } from '../nominations/nominationQueries';

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

/**
 * Each cohort's grants with a payment recorded paid (read live: grants are paid after closing), by
 * cohort id; one statement for a page of cohorts.
 */
export async function countPaidGrants(
  db: Database,
  cohortIds: number[],
): Promise<Map<number, number>> {
  if (cohortIds.length === 0) return new Map();
  const rows = await db
    .select({
      cohortId: grants.cohortId,
      value: sql<number>`count(distinct ${grants.id})`.mapWith(Number),
    })
    .from(grants)
    .innerJoin(payments, and(eq(payments.grantId, grants.id), eq(payments.status, 'paid')))
    .where(isOneOfIds(grants.cohortId, cohortIds))
    .groupBy(grants.cohortId);
  return new Map(rows.map((row) => [row.cohortId, row.value]));
}

/** A nomination's assessments so far (recusals are not assessments). */
export const assessmentsOfNomination = (nominationId: SQL | typeof nominations.id) =>
  sql<number>`(select count(*) from ${judgeAssessments} where ${judgeAssessments.nominationId} = ${nominationId}
    and ${judgeAssessments.status} = 'assessed')::int`.mapWith(Number);

/** 1 while the nomination's scout has an account (0 once that account is deleted). */
const itsScout = sql`(case when ${nominations.scoutId} is null then 0 else 1 end)`;

/** The scouts behind a nomination: its scout and its co-nominators. */
export const scoutsBehindNomination = () => {
  const coNominators = sql`(select count(*) from ${coNominations}
    where ${coNominations.nominationId} = ${nominations.id})`;
  return sql<number>`(${itsScout} + ${coNominators})::int`.mapWith(Number);
};

/**
 * The co-nominators of each of the cohort's nominations that has any, to left join to its
 * nominations for `scoutsBehind`. For a read that sorts the whole cohort: counted per nomination
 * (scoutsBehindNomination) in its sort, 500 nominations took PostgreSQL about 3 ms more to plan
 * and run.
 */
export function coNominatorCounts(db: Database, cohortId: number) {
  return db
    .select({
      nominationId: coNominations.nominationId,
      count: sql<number>`count(*)::int`.as('co_nominators'),
    })
    .from(coNominations)
    .where(ofCohortNominations(coNominations.nominationId, cohortId))
    .groupBy(coNominations.nominationId)
    .as('co_nominator_counts');
}

/** The scouts behind a nomination joined to its `coNominatorCounts`. */
export const scoutsBehind = (counts: ReturnType<typeof coNominatorCounts>) =>
  sql<number>`(${itsScout} + coalesce(${counts.count}, 0))::int`.mapWith(Number);

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
  if (period === 'cancelled') return 'cohort cancelled';
  return 'being assessed';
}
