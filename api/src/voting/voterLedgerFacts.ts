// Reading what the ledger says of a voter's account (its activation, balance and transaction
// count) and keeping it in voter_ledger_facts with the time read. A voter is read by one reader
// at a time: each read claims the voter's row first (a lease), and storing the answer ends it.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import type { Database } from '../db/database';
import { voterLedgerFacts } from '../db/schema';
import { DomainError } from '../errors/domainErrors';
import { AccountNotOnLedger, type XrplClient } from '../clients/xrplClient';

export interface VoterToRead {
  voterId: number;
  address: string;
}

/** How a read ended: `failed` when the node could not answer (the voter is read again later). */
export type ReadOutcome = 'read' | 'not_found' | 'history_missing' | 'failed';

/** The row a new voter starts with, unread; written with the voter. */
export async function addUnreadFacts(db: Database, voter: VoterToRead): Promise<void> {
  await db.insert(voterLedgerFacts).values(voter).onConflictDoNothing();
}

/**
 * Claims one voter's row for `leaseMs` (VOTER_LEDGER_LEASE_MS) unless another reader holds it;
 * whether it was claimed.
 */
export async function claimVoter(db: Database, voterId: number, leaseMs: number): Promise<boolean> {
  const claimed = await db
    .update(voterLedgerFacts)
    .set({ leasedUntil: leaseEnd(leaseMs) })
    .where(
      and(
        eq(voterLedgerFacts.voterId, voterId),
        or(isNull(voterLedgerFacts.leasedUntil), lt(voterLedgerFacts.leasedUntil, now())),
      ),
    )
    .returning({ voterId: voterLedgerFacts.voterId });
  return claimed.length > 0;
}

/** When a lease of `leaseMs` taken now ends. */
export function leaseEnd(leaseMs: number) {
  return sql`${nowInSql()} + ${`${leaseMs} milliseconds`}::interval`;
}

/** Reads a claimed voter's account and stores what the ledger said (or why it could not). */
export async function readVoterLedgerFacts(
  db: Database,
  ledger: XrplClient,
  { voterId, address }: VoterToRead,
): Promise<ReadOutcome> {
  const [outcome, facts] = await askLedger(ledger, address);
  await db
    .update(voterLedgerFacts)
    .set({ ...facts, status: outcome, readAt: now(), leasedUntil: null })
    .where(eq(voterLedgerFacts.voterId, voterId));
  return outcome;
}

type FactColumns = Partial<typeof voterLedgerFacts.$inferInsert>;

async function askLedger(ledger: XrplClient, address: string): Promise<[ReadOutcome, FactColumns]> {
  try {
    const { activation, balanceDrops, transactionCount } = await ledger.accountLedgerFacts(address);
    return [
      activation ? 'read' : 'history_missing',
      {
        activatedAt: activation?.at ?? null,
        activatedBy: activation?.by ?? null,
        activationLedgerIndex: activation?.ledgerIndex ?? null,
        balanceDrops,
        transactionCount,
        error: null,
      },
    ];
  } catch (error) {
    // The facts of an earlier read stay: a failed read says nothing new about the account.
    if (error instanceof AccountNotOnLedger) return ['not_found', { error: null }];
    if (error instanceof DomainError) return ['failed', { error: error.message }];
    throw error;
  }
}
