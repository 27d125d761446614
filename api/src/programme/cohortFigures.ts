// A cohort's figures (nominations, voters who took part, votes, assessments, applications,
// grants): counted live while it runs, frozen into `cohorts.figures` by the transaction that
// closes it. Lists read the frozen ones, so closed cohorts cost nothing however many votes they
// had. Grants are counted by their state, as the payments page shows them.
import type { ApplicationStatus, CohortFigures } from '@glow/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  applications,
  cohorts,
  cohortVoterCounts,
  judgeAssessments,
  nominations,
  nominationVoteStripes,
} from '../db/schema';
import { ofCohortNominations } from '../nominations/nominationQueries';
import { cohortGrants, countByState } from '../payments/paymentFigures';

export interface CohortProgress {
  assessments: number;
  /** The grants of the approved distribution (one per person with a sized nomination). */
  approvedGrants: number;
  /** Grants payable now, or again after a failed payment (as the payments page says). */
  grantsReadyToPay: number;
  paidGrants: number;
  /** Grants returned to the pool: not among those to pay. */
  returnedGrants: number;
  applicationsComplete: number;
}

/** Applications whose details the contributor submitted: complete applications. */
const COMPLETE_STATUSES: ApplicationStatus[] = ['submitted', 'approved'];

/**
 * Assessments, complete applications, and the cohort's grants by state as the payments page
 * counts them (one grant per person): approved, ready to pay, paid and returned to the pool.
 */
export async function readCohortProgress(db: Database, cohortId: number): Promise<CohortProgress> {
  const [[assessed], [complete], cohortGrantList] = await Promise.all([
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(judgeAssessments)
      .where(
        and(
          ofCohortNominations(judgeAssessments.nominationId, cohortId),
          eq(judgeAssessments.status, 'assessed'),
        ),
      ),
    db
      .select({ value: count() })
      .from(applications)
      .where(
        and(eq(applications.cohortId, cohortId), inArray(applications.status, COMPLETE_STATUSES)),
      ),
    cohortGrants(db, cohortId),
  ]);
  const counts = countByState(cohortGrantList);
  return {
    assessments: assessed?.value ?? 0,
    approvedGrants: cohortGrantList.length,
    grantsReadyToPay: counts.payable + counts.failed,
    paidGrants: counts.paid,
    returnedGrants: counts.returnedToPool,
    applicationsComplete: complete?.value ?? 0,
  };
}

/**
 * Nominations, votes and voters who took part of one cohort, in one statement: votes and voters
 * from the counts the database keeps with them (`nomination_vote_stripes`, `cohort_voter_counts`),
 * a few rows per nomination or cohort instead of every vote and voter.
 */
export function countVotingFigures(db: Database, cohortId: number) {
  const ofCohort = eq(nominations.cohortId, cohortId);
  const cohortVotes = db
    .select({
      value: sql`coalesce(sum(${nominationVoteStripes.up} + ${nominationVoteStripes.down}), 0)`,
    })
    .from(nominationVoteStripes)
    .where(eq(nominationVoteStripes.cohortId, cohortId));
  const cohortNominations = db.select({ value: count() }).from(nominations).where(ofCohort);
  const tookPart = db
    .select({ value: sql`coalesce(sum(${cohortVoterCounts.voters}), 0)` })
    .from(cohortVoterCounts)
    .where(eq(cohortVoterCounts.cohortId, cohortId));
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
