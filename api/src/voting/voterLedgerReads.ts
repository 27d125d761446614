// Which voters' ledger facts are due to be read, claimed in batches so that two API instances
// never read the same voter at once, and each cohort's progress. Due: every voter never read
// (or registered before facts were kept), every failed read after a pause, and every voter who
// took part in a cohort in its voting period whose facts were read before that period began: so
// each cohort's voters are read again before it moves to assessment.
import { and, asc, count, eq, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import { nowInSql } from '../clock';
import type { Database } from '../db/database';
import { cohortPeriods, cohortVoters, cohorts, voterLedgerFacts, voters } from '../db/schema';
import { leaseEnd, type VoterToRead } from './voterLedgerFacts';

/** A failed read is tried again this long after it failed. */
export const RETRY_FAILED_AFTER_MS = 5 * 60_000;

/** When the cohort's current voting period began (its start, for a cohort without the record). */
function votingBeganAt(cohortId: SQL | typeof cohorts.id): SQL {
  return sql`coalesce((select ${cohortPeriods.beganAt} from ${cohortPeriods}
    where ${cohortPeriods.cohortId} = ${cohortId} and ${cohortPeriods.period} = 'voting'),
    (select ${cohorts.startsAt} from ${cohorts} where ${cohorts.id} = ${cohortId}))`;
}

/** Rows for voters without one (an instance stopped between a registration and its row). */
export async function addMissingFacts(db: Database): Promise<void> {
  await db.execute(sql`insert into ${voterLedgerFacts} (voter_id, address)
    select ${voters.id}, ${voters.address} from ${voters}
    where not exists (select 1 from ${voterLedgerFacts} where ${voterLedgerFacts.voterId} = ${voters.id})
    on conflict do nothing`);
}

/**
 * The cohort in its voting period and when that period began. At most one cohort runs at a time
 * (cohorts_one_active), so at most one votes.
 */
export async function votingCohort(
  db: Database,
): Promise<{ id: number; votingBegan: Date } | null> {
  const [cohort] = await db
    .select({ id: cohorts.id, votingBegan: sql<string>`${votingBeganAt(cohorts.id)}` })
    .from(cohorts)
    .where(eq(cohorts.period, 'voting'))
    .limit(1);
  return cohort ? { id: cohort.id, votingBegan: new Date(cohort.votingBegan) } : null;
}

/**
 * Claims up to `limit` due voters for `leaseMs`, least recently read first, skipping those claimed
 * elsewhere.
 */
export async function claimDueVoters(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<VoterToRead[]> {
  const facts = voterLedgerFacts;
  const voting = await votingCohort(db);
  const due = db
    .select({ voterId: facts.voterId })
    .from(facts)
    .where(
      and(
        or(isNull(facts.leasedUntil), lt(facts.leasedUntil, sql`${nowInSql()}`)),
        or(
          eq(facts.status, 'unread'),
          and(
            eq(facts.status, 'failed'),
            lt(
              facts.readAt,
              sql`${nowInSql()} - ${`${RETRY_FAILED_AFTER_MS} milliseconds`}::interval`,
            ),
          ),
          voting
            ? and(
                lt(facts.readAt, voting.votingBegan),
                inArray(
                  facts.voterId,
                  db
                    .select({ voterId: cohortVoters.voterId })
                    .from(cohortVoters)
                    .where(eq(cohortVoters.cohortId, voting.id)),
                ),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(sql`${facts.readAt} asc nulls first`, asc(facts.voterId))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(facts)
    .set({ leasedUntil: leaseEnd(leaseMs) })
    .where(inArray(facts.voterId, due))
    .returning({ voterId: facts.voterId, address: facts.address });
}

/** Gives claimed voters back unread (a stopping or interrupted round). */
export async function releaseVoters(db: Database, voterIds: number[]): Promise<void> {
  if (voterIds.length === 0) return;
  await db
    .update(voterLedgerFacts)
    .set({ leasedUntil: null })
    .where(inArray(voterLedgerFacts.voterId, voterIds));
}

export interface CohortLedgerReads {
  /** The voters who took part in the cohort. */
  total: number;
  read: number;
  notFound: number;
  historyMissing: number;
  failed: number;
  /** Not read since the cohort's voting began (or never read): the reads still to come. */
  waiting: number;
  lastReadAt: Date | null;
}

/**
 * Where reading the cohort's voters stands: each voter counted once, by how their last read
 * ended if it came after the cohort's voting began (any read, before voting), else as waiting.
 */
export async function cohortLedgerReads(
  db: Database,
  cohortId: number,
): Promise<CohortLedgerReads> {
  const facts = voterLedgerFacts;
  const since = sql`(select case when ${cohorts.period} = 'nomination' then null
    else ${votingBeganAt(sql`${cohortId}`)} end from ${cohorts} where ${cohorts.id} = ${cohortId})`;
  const counted = sql`${facts.readAt} is not null and (${since} is null or ${facts.readAt} >= ${since})`;
  const rows = await db
    .select({
      status: sql<string>`case when ${counted} then ${facts.status}::text else 'waiting' end`,
      voters: count(),
      lastReadAt: max(facts.readAt),
    })
    .from(cohortVoters)
    .leftJoin(facts, eq(facts.voterId, cohortVoters.voterId))
    .where(eq(cohortVoters.cohortId, cohortId))
    .groupBy(sql`1`);
  const of = (status: string) => rows.find((row) => row.status === status)?.voters ?? 0;
  const readTimes = rows
    .filter((row) => row.status !== 'waiting' && row.lastReadAt)
    .map((row) => new Date(row.lastReadAt!).getTime());
  return {
    total: rows.reduce((sum, row) => sum + row.voters, 0),
    read: of('read'),
    notFound: of('not_found'),
    historyMissing: of('history_missing'),
    failed: of('failed'),
    waiting: of('waiting') + of('unread'),
    lastReadAt: readTimes.length > 0 ? new Date(Math.max(...readTimes)) : null,
  };
}
