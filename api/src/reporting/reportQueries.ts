// The queries behind the reporting page. Each counts in the database and answers a
// few rows per day, bucket or cohort, never a row per vote; grant amounts come from the payments'
// own figures. All days are UTC.
import { GRANT_STATES } from '@glow/contract';
import { asc, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { scoreOf } from '../voting/voteValues';
import { cohorts } from '../db/schema';
import { cohortGrants, countByState, dropsInStates } from '../payments/paymentFigures';

/** A UTC day of a timestamp column, as YYYY-MM-DD text (the same from PGlite and PostgreSQL). */
export const utcDayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export interface VotesOfDay {
  day: string;
  up: number;
  down: number;
}

/**
 * The cohort's votes by the day of their last change, days without votes left out, as the
 * database keeps them (`nomination_vote_days`).
 */
export function votesPerDay(db: Database, cohortId: number): Promise<VotesOfDay[]> {
  return rowsOf<VotesOfDay>(
    db.execute(sql`
      select to_char(day::timestamp, 'YYYY-MM-DD') as "day", sum(up)::int as "up", sum(down)::int as "down"
      from nomination_vote_days
      where cohort_id = ${cohortId}
      group by day
      having sum(up + down) > 0
      order by day`),
  );
}

export interface CountOfDay {
  day: string;
  count: number;
}

/** Voters registered per day (registration holds for every cohort), up to `until`. */
export function registrationsPerDay(db: Database, until: Date): Promise<CountOfDay[]> {
  return rowsOf<CountOfDay>(
    db.execute(sql`
      select ${utcDayOf(sql`registered_at`)} as "day", count(*)::int as "count"
      from voters
      where registered_at < ${until.toISOString()}
      group by 1
      order by 1`),
  );
}

/** The cohort's voters per day of their first vote in it. */
export function firstVotesPerDay(db: Database, cohortId: number): Promise<CountOfDay[]> {
  return rowsOf<CountOfDay>(
    db.execute(sql`
      select ${utcDayOf(sql`first_voted_at`)} as "day", count(*)::int as "count"
      from cohort_voters
      where cohort_id = ${cohortId}
      group by 1
      order by 1`),
  );
}

/** Each nomination's score (the sum of its counted votes; 0 without any). */
export async function nominationScores(db: Database, cohortId: number): Promise<number[]> {
  const rows = await rowsOf<{ score: number }>(
    db.execute(sql`
      select ${scoreOf(sql`n.id`)} as "score"
      from nominations n
      where n.cohort_id = ${cohortId}`),
  );
  return rows.map((row) => row.score);
}

/** Whole days from each paid grant's nomination to its payment, per cohort. */
export async function daysToPayment(
  db: Database,
  cohortId: number | null,
): Promise<{ cohortId: number; days: number }[]> {
  return rowsOf(
    db.execute(sql`
      select g.cohort_id as "cohortId",
        floor(extract(epoch from (p.paid_at - n.created_at)) / 86400)::int as "days"
      from payments p
      join grants g on g.id = p.grant_id
      join nominations n on n.id = g.nomination_id
      where p.status = 'paid' ${cohortId === null ? sql`` : sql`and g.cohort_id = ${cohortId}`}`),
  );
}

export interface CohortAmounts {
  id: number;
  name: string;
  approvedDrops: string;
  paidDrops: string;
  inFlightDrops: string;
  returnedDrops: string;
  paidGrants: number;
}

/**
 * Every cohort's grant amounts, oldest first, in the payments page's states: approved (every
 * grant), paid, in flight and returned to the pool.
 */
export async function cohortAmounts(db: Database): Promise<CohortAmounts[]> {
  const all = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .orderBy(asc(cohorts.startsAt), asc(cohorts.id));
  const amounts: CohortAmounts[] = [];
  for (const cohort of all) {
    const grants = await cohortGrants(db, cohort.id);
    amounts.push({
      ...cohort,
      approvedDrops: dropsInStates(grants, GRANT_STATES),
      paidDrops: dropsInStates(grants, ['paid']),
      inFlightDrops: dropsInStates(grants, ['inFlight']),
      returnedDrops: dropsInStates(grants, ['returnedToPool']),
      paidGrants: countByState(grants).paid,
    });
  }
  return amounts;
}
