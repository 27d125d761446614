// Reading the accounts that activated a cohort's voters (funders): who activated each in turn, for
// the second hop, read once (an activation never changes); and how many accounts a funder that
// would lead a cluster created, counted again in each voting period, to tell an exchange. A funder
// is read by one reader at a time: a read claims its row first (a lease), storing the answer ends it.
import { INTEGRITY_SETTING_BOUNDS } from '@glow/contract';
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import { AccountNotOnLedger, type XrplClient } from '../clients/xrplClient';
import { chunks } from '../db/chunks';
import { rowsOf, type Database } from '../db/database';
import { cohortVoters, ledgerFunders, voterLedgerFacts, voters } from '../db/schema';
import { DomainError } from '../errors/domainErrors';
import { leaseEnd, type ReadOutcome } from '../voting/voterLedgerFacts';
import { RETRY_FAILED_AFTER_MS } from '../voting/voterLedgerReads';

/**
 * account_tx pages read to count a funder's accounts, newest first, and their size: enough
 * transactions to see the most accounts `exchangeMinAccounts` may ask for.
 */
export const COUNT_PAGE_SIZE = 200;
export const COUNT_PAGES = Math.ceil(
  INTEGRITY_SETTING_BOUNDS.exchangeMinAccounts.max / COUNT_PAGE_SIZE,
);

const free = or(
  isNull(ledgerFunders.leasedUntil),
  lt(ledgerFunders.leasedUntil, sql`${nowInSql()}`),
);
const failedAWhileAgo = (at: typeof ledgerFunders.readAt) =>
  lt(at, sql`${nowInSql()} - ${`${RETRY_FAILED_AFTER_MS} milliseconds`}::interval`);

/** Rows for the funders of the cohort's voters that have none yet. */
export async function addFundersOfCohort(db: Database, cohortId: number): Promise<void> {
  await db.execute(sql`insert into ${ledgerFunders} (address)
    select distinct ${voterLedgerFacts.activatedBy} from ${voterLedgerFacts}
    join ${cohortVoters} on ${cohortVoters.voterId} = ${voterLedgerFacts.voterId}
    where ${cohortVoters.cohortId} = ${cohortId} and ${voterLedgerFacts.activatedBy} is not null
    on conflict do nothing`);
}

/** Claims up to `limit` funders never read (or whose read failed a while ago) for `leaseMs`. */
export function claimFundersToRead(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<string[]> {
  return claim(
    db,
    or(
      eq(ledgerFunders.status, 'unread'),
      and(eq(ledgerFunders.status, 'failed'), failedAWhileAgo(ledgerFunders.readAt)),
    )!,
    limit,
    leaseMs,
  );
}

/**
 * Claims up to `limit` of `addresses` not counted since `since`, for `leaseMs`: no more than a round counts
 * before its leases lapse, and in slices, since a cohort may have more funders to count than one
 * statement takes as parameters.
 */
export async function claimFundersToCount(
  db: Database,
  addresses: string[],
  since: Date,
  limit: number,
  leaseMs: number,
): Promise<string[]> {
  const claimed: string[] = [];
  for (const part of chunks(addresses)) {
    if (claimed.length >= limit) break;
    await db
      .insert(ledgerFunders)
      .values(part.map((address) => ({ address })))
      .onConflictDoNothing();
    const notCounted = or(isNull(ledgerFunders.countedAt), lt(ledgerFunders.countedAt, since));
    claimed.push(
      ...(await claim(
        db,
        and(inArray(ledgerFunders.address, part), notCounted)!,
        limit - claimed.length,
        leaseMs,
      )),
    );
  }
  return claimed;
}

/** Leases the free funders `due` names, up to `limit`, skipping those another reader holds. */
async function claim(db: Database, due: SQL, limit: number, leaseMs: number): Promise<string[]> {
  const claimable = db
    .select({ address: ledgerFunders.address })
    .from(ledgerFunders)
    .where(and(free, due))
    .orderBy(ledgerFunders.address)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(ledgerFunders)
    .set({ leasedUntil: leaseEnd(leaseMs) })
    .where(inArray(ledgerFunders.address, claimable))
    .returning({ address: ledgerFunders.address });
  return rows.map((row) => row.address);
}

/** Gives claimed funders back (a round that stopped). */
export async function releaseFunders(db: Database, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  await db
    .update(ledgerFunders)
    .set({ leasedUntil: null })
    .where(inArray(ledgerFunders.address, addresses));
}

/** Reads who activated a claimed funder and stores it (or why it could not). */
export async function readFunder(
  db: Database,
  ledger: XrplClient,
  address: string,
): Promise<ReadOutcome> {
  let outcome: ReadOutcome;
  let activation: { at: Date; by: string } | null = null;
  try {
    activation = (await ledger.accountLedgerFacts(address)).activation;
    outcome = activation ? 'read' : 'history_missing';
  } catch (error) {
    if (error instanceof AccountNotOnLedger) outcome = 'not_found';
    else if (error instanceof DomainError) outcome = 'failed';
    else throw error;
  }
  await db
    .update(ledgerFunders)
    .set({
      status: outcome,
      ...(outcome === 'failed' ? {} : { activatedBy: activation?.by ?? null }),
      ...(outcome === 'failed' ? {} : { activatedAt: activation?.at ?? null }),
      readAt: now(),
      leasedUntil: null,
    })
    .where(eq(ledgerFunders.address, address));
  return outcome;
}

/**
 * The accounts Glow knows of in the cohort: its voters and the accounts that activated them. A
 * funder's accounts among these are not counted as its unrelated ones.
 */
export async function knownAccounts(db: Database, cohortId: number): Promise<Set<string>> {
  const rows = await rowsOf<{ address: string }>(
    db.execute(sql`
      select v.address from ${voters} v
      join ${cohortVoters} cv on cv.voter_id = v.id where cv.cohort_id = ${cohortId}
      union
      select f.activated_by from ${voterLedgerFacts} f
      join ${cohortVoters} cv on cv.voter_id = f.voter_id
      where cv.cohort_id = ${cohortId} and f.activated_by is not null`),
  );
  return new Set(rows.map((row) => row.address));
}

/**
 * Counts the accounts a claimed funder created besides the `known` ones, in its newest
 * COUNT_PAGES pages of transactions, and stores the count; `false` when the node could not answer
 * (the funder is counted again later).
 */
export async function countFunder(
  db: Database,
  ledger: XrplClient,
  address: string,
  known: ReadonlySet<string>,
): Promise<boolean> {
  let counted: { accounts: number; complete: boolean };
  try {
    counted = await accountsCreatedBy(ledger, address, known);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await db
      .update(ledgerFunders)
      .set({ leasedUntil: null })
      .where(eq(ledgerFunders.address, address));
    return false;
  }
  await db
    .update(ledgerFunders)
    .set({
      unrelatedAccounts: counted.accounts,
      unrelatedAccountsComplete: counted.complete,
      countedAt: now(),
      leasedUntil: null,
    })
    .where(eq(ledgerFunders.address, address));
  return true;
}

/**
 * The accounts `address` created (its Payments whose metadata holds a new AccountRoot) besides the
 * `known` ones, in its newest COUNT_PAGES pages of transactions.
 */
async function accountsCreatedBy(ledger: XrplClient, address: string, known: ReadonlySet<string>) {
  let accounts = 0;
  let marker: unknown;
  for (let page = 0; page < COUNT_PAGES; page += 1) {
    const answer = await ledger.accountTransactions(address, {
      ledgerIndexMin: -1,
      ledgerIndexMax: -1,
      forward: false,
      limit: COUNT_PAGE_SIZE,
      ...(marker === undefined ? {} : { marker }),
    });
    for (const tx of answer.transactions) {
      const created = accountCreatedBy(address, tx);
      if (created !== null && !known.has(created)) accounts += 1;
    }
    if (answer.marker === undefined) return { accounts, complete: true };
    marker = answer.marker;
  }
  return { accounts, complete: false };
}

interface AffectedNode {
  CreatedNode?: { LedgerEntryType?: string; NewFields?: { Account?: unknown } };
}

/** The account a Payment from `address` created, or null. */
function accountCreatedBy(
  address: string,
  tx: { Account: string; TransactionType: string; meta?: { AffectedNodes?: unknown[] } },
): string | null {
  if (tx.Account !== address || tx.TransactionType !== 'Payment') return null;
  const created = ((tx.meta?.AffectedNodes ?? []) as AffectedNode[]).find(
    ({ CreatedNode }) =>
      CreatedNode?.LedgerEntryType === 'AccountRoot' && CreatedNode.NewFields?.Account !== address,
  )?.CreatedNode?.NewFields?.Account;
  return typeof created === 'string' ? created : null;
}
