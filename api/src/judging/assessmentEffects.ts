// What every change of a judge's row (an assessment, a revision, a recusal, a consensus) does to
// the cohort's distribution, in the change's transaction: a stale consensus goes; a change of the
// nomination's final size resets every approval (so nobody's approval stands for a list they did
// not see), audited and emailed; the last final size decided emails the judges that the
// distribution is ready for their approval. Each email names only the sizes its judge may see.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  cohortJudges,
  contributors,
  distributionApprovals,
  nominationConsensusSizes,
  nominations,
  users,
} from '../db/schema';
import { recordChange, type Actor } from '../system/auditLog';
import { compileDistribution, type CompiledDistribution } from './compiledDistribution';
import { approvalsReset, readyForApproval } from './judgingEmails';
import { enqueueEmail } from '../system/emailOutbox';
import { sizesSeenBy } from './sizesSeenBy';
import type { JudgedCohortRow } from './judgeAccess';

export interface ChangeEffects {
  /** The change altered the compiled distribution and approvals were reset. */
  approvalsCleared: boolean;
  /** Every nomination of the cohort has a final size after the change. */
  distributionReady: boolean;
}

export const compileCohort = (tx: Database, cohort: JudgedCohortRow) =>
  compileDistribution(tx, cohort.id, cohort.grantAmounts);

const finalSizeIn = (compiled: CompiledDistribution, nominationId: number) =>
  compiled.nominations.find((nomination) => nomination.nominationId === nominationId)?.finalSize ??
  null;

/** "Maya Okafor's nomination": how judging names a nomination in messages and emails. */
export async function nominationLabel(db: Database, nominationId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: contributors.firstName, lastName: contributors.lastName })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .where(eq(nominations.id, nominationId));
  return row ? `${row.firstName} ${row.lastName}'s nomination` : `nomination ${nominationId}`;
}

/** Deletes the nomination's consensus size (a judge's row changed under it), audited. */
async function clearConsensus(tx: Database, actor: Actor, nominationId: number) {
  const [cleared] = await tx
    .delete(nominationConsensusSizes)
    .where(eq(nominationConsensusSizes.nominationId, nominationId))
    .returning({ size: nominationConsensusSizes.size });
  if (!cleared) return;
  await recordChange(tx, actor, {
    action: 'assessment.consensusCleared',
    entity: 'nomination',
    entityId: nominationId,
    details: { size: cleared.size },
  });
}

/**
 * Call after the change, with the cohort compiled before it: resets approvals when the
 * nomination's final size changed, emails "ready" when the cohort just became complete.
 */
export async function afterAssessmentChange(
  tx: Database,
  actor: Actor,
  appUrl: string,
  cohort: JudgedCohortRow,
  nominationId: number,
  before: CompiledDistribution,
): Promise<ChangeEffects> {
  const after = await compileCohort(tx, cohort);
  const from = finalSizeIn(before, nominationId);
  const to = finalSizeIn(after, nominationId);
  let approvalsCleared = false;
  // Each judge's email says only what they may see (judging/sizesSeenBy.ts).
  const seenBy = (judgeId: number) =>
    sizesSeenBy(after, { id: judgeId, role: 'judge' }, cohort.period);
  const changed = after.nominations.find((nomination) => nomination.nominationId === nominationId)!;
  if (from !== to) {
    const cleared = await tx
      .delete(distributionApprovals)
      .where(eq(distributionApprovals.cohortId, cohort.id))
      .returning({ judgeId: distributionApprovals.judgeId });
    if (cleared.length > 0) {
      approvalsCleared = true;
      const judgeIds = cleared.map((row) => row.judgeId);
      await recordChange(tx, actor, {
        action: 'distribution.approvalsCleared',
        entity: 'cohort',
        entityId: cohort.id,
        details: { nominationId, from, to, judges: judgeIds },
      });
      const nomination = await nominationLabel(tx, nominationId);
      const judges = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, judgeIds));
      for (const judge of judges) {
        const sizes = seenBy(judge.id).hiddenOf(changed) === null ? { from, to } : null;
        await enqueueEmail(tx, approvalsReset(cohort, judge.email, { nomination, sizes }, appUrl));
      }
    }
  }
  if (!before.totals.complete && after.totals.complete) {
    const waiting = await tx
      .select({ id: users.id, email: users.email })
      .from(cohortJudges)
      .innerJoin(users, eq(users.id, cohortJudges.judgeId))
      .where(and(eq(cohortJudges.cohortId, cohort.id), isNull(cohortJudges.excusedAt)));
    for (const judge of waiting) {
      await enqueueEmail(
        tx,
        readyForApproval(cohort, judge.email, seenBy(judge.id).totals, appUrl),
      );
    }
  }
  return { approvalsCleared, distributionReady: after.totals.complete };
}

/**
 * Call after a judge's own row (an assessment or a recusal) changed: a consensus recorded over
 * the old rows no longer stands, then the distribution follows (see afterAssessmentChange).
 */
export async function afterJudgeRowChange(
  tx: Database,
  actor: Actor,
  appUrl: string,
  cohort: JudgedCohortRow,
  nominationId: number,
  before: CompiledDistribution,
): Promise<ChangeEffects> {
  await clearConsensus(tx, actor, nominationId);
  return afterAssessmentChange(tx, actor, appUrl, cohort, nominationId, before);
}
