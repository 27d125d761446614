// What a person has on record that deleting their account would orphan or rewrite: a person with
// any of it is deactivated instead, so every record keeps naming them (and the conflict checks
// keep matching them).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  applications,
  cohortJudges,
  cohorts,
  coNominations,
  contributors,
  distributionApprovals,
  judgeAssessments,
  nominationConsensusSizes,
  nominations,
  grants,
  paymentBatches,
  payments,
  users,
} from '../db/schema';

/** The kinds of history, in the words of the answer ("they have nominations … on record"). */
export const HISTORY_KINDS = ['nominations', 'assessments', 'applications', 'payments'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Whether any of the subqueries finds a row. */
const anyOf = (...queries: SQL[]) =>
  sql<boolean>`(${sql.join(
    queries.map((query) => sql`exists (${query})`),
    sql` or `,
  )})`.mapWith(Boolean);

/**
 * The kinds of history `userId` has, empty when none: nominations made or backed as a scout, or
 * received as a contributor; assessments, recusals, consensus sizes, approvals, or a seat on a
 * panel whose distribution went on (a judge of that cohort, as its results say); a contributor's
 * applications, or an admin's reviews of them; payments made to them, or batches an admin sent.
 */
export async function historyOf(db: Database, userId: number): Promise<HistoryKind[]> {
  const [row] = await db
    .select({
      nominations: anyOf(
        sql`select 1 from ${nominations} where ${nominations.scoutId} = ${userId}`,
        sql`select 1 from ${coNominations} where ${coNominations.scoutId} = ${userId}`,
        sql`select 1 from ${nominations} inner join ${contributors} on ${contributors.id} = ${nominations.contributorId} where ${contributors.userId} = ${userId}`,
      ),
      assessments: anyOf(
        sql`select 1 from ${judgeAssessments} where ${judgeAssessments.judgeId} = ${userId}`,
        sql`select 1 from ${distributionApprovals} where ${distributionApprovals.judgeId} = ${userId}`,
        sql`select 1 from ${nominationConsensusSizes} where ${nominationConsensusSizes.recordedBy} = ${userId}`,
        sql`select 1 from ${cohortJudges} inner join ${cohorts} on ${cohorts.id} = ${cohortJudges.cohortId} where ${cohortJudges.judgeId} = ${userId} and ${cohorts.period} in ('distribution', 'closed')`,
      ),
      applications: anyOf(
        sql`select 1 from ${applications} inner join ${contributors} on ${contributors.id} = ${applications.contributorId} where ${contributors.userId} = ${userId}`,
        sql`select 1 from ${applications} where ${applications.reviewedBy} = ${userId} or ${applications.kycRequestedBy} = ${userId}`,
      ),
      payments: anyOf(
        sql`select 1 from ${paymentBatches} where ${paymentBatches.createdBy} = ${userId}`,
        sql`select 1 from ${payments} inner join ${grants} on ${grants.id} = ${payments.grantId} inner join ${contributors} on ${contributors.id} = ${grants.contributorId} where ${contributors.userId} = ${userId}`,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return HISTORY_KINDS.filter((kind) => row?.[kind] === true);
}
