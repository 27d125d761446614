// A cohort's figures (nominations, voters who voted, votes, assessments, grants): counted live
// while it runs, frozen into `cohorts.figures` by the transaction that closes it. Lists read the
// frozen ones, so closed cohorts cost nothing however many votes they had.
import type { CohortFigures } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohorts, nominations, votes } from '../db/schema';
import { readCohortProgress } from './programmeProgress';

/**
 * Nominations, votes and distinct voters of one cohort, in one statement. Voters are counted by
 * grouping (one row per voter) rather than `count(distinct)`, which sorts every vote.
 */
export function countVotingFigures(db: Database, cohortId: number) {
  const cohortVotes = () =>
    db
      .select({ voterId: votes.voterId })
      .from(votes)
      .innerJoin(nominations, eq(nominations.id, votes.nominationId))
      .where(eq(nominations.cohortId, cohortId));
  return db
    .select({
      nominations:
        sql<number>`(select count(*) from ${nominations} where ${nominations.cohortId} = ${cohortId})`.mapWith(
          Number,
        ),
      votes: sql<number>`(select count(*) from (${cohortVotes()}) as cohort_votes)`.mapWith(Number),
      voters:
        sql<number>`(select count(*) from (${cohortVotes().groupBy(votes.voterId)}) as cohort_voters)`.mapWith(
          Number,
        ),
    })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
}

/** The figures of a cohort as they are now. */
export async function liveCohortFigures(db: Database, cohortId: number): Promise<CohortFigures> {
  const [[voting], progress] = await Promise.all([
    countVotingFigures(db, cohortId),
    readCohortProgress(db, cohortId),
  ]);
  return {
    nominations: voting?.nominations ?? 0,
    voters: voting?.voters ?? 0,
    votes: voting?.votes ?? 0,
    assessments: progress.assessments,
    approvedGrants: progress.approvedGrants,
    paidGrants: progress.paidGrants,
  };
}

/** Keeps the cohort's figures as they are now; call it in the transaction that closes it. */
export async function freezeCohortFigures(db: Database, cohortId: number): Promise<CohortFigures> {
  const figures = await liveCohortFigures(db, cohortId);
  await db.update(cohorts).set({ figures }).where(eq(cohorts.id, cohortId));
  return figures;
}
