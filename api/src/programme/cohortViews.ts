import type { Cohort, CohortFigures, CohortListItem } from '@glow/contract';
import { and, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { cohortPeriods, cohorts } from '../db/schema';
import { liveCohortFigures } from './cohortFigures';
import { countPaidGrants } from './programmeProgress';

export type CohortRow = typeof cohorts.$inferSelect & { periodStartedAt: Date };

export function toCohort(row: CohortRow): Cohort {
  return {
    id: row.id,
    name: row.name,
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    votingPeriodDays: row.votingPeriodDays,
    periodStartedAt: row.periodStartedAt.toISOString(),
    applicationsDueOn: row.applicationsDueOn,
    cancelReason: row.cancelReason,
  };
}

/**
 * A cohort's columns and when it entered its current period (its start when no period row says
 * otherwise, for a cohort inserted without one).
 */
export const cohortWithPeriodStart = {
  ...getTableColumns(cohorts),
  periodStartedAt: sql<Date>`coalesce(${cohortPeriods.beganAt}, ${cohorts.startsAt})`.mapWith(
    cohorts.startsAt,
  ),
};

/** The active cohort: started, not ended (the database allows one at most). */
export async function findActiveCohort(db: Database): Promise<CohortRow | null> {
  const [row] = await db
    .select(cohortWithPeriodStart)
    .from(cohorts)
    .leftJoin(
      cohortPeriods,
      and(eq(cohortPeriods.cohortId, cohorts.id), eq(cohortPeriods.period, cohorts.period)),
    )
    .where(and(isNull(cohorts.endsAt), lte(cohorts.startsAt, now())))
    .limit(1);
  return row ?? null;
}

/**
 * "Wave 3 is in its voting period", "Wave 2 is closed", "Wave 4 was cancelled": where a refusal
 * says the cohort is.
 */
export function periodPhrase(cohort: Pick<CohortRow, 'name' | 'period'>): string {
  if (cohort.period === 'closed') return `${cohort.name} is closed`;
  if (cohort.period === 'cancelled') return `${cohort.name} was cancelled`;
  return `${cohort.name} is in its ${cohort.period} period`;
}

/** Started and not closed. */
export const isActive = (row: CohortRow, now: Date) => row.endsAt === null && row.startsAt <= now;

/**
 * Frozen when the cohort closed, counted now while it runs; paid grants always now (grants are
 * paid after the cohort closes).
 */
/**
 * The figures of each cohort of `rows`: a closed cohort's frozen ones with its grants paid since
 * (one statement for them all), the unclosed one's counted live.
 */
export async function figuresOf(db: Database, rows: CohortRow[]): Promise<CohortFigures[]> {
  const closedIds = rows.filter((row) => row.figures).map((row) => row.id);
  const [paid, live] = await Promise.all([
    countPaidGrants(db, closedIds),
    Promise.all(rows.map((row) => (row.figures ? null : liveCohortFigures(db, row.id)))),
  ]);
  return rows.map((row, index) =>
    row.figures ? { ...row.figures, paidGrants: paid.get(row.id) ?? 0 } : live[index]!,
  );
}

export function toCohortListItem(
  row: CohortRow,
  figures: CohortFigures,
  now: Date,
): CohortListItem {
  return { ...toCohort(row), active: isActive(row, now), figures };
}
