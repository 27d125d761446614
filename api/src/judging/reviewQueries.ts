// The review and the distribution of a cohort: the compiled judging of
// judging/compiledDistribution.ts in the evaluation list's order, paged and filtered for the
// review, whole for the distribution, as the caller may see it (judging/sizesSeenBy.ts): a
// judge is shown a nomination's sizes, final size, amount and consensus only once they saved
// their own assessment of it, and the totals and the reset note leave the others out.
import {
  ASSESSMENT_SIZE_NAMES,
  type AssessmentSize,
  type Distribution,
  type Review,
  type ReviewFilter,
  type ReviewQuery,
  type ReviewRow,
  type SizesHiddenReason,
} from '@glow/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { excludedTally, flaggedTally } from '../integrity/tallies';
import { auditLogs } from '../db/schema';
import { cohortVoteTotals } from '../voting/voteValues';
import type { Actor } from '../system/auditLog';
import {
  compileWithFacts,
  type CompiledDistribution,
  type CompiledNomination,
} from './compiledDistribution';
import type { NominationFacts } from './nominationFacts';
import { isApproved, readDistributionApproval } from './distributionApproval';
import { sizesSeenBy } from './sizesSeenBy';
import { clockTime, formatDay } from '../programme/cohortRules';
import type { JudgedCohortRow } from './judgeAccess';

interface Scores {
  score: number;
  withoutFlaggedScore: number;
}

interface Ordered extends Scores, NominationFacts {
  nomination: CompiledNomination;
}

/** The scores of the cohort's nominations that have votes, by nomination id. */
async function scoresOf(db: Database, cohortId: number): Promise<Map<number, Scores>> {
  const tally = cohortVoteTotals(db, cohortId);
  const excluded = excludedTally(db, cohortId);
  const flagged = flaggedTally(db, cohortId);
  const rows = await rowsOf<Scores & { id: number }>(
    db.execute(sql`select ${tally.nominationId} as id,
        ${tally.score} - coalesce(${excluded.score}, 0) as score,
        ${tally.score} - coalesce(${flagged.score}, 0) as "withoutFlaggedScore"
      from ${tally}
      left join ${excluded} on ${excluded.nominationId} = ${tally.nominationId}
      left join ${flagged} on ${flagged.nominationId} = ${tally.nominationId}`),
  );
  return new Map(rows.map(({ id, ...scores }) => [id, scores]));
}

const NO_VOTES: Scores = { score: 0, withoutFlaggedScore: 0 };

/** The cohort's nominations in the evaluation list's order: score, then scouts, then oldest. */
async function orderedNominations(
  db: Database,
  cohort: JudgedCohortRow,
): Promise<{ compiled: CompiledDistribution; ordered: Ordered[] }> {
  const [{ compiled, facts }, scores] = await Promise.all([
    compileWithFacts(db, cohort.id, cohort.grantAmounts),
    scoresOf(db, cohort.id),
  ]);
  const ordered: Ordered[] = [];
  for (const nomination of compiled.nominations) {
    const fact = facts.get(nomination.nominationId);
    // Missing only for a nomination that left the cohort after this call read the numbers.
    if (!fact) continue;
    ordered.push({ nomination, ...fact, ...(scores.get(nomination.nominationId) ?? NO_VOTES) });
  }
  ordered.sort(
    (a, b) =>
      b.score - a.score ||
      b.scoutsBehind - a.scoutsBehind ||
      a.nomination.nominationId - b.nomination.nominationId,
  );
  return { compiled, ordered };
}

const cohortView = (cohort: JudgedCohortRow) => ({
  id: cohort.id,
  name: cohort.name,
  period: cohort.period,
  grantAmounts: cohort.grantAmounts,
});

/** The caller's own state of a nomination; null for an admin. */
function mineOf(nomination: CompiledNomination, actor: Actor) {
  if (actor.role === 'admin') return null;
  const own = nomination.rows.find((row) => row.judgeId === actor.id);
  return own ? own.status : 'todo';
}

function matches(filter: ReviewFilter | undefined, nomination: CompiledNomination, actor: Actor) {
  switch (filter) {
    case 'ties':
      return nomination.flags.includes('split');
    case 'short':
      return nomination.flags.includes('fewerThanThree');
    case 'todo':
      // An admin's "to do": every nomination that has no final size yet.
      return actor.role === 'admin'
        ? nomination.finalSize === null
        : mineOf(nomination, actor) === 'todo' &&
            !nomination.judgesWithConflict.some((judge) => judge.id === actor.id);
    default:
      return true;
  }
}

function reviewRow(
  { nomination, contributor, projects, score, withoutFlaggedScore }: Ordered,
  actor: Actor,
  sizesHidden: SizesHiddenReason | null,
): ReviewRow {
  const shown = sizesHidden === null;
  return {
    nominationId: nomination.nominationId,
    contributor,
    projects,
    score,
    withoutFlaggedScore,
    assessmentCount: nomination.assessed,
    sizesHidden,
    counts: shown ? nomination.counts : null,
    finalSize: shown ? nomination.finalSize : null,
    amount: shown ? nomination.amount : null,
    // A Decline among Large names sizes; a split says only that the judges disagree.
    flags: shown
      ? nomination.flags
      : nomination.flags.filter((flag) => flag !== 'declineAmongLarge'),
    needs: nomination.needs,
    judgesLeft: nomination.judgesLeft.map((judge) => judge.name),
    judgesWithConflict: nomination.judgesWithConflict.map((judge) => judge.name),
    consensus:
      shown && nomination.consensus
        ? {
            size: nomination.consensus.size,
            reason: nomination.consensus.reason,
            recordedBy: nomination.consensus.recordedBy,
            recordedAt: nomination.consensus.recordedAt.toISOString(),
          }
        : null,
    assessments: shown
      ? nomination.rows.map((row) => ({
          id: row.id,
          judgeName: row.judgeName,
          status: row.status,
          size: row.size,
        }))
      : null,
    mine: mineOf(nomination, actor),
  };
}

/** One page of the review, with the whole cohort's totals. */
export async function readReview(
  db: Database,
  cohort: JudgedCohortRow,
  actor: Actor,
  {
    page,
    limit,
    filter,
  }: Required<Pick<ReviewQuery, 'page' | 'limit'>> & Pick<ReviewQuery, 'filter'>,
): Promise<Review> {
  const { compiled, ordered } = await orderedNominations(db, cohort);
  const seen = sizesSeenBy(compiled, actor, cohort.period);
  const listed = ordered.filter((row) => matches(filter, row.nomination, actor));
  const shown = listed.slice((page - 1) * limit, page * limit);
  return {
    page,
    limit,
    total: listed.length,
    cohort: cohortView(cohort),
    rows: shown.map((row) => reviewRow(row, actor, seen.hiddenOf(row.nomination))),
    totals: seen.totals,
  };
}

/**
 * "Approvals were reset on 24 Nov 2026 at 10:02: Maya Okafor's nomination changed from Medium to
 * Large", or, when `sizesShown` says the caller may not see that nomination's sizes, "…: Maya
 * Okafor's nomination's final size changed".
 */
async function resetNoteOf(
  db: Database,
  cohortId: number,
  nameOf: (nominationId: number) => string | undefined,
  sizesShown: (nominationId: number) => boolean,
): Promise<string | null> {
  const [reset] = await db
    .select({ at: auditLogs.at, details: auditLogs.details })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.action, 'distribution.approvalsCleared'),
        eq(auditLogs.entity, 'cohort'),
        eq(auditLogs.entityId, String(cohortId)),
      ),
    )
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(1);
  if (!reset) return null;
  const { nominationId, from, to } = reset.details as {
    nominationId?: number;
    from?: AssessmentSize | null;
    to?: AssessmentSize | null;
  };
  const sizeName = (size: AssessmentSize | null | undefined) =>
    size ? ASSESSMENT_SIZE_NAMES[size] : 'no final size';
  const name = nominationId === undefined ? undefined : nameOf(nominationId);
  const nomination = name ? `${name}'s nomination` : 'a nomination';
  const change =
    nominationId !== undefined && sizesShown(nominationId)
      ? `${nomination} changed from ${sizeName(from)} to ${sizeName(to)}`
      : `${nomination}'s final size changed`;
  return `Approvals were reset on ${formatDay(reset.at)} at ${clockTime(reset.at)}: ${change}`;
}

/** The cohort's final list, its totals, what blocks approving and the panel's approvals. */
export async function readDistribution(
  db: Database,
  cohort: JudgedCohortRow,
  actor: Actor,
): Promise<Distribution> {
  // Not the injectable source of Services: this page always shows the panel's real approvals.
  const [{ compiled, ordered }, approval] = await Promise.all([
    orderedNominations(db, cohort),
    readDistributionApproval(db, cohort.id),
  ]);
  const byId = new Map(ordered.map((row) => [row.nomination.nominationId, row]));
  const seen = sizesSeenBy(compiled, actor, cohort.period);
  const sizesShown = (nominationId: number) => {
    const row = byId.get(nominationId);
    return row !== undefined && seen.hiddenOf(row.nomination) === null;
  };
  const nameOf = (nominationId: number) => byId.get(nominationId)?.contributor.name;
  const approved = isApproved(approval);
  const seat = compiled.panel.find((judge) => judge.judgeId === actor.id);
  const approvedByMe = seat?.approvedAt != null;
  return {
    cohort: cohortView(cohort),
    items: ordered.map(({ nomination, contributor, projects }) => {
      const sizesHidden = seen.hiddenOf(nomination);
      return {
        nominationId: nomination.nominationId,
        contributor,
        projects,
        sizesHidden,
        finalSize: sizesHidden === null ? nomination.finalSize : null,
        amount: sizesHidden === null ? nomination.amount : null,
      };
    }),
    totals: seen.totals,
    approvable:
      cohort.period === 'assessment' &&
      compiled.totals.complete &&
      !approved &&
      seat !== undefined &&
      seat.excused === null &&
      !approvedByMe,
    blockers: compiled.blockers,
    panel: compiled.panel.map((judge) => ({
      judgeId: judge.judgeId,
      name: judge.name,
      excused: judge.excused && {
        at: judge.excused.at.toISOString(),
        by: judge.excused.by,
        reason: judge.excused.reason,
      },
      approvedAt: judge.approvedAt?.toISOString() ?? null,
      progress: judge.progress,
    })),
    approvals: approval.approvals,
    required: approval.required,
    approved,
    approvedByMe,
    resetNote: approved ? null : await resetNoteOf(db, cohort.id, nameOf, sizesShown),
  };
}
