// The vote integrity part of each background round (workers/voterLedgerWorker.ts): reads who
// activated the funders of the running cohort's voters, works out its signals, counts the accounts
// created by each funder that would lead a cluster (to tell an exchange), then works them out
// again. The running cohort is analysed every round while it gathers votes, and once more after
// it moves to assessment; then its signals stay as the judges saw them.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { pause } from '../clients/deadlines';
import type { XrplClient } from '../clients/xrplClient';
import type { Database } from '../db/database';
import { cohortIntegrity, cohortPeriods, cohorts } from '../db/schema';
import { analyseCohort } from './analysis';
import {
  addFundersOfCohort,
  claimFundersToCount,
  claimFundersToRead,
  countFunder,
  knownAccounts,
  COUNT_PAGES,
  readFunder,
  releaseFunders,
} from './funderReads';

export interface IntegrityRoundOptions {
  db: Database;
  ledger: XrplClient;
  batch: number;
  callsPerSecond: number;
  /** How long a claimed funder is this round's (VOTER_LEDGER_LEASE_MS). */
  leaseMs: number;
}

export type IntegrityRoundEnd = 'done' | 'unreachable' | 'stopped' | 'no cohort';

/** The unclosed cohort due an analysis, and when its voting began (counts older are redone). */
async function cohortToAnalyse(db: Database) {
  const began = (period: string) => sql`(select ${cohortPeriods.beganAt} from ${cohortPeriods}
    where ${cohortPeriods.cohortId} = ${cohorts.id} and ${cohortPeriods.period} = ${period})`;
  const [cohort] = await db
    .select({
      id: cohorts.id,
      votingBegan: sql<string>`coalesce(${began('voting')}, ${cohorts.startsAt})`,
    })
    .from(cohorts)
    .leftJoin(cohortIntegrity, eq(cohortIntegrity.cohortId, cohorts.id))
    .where(
      and(
        isNull(cohorts.endsAt),
        sql`(${cohorts.period} in ('nomination', 'voting') or (${cohorts.period} = 'assessment'
          and (${cohortIntegrity.analysedAt} is null or ${cohortIntegrity.analysedAt} < ${began('assessment')})))`,
      ),
    )
    .limit(1);
  return cohort ? { id: cohort.id, votingBegan: new Date(cohort.votingBegan) } : null;
}

/** Calls `each` on every item in turn, `gapMs` apart; stops at the first `false` or on stopping. */
async function paced<T>(
  items: T[],
  gapMs: number,
  each: (item: T) => Promise<boolean>,
  stopping?: AbortSignal,
): Promise<{ done: number; ended: 'done' | 'unreachable' | 'stopped' }> {
  for (let done = 0; done < items.length; done += 1) {
    if (done > 0) await pause(gapMs, stopping);
    if (stopping?.aborted) return { done, ended: 'stopped' };
    if (!(await each(items[done]!))) return { done: done + 1, ended: 'unreachable' };
  }
  return { done: items.length, ended: 'done' };
}

export async function integrityRound(
  { db, ledger, batch, callsPerSecond, leaseMs }: IntegrityRoundOptions,
  stopping?: AbortSignal,
): Promise<IntegrityRoundEnd> {
  const cohort = await cohortToAnalyse(db);
  if (!cohort) return 'no cohort';
  await addFundersOfCohort(db, cohort.id);

  const toRead = await claimFundersToRead(db, batch, leaseMs);
  const read = await paced(
    toRead,
    (2 * 1000) / callsPerSecond,
    async (address) => (await readFunder(db, ledger, address)) !== 'failed',
    stopping,
  );
  await releaseFunders(db, toRead.slice(read.done));
  if (read.ended !== 'done') return read.ended;

  const toCount = await claimFundersToCount(
    db,
    await analyseCohort(db, cohort.id),
    cohort.votingBegan,
    batch,
    leaseMs,
  );
  if (toCount.length === 0) return 'done';
  const known = await knownAccounts(db, cohort.id);
  const counted = await paced(
    toCount,
    (COUNT_PAGES * 1000) / callsPerSecond,
    (address) => countFunder(db, ledger, address, known),
    stopping,
  );
  await releaseFunders(db, toCount.slice(counted.done));
  if (counted.done > 0) await analyseCohort(db, cohort.id);
  return counted.ended;
}
