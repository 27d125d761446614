// The reads behind the cohort pages, one builder each, so the scale benchmark can time and
// EXPLAIN them (`.toSQL()`) and tune them here. A page of rows never costs a query per row.
import type { CohortPeriod, NominationSort } from '@glow/contract';
import { and, asc, count, countDistinct, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { excludedTally } from '../integrity/tallies';
import {
  cohortJudges,
  cohortPeriods,
  cohorts,
  contributors,
  nominations,
  scoutBackings,
  users,
} from '../db/schema';
import { activeJudge } from './cohortPanel';
import { assessmentsOfNomination, scoutsBehindNomination } from './programmeProgress';
import { matchingNominations } from '../nominations/nominationQueries';
import { cohortVoteTotals } from '../voting/voteValues';
import { cohortWithPeriodStart, type CohortRow } from './cohortViews';

/** Cohorts joined with the row of their current period (for `periodStartedAt`). */
function selectCohorts(db: Database) {
  return db
    .select(cohortWithPeriodStart)
    .from(cohorts)
    .leftJoin(
      cohortPeriods,
      and(eq(cohortPeriods.cohortId, cohorts.id), eq(cohortPeriods.period, cohorts.period)),
    );
}

export async function findCohort(db: Database, id: number): Promise<CohortRow | null> {
  const [row] = await selectCohorts(db).where(eq(cohorts.id, id));
  return row ?? null;
}

/** Locks the cohort's row for the rest of the transaction (moves and edits wait for each other). */
export async function lockCohort(db: Database, id: number) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, id)).for('update');
  return row ?? null;
}

/**
 * Share-locks the cohort's row for the rest of the transaction: a period move (which locks it
 * for update) waits for the nominations and assessments in flight, and one started after a move
 * sees the new period.
 */
export async function shareLockCohort(db: Database, id: number) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, id)).for('share');
  return row ?? null;
}

/** A page of cohorts, newest start first. */
export function cohortsPage(db: Database, page: number, limit: number) {
  return selectCohorts(db)
    .orderBy(desc(cohorts.startsAt), desc(cohorts.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countCohorts(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cohorts);
  return row?.value ?? 0;
}

/** The cohort without an end (started or not): at most one. */
export async function findUnclosedCohort(db: Database): Promise<CohortRow | null> {
  const [row] = await selectCohorts(db).where(isNull(cohorts.endsAt)).limit(1);
  return row ?? null;
}

/** The cohort that started last: a new cohort's settings default to its. */
export async function findLatestCohort(db: Database) {
  const [row] = await db
    .select()
    .from(cohorts)
    .orderBy(desc(cohorts.startsAt), desc(cohorts.id))
    .limit(1);
  return row ?? null;
}

/** Another cohort named `name`, ignoring case. */
export async function cohortNamed(db: Database, name: string) {
  const [row] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(sql`lower(${cohorts.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

/** Every cohort name, lower-cased (a handful: one cohort runs for months). */
export async function cohortNamesTaken(db: Database): Promise<Set<string>> {
  const rows = await db.select({ name: sql<string>`lower(${cohorts.name})` }).from(cohorts);
  return new Set(rows.map((row) => row.name));
}

/** The periods the cohort reached, in the cycle's order, with when each began. */
export function periodsOf(db: Database, cohortId: number) {
  return db
    .select({ period: cohortPeriods.period, beganAt: cohortPeriods.beganAt })
    .from(cohortPeriods)
    .where(eq(cohortPeriods.cohortId, cohortId))
    .orderBy(asc(cohortPeriods.period));
}

/**
 * The scouts who back nominations in the cohort (nominators and co-nominators), and how many each.
 */
export function scoutsOf(db: Database, cohortId: number) {
  const backed = countDistinct(scoutBackings.nominationId);
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      nominations: backed,
    })
    .from(scoutBackings)
    .innerJoin(users, eq(users.id, scoutBackings.scoutId))
    .where(eq(scoutBackings.cohortId, cohortId))
    .groupBy(users.id)
    .orderBy(desc(backed), asc(users.email));
}

const judgeColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * The judges of a cohort: its panel once it reached assessment; before that, every judge user
 * (the panel-to-be).
 */
export function judgesOf(db: Database, cohort: { id: number; period: CohortPeriod }) {
  if (cohort.period === 'nomination' || cohort.period === 'voting') {
    return db.select(judgeColumns).from(users).where(activeJudge()).orderBy(asc(users.email));
  }
  return db
    .select(judgeColumns)
    .from(cohortJudges)
    .innerJoin(users, eq(users.id, cohortJudges.judgeId))
    .where(eq(cohortJudges.cohortId, cohort.id))
    .orderBy(asc(users.email));
}

/** A page of the cohort's nominations with score and vote count, as tallied. */
export function cohortNominationsPage(
  db: Database,
  cohortId: number,
  query: { page: number; limit: number; sort: NominationSort; search?: string | undefined },
) {
  const tally = cohortVoteTotals(db, cohortId);
  const excluded = excludedTally(db, cohortId);
  const score = sql<number>`coalesce(${tally.score}, 0) - coalesce(${excluded.score}, 0)`.mapWith(
    Number,
  );
  return db
    .select({
      id: nominations.id,
      createdAt: nominations.createdAt,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      githubUsername: contributors.githubUsername,
      score,
      votes: sql<number>`coalesce(${tally.votes}, 0) - coalesce(${excluded.votes}, 0)`.mapWith(
        Number,
      ),
      scouts: scoutsBehindNomination(),
      assessments: assessmentsOfNomination(nominations.id),
    })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .leftJoin(tally, eq(tally.nominationId, nominations.id))
    .leftJoin(excluded, eq(excluded.nominationId, nominations.id))
    .where(and(eq(nominations.cohortId, cohortId), matchingNominations(query.search)))
    .orderBy(
      ...(query.sort === 'score'
        ? [desc(score), asc(nominations.id)]
        : [desc(nominations.createdAt), desc(nominations.id)]),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countCohortNominations(
  db: Database,
  cohortId: number,
  search: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .where(and(eq(nominations.cohortId, cohortId), matchingNominations(search)));
  return row?.value ?? 0;
}
