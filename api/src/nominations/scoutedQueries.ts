// Nominations as their scouts see them (ScoutedNominationSchema): score, status, the caller's part
// in each, and whether it may still change. One page costs three queries, never one per row, and
// the compiled judging of each cohort on it whose distribution may be approved (the final sizes).
import type { CohortPeriod, NominationPart, ScoutedNomination } from '@glow/contract';
import { and, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { coNominations, cohorts, contributors, nominations } from '../db/schema';
import { grantViewsOfNominations } from '../payments/grants';
import { approvedFinalSizes, nominationStatusOf } from '../programme/programmeProgress';
import { scoreOf } from '../voting/voteValues';
import { projectsOf } from './nominationQueries';
import { nominationBasics, nominationColumns } from './pairNominations';

const activeCohort = () => and(isNull(cohorts.endsAt), lte(cohorts.startsAt, now()));

function partOf(viewerId: number) {
  return sql<NominationPart | null>`case
    when ${nominations.scoutId} = ${viewerId} then 'nominator'
    when exists (select 1 from ${coNominations} where ${coNominations.nominationId} = ${nominations.id}
      and ${coNominations.scoutId} = ${viewerId}) then 'co-nominator'
    end`;
}

const noteOf = (viewerId: number) =>
  sql<string | null>`(select ${coNominations.note} from ${coNominations}
    where ${coNominations.nominationId} = ${nominations.id} and ${coNominations.scoutId} = ${viewerId})`;

function selectScouted(db: Database, viewerId: number) {
  return db
    .select({
      ...nominationColumns(),
      period: cohorts.period,
      active: sql<boolean>`(${activeCohort()})`.mapWith(Boolean),
      createdAt: nominations.createdAt,
      updatedAt: nominations.updatedAt,
      score: scoreOf(nominations.id),
      myPart: partOf(viewerId),
      myNote: noteOf(viewerId),
    })
    .from(nominations)
    .innerJoin(cohorts, eq(cohorts.id, nominations.cohortId))
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId));
}

type ScoutedRow = Awaited<ReturnType<ReturnType<typeof selectScouted>['where']>>[number];

/** Periods from which the judges may have approved the cohort's distribution. */
const JUDGED_PERIODS: readonly CohortPeriod[] = ['assessment', 'distribution', 'closed'];

async function toScouted(db: Database, rows: ScoutedRow[]): Promise<ScoutedNomination[]> {
  const [projectsByNomination, finalSizes, grantViews] = await Promise.all([
    projectsOf(
      db,
      rows.map((row) => row.id),
    ),
    approvedFinalSizes(
      db,
      rows.filter((row) => JUDGED_PERIODS.includes(row.period)).map((row) => row.cohortId),
    ),
    grantViewsOfNominations(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const grant = grantViews.get(row.id) ?? null;
    const returned = grant?.state === 'returnedToPool';
    return {
      ...nominationBasics(row, projectsByNomination),
      cohort: { id: row.cohortId, name: row.cohortName, period: row.period, active: row.active },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt?.toISOString() ?? null,
      score: Number(row.score),
      status: nominationStatusOf(row.period, finalSizes.get(row.id) ?? null, grant?.state ?? null),
      finalSize: finalSizes.get(row.id) ?? null,
      grantReturnedBecause: returned ? (grant.reasons[0] ?? null) : null,
      myPart: row.myPart,
      myNote: row.myNote,
      canChange: row.myPart !== null && row.active && row.period === 'nomination',
    };
  });
}

/**
 * A page of the nominations `where` selects, as `viewerId` sees them: the active cohort first,
 * then cohorts by start, newest first; within one, newest first.
 */
export async function readScoutedPage(
  db: Database,
  where: SQL | undefined,
  viewerId: number,
  page: { page: number; limit: number },
): Promise<{ total: number; nominations: ScoutedNomination[] }> {
  const [rows, [total]] = await Promise.all([
    selectScouted(db, viewerId)
      .where(where)
      .orderBy(
        sql`case when ${activeCohort()} then 0 else 1 end`,
        desc(cohorts.startsAt),
        desc(cohorts.id),
        desc(nominations.createdAt),
        desc(nominations.id),
      )
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ value: count() })
      .from(nominations)
      .innerJoin(cohorts, eq(cohorts.id, nominations.cohortId))
      .where(where),
  ]);
  return { total: total?.value ?? 0, nominations: await toScouted(db, rows) };
}

/** One nomination as `viewerId` sees it (after a change), or null when it is gone. */
export async function readScouted(
  db: Database,
  id: number,
  viewerId: number,
): Promise<ScoutedNomination | null> {
  const rows = await selectScouted(db, viewerId).where(eq(nominations.id, id));
  const [nomination] = await toScouted(db, rows);
  return nomination ?? null;
}
