// The reads behind the admin's dashboard, one builder each (the scale benchmark times them).
import { MIN_ASSESSMENTS_PER_NOMINATION } from '@glow/contract';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohorts, nominations, registeredVoterCounts, votes } from '../db/schema';
import { assessmentsOfNomination } from '../programme/programmeProgress';

/**
 * Every registered voter (registration holds for every cohort), as the database keeps the count
 * (`registered_voter_counts`).
 */
export function countRegisteredVoters(db: Database) {
  return db
    .select({ value: sql`coalesce(sum(${registeredVoterCounts.voters}), 0)`.mapWith(Number) })
    .from(registeredVoterCounts);
}

/**
 * The unclosed cohort's counts in one statement: its nominations, those with fewer assessments
 * than a nomination needs, and the votes cast or changed since `since` (the start of today).
 */
export function countCohortActivity(db: Database, cohortId: number, since: Date) {
  const ofCohort = eq(nominations.cohortId, cohortId);
  const underAssessed = db
    .select({ value: count() })
    .from(nominations)
    .where(
      and(
        ofCohort,
        sql`${assessmentsOfNomination(nominations.id)} < ${MIN_ASSESSMENTS_PER_NOMINATION}`,
      ),
    );
  const votesSince = db
    .select({ value: count() })
    .from(votes)
    .innerJoin(nominations, eq(nominations.id, votes.nominationId))
    .where(and(ofCohort, gte(votes.updatedAt, since)));
  return db
    .select({
      nominations: sql<number>`(select count(*) from ${nominations} where ${ofCohort})`.mapWith(
        Number,
      ),
      nominationsUnderAssessed: sql<number>`(${underAssessed})`.mapWith(Number),
      votesToday: sql<number>`(${votesSince})`.mapWith(Number),
    })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
}
