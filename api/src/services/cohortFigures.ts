// A cohort's figures (nominations, voters who took part, votes, assessments, grants): counted live
// while it runs, frozen into `cohorts.figures` by the transaction that closes it. Lists read the
// frozen ones, so closed cohorts cost nothing however many votes they had.
import type { CohortFigures } from '@glow/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortVoters, cohorts, nominations, votes } from '../db/schema';
import { readCohortProgress } from './programmeProgress';

/**
 * Nominations, votes and voters who took part of one cohort, in one statement, each counted from
 * an index alone: votes by `votes (nomination_id, value)`, voters by `cohort_voters`' key (the
 * distinct voters of a cohort's votes would group every vote).
 */
export function countVotingFigures(db: Database, cohortId: number) {
  const cohortVotes = db
    .select({ value: count() })
    .from(votes)
    .innerJoin(nominations, eq(nominations.id, votes.nominationId))
    .where(eq(nominations.cohortId, cohortId));
  const cohortNominations = db
    .select({ value: count() })
    .from(nominations)
    .where(eq(nominations.cohortId, cohortId));
  const tookPart = db
    .select({ value: count() })
    .from(cohortVoters)
    .where(eq(cohortVoters.cohortId, cohortId));
  return db
    .select({
      nominations: sql<number>`(${cohortNominations})`.mapWith(Number),
      votes: sql<number>`(${cohortVotes})`.mapWith(Number),
      voters: sql<number>`(${tookPart})`.mapWith(Number),
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
