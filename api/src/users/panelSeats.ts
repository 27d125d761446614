// A new judge's seat on the panel under assessment.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortJudges, cohorts } from '../db/schema';
import { isApproved, readDistributionApproval } from '../judging/distributionApproval';

/**
 * A user made a judge (created or given the role) while a cohort is in its assessment period joins its panel (the move to
 * assessment put every judge there was on it), unless the panel has approved its distribution
 * already: that approval froze the grants and stands. The cohort's row is share-locked, so a
 * period move or an approval waits. Answers the cohort's id, or null when it was not joined.
 */
export async function joinPanelUnderAssessment(
  tx: Database,
  judgeId: number,
): Promise<number | null> {
  const [cohort] = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.period, 'assessment'))
    .for('share');
  if (!cohort || isApproved(await readDistributionApproval(tx, cohort.id))) return null;
  await tx.insert(cohortJudges).values({ cohortId: cohort.id, judgeId }).onConflictDoNothing();
  return cohort.id;
}
