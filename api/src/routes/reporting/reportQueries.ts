// The SQL behind the reporting page (PLAN-18 D17). Each query counts in the database and answers
// a few rows per day, bucket or cohort, never a row per vote. All days are UTC.
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database';

/** A UTC day of a timestamp column, as YYYY-MM-DD text (the same from PGlite and PostgreSQL). */
export const utcDayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A grant is paid once any of its payments is recorded paid. */
const GRANT_PAID = sql`exists (select 1 from payments p
  where p.grant_id = g.id and p.status = 'paid')`;
/** A grant has a payment the wallet or the ledger has not settled yet. */
const GRANT_IN_FLIGHT = sql`exists (select 1 from payments p
  where p.grant_id = g.id and p.status in ('awaitingSignature', 'submitted'))`;
/** A grant given back to the pool: its application ended, or KYC failed (PLAN-18 D4, D13). */
const GRANT_RETURNED = sql`(a.status in ('notEligible', 'withdrawn') or a.kyc_status = 'rejected')`;

export interface VotesOfDay {
  day: string;
  up: number;
  down: number;
}

/** The cohort's votes by the day of their last change, days without votes left out. */
export function votesPerDay(db: Database, cohortId: number): Promise<VotesOfDay[]> {
  return rowsOf<VotesOfDay>(
    db.execute(sql`
      select ${utcDayOf(sql`v.updated_at`)} as "day",
        (count(*) filter (where v.value = 1))::int as "up",
        (count(*) filter (where v.value = -1))::int as "down"
      from votes v
      join nominations n on n.id = v.nomination_id
      where n.cohort_id = ${cohortId}
      group by 1
      order by 1`),
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

/** Each nomination's score (the sum of its votes; 0 without any). */
export async function nominationScores(db: Database, cohortId: number): Promise<number[]> {
  const rows = await rowsOf<{ score: number }>(
    db.execute(sql`
      select coalesce((select sum(v.value) from votes v where v.nomination_id = n.id), 0)::int
        as "score"
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
 * Every cohort's grant amounts, oldest first: approved (every grant), paid, in flight (not paid,
 * a payment open) and returned to the pool (neither, its application ended or KYC failed).
 */
export function cohortAmounts(db: Database): Promise<CohortAmounts[]> {
  return rowsOf<CohortAmounts>(
    db.execute(sql`
      with grant_states as (
        select g.cohort_id, g.amount_drops,
          ${GRANT_PAID} as paid, ${GRANT_IN_FLIGHT} as in_flight, ${GRANT_RETURNED} as returned
        from grants g
        join applications a on a.id = g.application_id
      )
      select c.id as "id", c.name as "name",
        coalesce(sum(s.amount_drops), 0)::text as "approvedDrops",
        coalesce(sum(s.amount_drops) filter (where s.paid), 0)::text as "paidDrops",
        coalesce(sum(s.amount_drops) filter (where not s.paid and s.in_flight), 0)::text
          as "inFlightDrops",
        coalesce(sum(s.amount_drops) filter (where not s.paid and not s.in_flight and s.returned), 0)::text
          as "returnedDrops",
        (count(*) filter (where s.paid))::int as "paidGrants"
      from cohorts c
      left join grant_states s on s.cohort_id = c.id
      group by c.id
      order by c.starts_at, c.id`),
  );
}
