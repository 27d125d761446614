// Whether the judges have approved a cohort's distribution: what the period move to
// distribution, the settings lock, the cohort page, the dashboard and the judging routes ask.
import { count, eq, sql, and } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortJudges, cohorts, distributionApprovals, users } from '../db/schema';
import { activeJudge } from '../programme/cohortPanel';

export interface DistributionApproval {
  approvals: number;
  judges: number;
  /** How many approvals the distribution needs; 0 for a cohort approved before judging existed. */
  required: number;
}

/**
 * The panel's approvals: `judges` = the panel, `required` = its judges not
 * excused, at least 1, `approvals` = theirs. Before assessment (no panel yet) every judge user
 * counts. A cohort that reached distribution with no panel got there before judging existed:
 * nothing is required of it.
 */
export async function readDistributionApproval(
  db: Database,
  cohortId: number,
): Promise<DistributionApproval> {
  const [row] = await db
    .select({
      period: cohorts.period,
      judges: count(cohortJudges.judgeId),
      present:
        sql<number>`count(${cohortJudges.judgeId}) filter (where ${cohortJudges.excusedAt} is null)`.mapWith(
          Number,
        ),
      approvals:
        sql<number>`count(${distributionApprovals.judgeId}) filter (where ${cohortJudges.excusedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(cohorts)
    .leftJoin(cohortJudges, eq(cohortJudges.cohortId, cohorts.id))
    .leftJoin(
      distributionApprovals,
      and(
        eq(distributionApprovals.cohortId, cohortJudges.cohortId),
        eq(distributionApprovals.judgeId, cohortJudges.judgeId),
      ),
    )
    .where(eq(cohorts.id, cohortId))
    .groupBy(cohorts.id);
  if (!row) return { approvals: 0, judges: 0, required: 0 };
  if (row.judges > 0) {
    return { approvals: row.approvals, judges: row.judges, required: Math.max(1, row.present) };
  }
  if (row.period === 'distribution' || row.period === 'closed') {
    return { approvals: 0, judges: 0, required: 0 };
  }
  // No panel yet (it is made on the move to assessment): every active judge is the panel-to-be.
  const [judges] = await db.select({ value: count() }).from(users).where(activeJudge());
  const panelToBe = judges?.value ?? 0;
  return { approvals: 0, judges: panelToBe, required: Math.max(1, panelToBe) };
}

export const isApproved = (approval: DistributionApproval) =>
  approval.approvals >= approval.required;
