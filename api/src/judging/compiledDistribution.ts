// A cohort's judging compiled in one place: its panel (excusals, approvals), every assessment
// and recusal, consensus sizes and conflicts, turned into each nomination's counts, final size,
// amount, flags and judges left, and the whole cohort's totals. The review, the distribution,
// approvals and the programme's figures read it, so they all say the same.
import {
  MIN_ASSESSMENTS_PER_NOMINATION,
  amountOf,
  ASSESSMENT_SIZES,
  type AssessmentSize,
  type AssessmentStatus,
  type GrantAmounts,
  type ReviewFlag,
  type ReviewNeed,
  type ReviewTotals,
} from '@glow/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import {
  cohortJudges,
  distributionApprovals,
  judgeAssessments,
  judgingPersonsVersion,
  judgingProjectsVersion,
  judgingVersions,
  nominationConsensusSizes,
  nominations,
  users,
} from '../db/schema';
import { finalSizeOf, NO_ASSESSMENTS, type SizeCounts } from './finalSize';
import { readPanelConflicts } from './judgeConflicts';
import { readNominationFacts, type NominationFacts } from './nominationFacts';
import { ofCohortNominations } from '../nominations/nominationQueries';
import { plural } from '../system/wording';

/** What a deleted judge's assessments are shown as. */
export const FORMER_JUDGE = 'a former judge';

export interface JudgeName {
  id: number;
  name: string;
}

export interface CompiledRow {
  id: number;
  /** Null once the judge's account is deleted. */
  judgeId: number | null;
  judgeName: string;
  status: AssessmentStatus;
  size: AssessmentSize | null;
}

export interface CompiledNomination {
  nominationId: number;
  counts: SizeCounts;
  /** Assessments (recusals excluded). */
  assessed: number;
  finalSize: AssessmentSize | null;
  decidedBy: 'mostCommon' | 'consensus' | null;
  /** Whole XRP of the final size; null without one. */
  amount: number | null;
  flags: ReviewFlag[];
  needs: ReviewNeed | null;
  tiedSizes: AssessmentSize[];
  /** Non-excused panel judges without a row and without a conflict: they may still assess it. */
  judgesLeft: JudgeName[];
  /** Panel judges with a conflict (contributor, or a scout behind it) who have not recused. */
  judgesWithConflict: JudgeName[];
  consensus: {
    size: AssessmentSize;
    reason: string;
    recordedBy: string | null;
    recordedAt: Date;
  } | null;
  /** Every judge's row, in the order they were saved. */
  rows: CompiledRow[];
}

export interface PanelMember {
  judgeId: number;
  name: string;
  joinedAt: Date;
  excused: { at: Date; by: string | null; reason: string } | null;
  approvedAt: Date | null;
  progress: { assessed: number; recused: number; left: number };
}

export interface CompiledDistribution {
  cohortId: number;
  /** In nomination id order. */
  nominations: CompiledNomination[];
  panel: PanelMember[];
  totals: ReviewTotals;
  /** The words after "previous steps must be completed first: "; empty when complete. */
  blockers: string[];
  /** Approvals of non-excused panel judges. */
  approvals: number;
  /** Every non-excused panel judge, at least 1. */
  required: number;
}

const judgeName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

function readPanel(db: Database, cohortId: number) {
  const excuser = sql`(select coalesce(nullif(trim(concat_ws(' ', u2.first_name, u2.last_name)), ''), u2.email)
    from users u2 where u2.id = ${cohortJudges.excusedBy})`;
  return db
    .select({
      judgeId: cohortJudges.judgeId,
      name: judgeName,
      joinedAt: cohortJudges.joinedAt,
      excusedAt: cohortJudges.excusedAt,
      excusedBy: sql<string | null>`${excuser}`,
      excuseReason: cohortJudges.excuseReason,
      approvedAt: distributionApprovals.approvedAt,
    })
    .from(cohortJudges)
    .innerJoin(users, eq(users.id, cohortJudges.judgeId))
    .leftJoin(
      distributionApprovals,
      and(
        eq(distributionApprovals.cohortId, cohortJudges.cohortId),
        eq(distributionApprovals.judgeId, cohortJudges.judgeId),
      ),
    )
    .where(eq(cohortJudges.cohortId, cohortId))
    .orderBy(asc(judgeName), asc(cohortJudges.judgeId));
}

function readRows(db: Database, cohortId: number) {
  return db
    .select({
      id: judgeAssessments.id,
      nominationId: judgeAssessments.nominationId,
      judgeId: judgeAssessments.judgeId,
      judgeName: sql<string | null>`${judgeName}`,
      status: judgeAssessments.status,
      size: judgeAssessments.size,
    })
    .from(judgeAssessments)
    .leftJoin(users, eq(users.id, judgeAssessments.judgeId))
    .where(ofCohortNominations(judgeAssessments.nominationId, cohortId))
    .orderBy(asc(judgeAssessments.id));
}

function readConsensus(db: Database, cohortId: number) {
  return db
    .select({
      nominationId: nominationConsensusSizes.nominationId,
      size: nominationConsensusSizes.size,
      reason: nominationConsensusSizes.reason,
      recordedBy: sql<string | null>`${judgeName}`,
      recordedAt: nominationConsensusSizes.recordedAt,
    })
    .from(nominationConsensusSizes)
    .innerJoin(nominations, eq(nominations.id, nominationConsensusSizes.nominationId))
    .leftJoin(users, eq(users.id, nominationConsensusSizes.recordedBy))
    .where(eq(nominations.cohortId, cohortId));
}

function readNominationIds(db: Database, cohortId: number) {
  return db
    .select({ id: nominations.id })
    .from(nominations)
    .where(eq(nominations.cohortId, cohortId))
    .orderBy(asc(nominations.id));
}

/** The nominations with fewer assessments than a nomination needs (recusals are not assessments). */
export const shortOfAssessments = (compiled: CompiledDistribution): CompiledNomination[] =>
  compiled.nominations.filter((nomination) => nomination.assessed < MIN_ASSESSMENTS_PER_NOMINATION);

/**
 * What stops approving, in the words the API answers after "previous steps must be completed first:
 * ".
 */
export function blockersOf(totals: Pick<ReviewTotals, 'short' | 'splits'>): string[] {
  const blockers: string[] = [];
  if (totals.short > 0) {
    blockers.push(
      `${plural(totals.short, 'nomination has', 'nominations have')} fewer than 3 assessments`,
    );
  }
  if (totals.splits > 0) {
    blockers.push(
      `${plural(totals.splits, 'nomination is', 'nominations are')} split with no most common size`,
    );
  }
  return blockers;
}

interface CompiledCopy {
  version: string;
  amounts: string;
  compiled: Promise<CompiledDistribution>;
  /** Read by the first caller that needs them (`compileWithFacts`). */
  facts?: Promise<Map<number, NominationFacts>>;
}

/**
 * The compiled judging last made through each database handle, by cohort. A transaction is a
 * handle of its own, so its copies (which may hold its uncommitted writes) never reach others.
 */
const copiesOf = new WeakMap<Database, Map<number, CompiledCopy>>();

/**
 * The cohort's judging version, the persons' and the projects' (judgingVersions,
 * judgingPersonsVersion, judgingProjectsVersion).
 */
async function readJudgingVersion(db: Database, cohortId: number): Promise<string> {
  const [row] = await rowsOf<{
    cohort: string | null;
    persons: string | null;
    projects: string | null;
  }>(
    db.execute(sql`select
      (select ${judgingVersions.version} from ${judgingVersions}
        where ${judgingVersions.cohortId} = ${cohortId}) as cohort,
      (select ${judgingPersonsVersion.version} from ${judgingPersonsVersion}) as persons,
      (select ${judgingProjectsVersion.version} from ${judgingProjectsVersion}) as projects`),
  );
  return `${row?.cohort ?? 0}:${row?.persons ?? 0}:${row?.projects ?? 0}`;
}

/**
 * A cohort's compiled judging (no write); `amounts` are the cohort's. Answered from the copy made
 * through the same `db` while the cohort's judging version, the persons' and the projects' (kept
 * by triggers in the transaction of every change they depend on) are the ones the copy was made
 * at; otherwise compiled afresh, once for the callers asking at the same time. Callers share the
 * answer: they read it and never change it.
 */
export async function compileDistribution(
  db: Database,
  cohortId: number,
  amounts: GrantAmounts,
): Promise<CompiledDistribution> {
  return (await keptCopy(db, cohortId, amounts)).compiled;
}

/**
 * The compiled judging and what the review and the distribution show of each nomination beside
 * it, by nomination id (nominationFacts.ts), kept with it under the same versions. The facts are
 * read once per copy, by the first caller that asks for them, so writes that compile the judging
 * to check it never read them.
 */
export async function compileWithFacts(
  db: Database,
  cohortId: number,
  amounts: GrantAmounts,
): Promise<{ compiled: CompiledDistribution; facts: Map<number, NominationFacts> }> {
  const copy = await keptCopy(db, cohortId, amounts);
  if (!copy.facts) {
    const facts = readNominationFacts(db, cohortId);
    copy.facts = facts;
    facts.catch(() => {
      if (copy.facts === facts) delete copy.facts;
    });
  }
  const [compiled, facts] = await Promise.all([copy.compiled, copy.facts]);
  return { compiled, facts };
}

async function keptCopy(
  db: Database,
  cohortId: number,
  amounts: GrantAmounts,
): Promise<CompiledCopy> {
  const version = await readJudgingVersion(db, cohortId);
  let copies = copiesOf.get(db);
  if (!copies) copiesOf.set(db, (copies = new Map()));
  const key = JSON.stringify(amounts);
  const copy = copies.get(cohortId);
  if (copy && copy.version === version && copy.amounts === key) return copy;
  const fresh: CompiledCopy = {
    version,
    amounts: key,
    compiled: compileAfresh(db, cohortId, amounts),
  };
  copies.set(cohortId, fresh);
  fresh.compiled.catch(() => {
    if (copies.get(cohortId) === fresh) copies.delete(cohortId);
  });
  return fresh;
}

/** Reads and compiles a cohort's judging: five reads, one after the other, since `db` may be a transaction. */
async function compileAfresh(
  db: Database,
  cohortId: number,
  amounts: GrantAmounts,
): Promise<CompiledDistribution> {
  const panelRows = await readPanel(db, cohortId);
  const rows = await readRows(db, cohortId);
  const consensusRows = await readConsensus(db, cohortId);
  const conflicts = await readPanelConflicts(db, cohortId);
  const nominationIds = await readNominationIds(db, cohortId);
  const rowsOf = new Map<number, CompiledRow[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.nominationId) ?? [];
    list.push({
      id: row.id,
      judgeId: row.judgeId,
      judgeName: row.judgeId === null ? FORMER_JUDGE : (row.judgeName ?? FORMER_JUDGE),
      status: row.status,
      size: row.size,
    });
    rowsOf.set(row.nominationId, list);
  }
  const consensusOf = new Map(consensusRows.map((row) => [row.nominationId, row]));
  const conflictsOf = new Map<number, Set<number>>();
  for (const { nominationId, judgeId } of conflicts) {
    const set = conflictsOf.get(nominationId) ?? new Set<number>();
    set.add(judgeId);
    conflictsOf.set(nominationId, set);
  }
  const present = panelRows.filter((judge) => judge.excusedAt === null);

  const compiled = nominationIds.map(({ id }): CompiledNomination => {
    const own = rowsOf.get(id) ?? [];
    const acted = new Set(own.map((row) => row.judgeId));
    const conflicted = conflictsOf.get(id) ?? new Set<number>();
    const counts = { ...NO_ASSESSMENTS };
    for (const row of own) if (row.status === 'assessed' && row.size) counts[row.size] += 1;
    const waiting = present.filter((judge) => !acted.has(judge.judgeId));
    const judgesLeft = waiting
      .filter((judge) => !conflicted.has(judge.judgeId))
      .map((judge) => ({ id: judge.judgeId, name: judge.name }));
    const judgesWithConflict = panelRows
      .filter((judge) => conflicted.has(judge.judgeId) && !acted.has(judge.judgeId))
      .map((judge) => ({ id: judge.judgeId, name: judge.name }));
    const consensus = consensusOf.get(id) ?? null;
    const decided = finalSizeOf({
      counts,
      judgesLeft: judgesLeft.length,
      consensus: consensus?.size ?? null,
    });
    return {
      nominationId: id,
      counts,
      assessed: ASSESSMENT_SIZES.reduce((sum, size) => sum + counts[size], 0),
      ...decided,
      amount: decided.finalSize === null ? null : amountOf(decided.finalSize, amounts),
      judgesLeft,
      judgesWithConflict,
      consensus: consensus && {
        size: consensus.size,
        reason: consensus.reason,
        recordedBy: consensus.recordedBy,
        recordedAt: consensus.recordedAt,
      },
      rows: own,
    };
  });

  const panel = panelRows.map((judge): PanelMember => {
    let assessed = 0;
    let recused = 0;
    let left = 0;
    for (const nomination of compiled) {
      const own = nomination.rows.find((row) => row.judgeId === judge.judgeId);
      if (own?.status === 'assessed') assessed += 1;
      else if (own?.status === 'recused') recused += 1;
      else if (
        nomination.finalSize === null &&
        !nomination.judgesWithConflict.some((conflicted) => conflicted.id === judge.judgeId)
      ) {
        left += 1;
      }
    }
    return {
      judgeId: judge.judgeId,
      name: judge.name,
      joinedAt: judge.joinedAt,
      excused:
        judge.excusedAt === null
          ? null
          : { at: judge.excusedAt, by: judge.excusedBy, reason: judge.excuseReason ?? '' },
      approvedAt: judge.approvedAt,
      progress: { assessed, recused, left },
    };
  });

  const totals = totalsOf(compiled);
  return {
    cohortId,
    nominations: compiled,
    panel,
    totals,
    blockers: blockersOf(totals),
    approvals: present.filter((judge) => judge.approvedAt !== null).length,
    required: Math.max(1, present.length),
  };
}

/**
 * The cohort's totals: how many nominations, how many lack a final size and why, and the final
 * sizes' counts and amounts of the nominations `isShown` keeps (every one unless told; the others
 * are counted in `notShown`).
 */
export function totalsOf(
  compiled: readonly CompiledNomination[],
  isShown: (nomination: CompiledNomination) => boolean = () => true,
): ReviewTotals {
  const bySize = Object.fromEntries(
    ASSESSMENT_SIZES.map((size) => [size, { count: 0, amount: 0 }]),
  ) as ReviewTotals['bySize'];
  let short = 0;
  let splits = 0;
  let notShown = 0;
  for (const nomination of compiled) {
    if (nomination.finalSize === null) {
      if (nomination.flags.includes('fewerThanThree')) short += 1;
      else splits += 1;
    }
    if (!isShown(nomination)) notShown += 1;
    else if (nomination.finalSize !== null) {
      bySize[nomination.finalSize].count += 1;
      bySize[nomination.finalSize].amount += nomination.amount ?? 0;
    }
  }
  const incomplete = short + splits;
  return {
    nominations: compiled.length,
    bySize,
    total: ASSESSMENT_SIZES.reduce((sum, size) => sum + bySize[size].amount, 0),
    notShown,
    complete: incomplete === 0,
    incomplete,
    short,
    splits,
  };
}
