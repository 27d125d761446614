// The reads behind the admin's dashboard, one builder each (the scale benchmark times them).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohorts, nominations, nominationVoteDays, registeredVoterCounts } from '../db/schema';

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
 * The unclosed cohort's counts in one statement: its nominations, and the votes cast or last
 * changed on `today` (a UTC day, `YYYY-MM-DD`) or later, as the database keeps them by day
 * (`nomination_vote_days`).
 */
export function countCohortActivity(db: Database, cohortId: number, today: string) {
  const votesToday = db
    .select({
      value: sql`coalesce(sum(${nominationVoteDays.up} + ${nominationVoteDays.down}), 0)`,
    })
    .from(nominationVoteDays)
    .where(and(eq(nominationVoteDays.cohortId, cohortId), gte(nominationVoteDays.day, today)));
  return db
    .select({
      nominations:
        sql<number>`(select count(*) from ${nominations} where ${eq(nominations.cohortId, cohortId)})`.mapWith(
          Number,
        ),
      votesToday: sql<number>`(${votesToday})`.mapWith(Number),
    })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
}
