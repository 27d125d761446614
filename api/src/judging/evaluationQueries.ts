// The judge's reads of a cohort's nominations: the list (highest score first, then most scouts,
// then the oldest), with the judge's own state of each; one page costs three queries.
import { type EvaluationFilter, type EvaluationRow } from '@glow/contract';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { isOneOfIds } from '../db/idList';
import { contributors, judgeAssessments, nominations } from '../db/schema';
import type { Actor } from '../system/auditLog';
import {
  assessmentsOfNomination,
  coNominatorCounts,
  scoutsBehind,
} from '../programme/programmeProgress';
import { ofCohortNominations, projectsOf } from '../nominations/nominationQueries';
import { excludedTally } from '../integrity/tallies';
import { cohortVoteTotals } from '../voting/voteValues';
import { compileDistribution, shortOfAssessments } from './compiledDistribution';
import { conflictColumn, type JudgedCohortRow } from './judgeAccess';

/** The judge's own row of each nomination (at most one: the unique index). */
const mine = alias(judgeAssessments, 'mine');

/**
 * Joins the judge's own rows, looked up among the cohort's nominations only (joined by
 * nomination alone, PostgreSQL reads the judge's assessments of every cohort first).
 */
const mineIn = (cohortId: number, judgeId: number) =>
  and(
    eq(mine.nominationId, nominations.id),
    eq(mine.judgeId, judgeId),
    ofCohortNominations(mine.nominationId, cohortId),
  );

/**
 * The filter's condition. The nominations short of assessments are those of the cohort's
 * judging, which each instance keeps compiled while it is unchanged.
 */
async function filterOf(
  db: Database,
  cohort: Pick<JudgedCohortRow, 'id' | 'grantAmounts'>,
  filter: EvaluationFilter | undefined,
): Promise<SQL | undefined> {
  if (filter === 'todo') return isNull(mine.id);
  if (filter === 'short') {
    const judging = await compileDistribution(db, cohort.id, cohort.grantAmounts);
    const shortIds = shortOfAssessments(judging).map((nomination) => nomination.nominationId);
    return isOneOfIds(nominations.id, shortIds);
  }
  return undefined;
}

/**
 * The cohort's nominations as the judge sees them, in the list's order: highest score (its kept
 * tally, as the cohort's stripes add up), then most scouts, then the oldest nomination.
 */
function selectEvaluations(db: Database, cohortId: number, judge: Pick<Actor, 'id' | 'email'>) {
  const tally = cohortVoteTotals(db, cohortId);
  const excluded = excludedTally(db, cohortId);
  const coNominators = coNominatorCounts(db, cohortId);
  const score = sql<number>`coalesce(${tally.score}, 0) - coalesce(${excluded.score}, 0)`.mapWith(
    Number,
  );
  const scouts = scoutsBehind(coNominators);
  return db
    .select({
      nominationId: nominations.id,
      contributorId: contributors.id,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      description: nominations.description,
      score,
      scouts,
      assessmentCount: assessmentsOfNomination(nominations.id),
      myStatus: mine.status,
      mySize: mine.size,
      myId: mine.id,
      conflict: conflictColumn(judge),
    })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .leftJoin(tally, eq(tally.nominationId, nominations.id))
    .leftJoin(excluded, eq(excluded.nominationId, nominations.id))
    .leftJoin(coNominators, eq(coNominators.nominationId, nominations.id))
    .leftJoin(mine, mineIn(cohortId, judge.id))
    .orderBy(desc(score), desc(scouts), asc(nominations.id));
}

export interface EvaluationPage {
  total: number;
  evaluations: EvaluationRow[];
}

/** A page of the cohort's nominations as `judge` sees them in their list. */
export async function readEvaluationPage(
  db: Database,
  cohort: Pick<JudgedCohortRow, 'id' | 'grantAmounts'>,
  judge: Pick<Actor, 'id' | 'email'>,
  filter: EvaluationFilter | undefined,
  page: { page: number; limit: number },
): Promise<EvaluationPage> {
  const cohortId = cohort.id;
  const where = and(eq(nominations.cohortId, cohortId), await filterOf(db, cohort, filter));
  const [rows, [total]] = await Promise.all([
    selectEvaluations(db, cohortId, judge)
      .where(where)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ value: count() })
      .from(nominations)
      .leftJoin(mine, mineIn(cohortId, judge.id))
      .where(where),
  ]);
  const projectsByNomination = await projectsOf(
    db,
    rows.map((row) => row.nominationId),
  );
  return {
    total: total?.value ?? 0,
    evaluations: rows.map((row) => ({
      nominationId: row.nominationId,
      contributor: { id: row.contributorId, name: `${row.firstName} ${row.lastName}` },
      projects: (projectsByNomination.get(row.nominationId) ?? []).map(({ id, name }) => ({
        id,
        name,
      })),
      description: row.description,
      score: row.score,
      scouts: row.scouts,
      assessmentCount: row.assessmentCount,
      mine: {
        status: row.myStatus ?? 'todo',
        size: row.mySize,
        assessmentId: row.myId,
      },
      conflict: row.conflict,
    })),
  };
}
