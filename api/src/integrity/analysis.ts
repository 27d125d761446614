// Working out a cohort's signals and clusters (integrity/clusterRules.ts) from what the ledger says
// of its voters and their funders, and storing them in place of the last ones. The page reads
// what is stored, so that it answers fast for a cohort of any size.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../clock';
import { chunks } from '../db/chunks';
import { rowsOf, type Database } from '../db/database';
import {
  cohortIntegrity,
  cohortVoters,
  fundingClusters,
  ledgerFunders,
  nominations,
  voterLedgerFacts,
  voterSignals,
  voters,
  votes,
} from '../db/schema';
import {
  findClusters,
  findSignals,
  type CastVote,
  type Findings,
  type LedgerFunder,
  type LedgerVoter,
} from './clusterRules';
import { readCohortIntegrity } from './settings';

async function cohortLedgerVoters(db: Database, cohortId: number): Promise<LedgerVoter[]> {
  return db
    .select({
      voterId: voters.id,
      address: voters.address,
      registeredAt: voters.registeredAt,
      activatedAt: voterLedgerFacts.activatedAt,
      activatedBy: voterLedgerFacts.activatedBy,
    })
    .from(cohortVoters)
    .innerJoin(voters, eq(voters.id, cohortVoters.voterId))
    .leftJoin(voterLedgerFacts, eq(voterLedgerFacts.voterId, voters.id))
    .where(eq(cohortVoters.cohortId, cohortId));
}

/** What is known of the voters' funders and of their funders' funders. */
async function cohortFunders(db: Database, cohortId: number): Promise<Map<string, LedgerFunder>> {
  const rows = await rowsOf<{
    address: string;
    activatedBy: string | null;
    unrelatedAccounts: number | null;
  }>(
    db.execute(sql`
      with first_hop as (
        select distinct f.activated_by as address from ${voterLedgerFacts} f
        join ${cohortVoters} cv on cv.voter_id = f.voter_id
        where cv.cohort_id = ${cohortId} and f.activated_by is not null)
      select lf.address, lf.activated_by as "activatedBy", lf.unrelated_accounts as "unrelatedAccounts"
      from ${ledgerFunders} lf
      where lf.address in (select address from first_hop)
        or lf.address in (select l2.activated_by from ${ledgerFunders} l2
          where l2.address in (select address from first_hop))`),
  );
  return new Map(rows.map(({ address, ...funder }) => [address, funder]));
}

async function votesOfVoters(db: Database, cohortId: number, voterIds: number[]) {
  const found: CastVote[] = [];
  for (const ids of chunks(voterIds)) {
    found.push(
      ...(await db
        .select({ voterId: votes.voterId, nominationId: votes.nominationId, value: votes.value })
        .from(votes)
        .innerJoin(nominations, eq(nominations.id, votes.nominationId))
        .where(and(eq(nominations.cohortId, cohortId), inArray(votes.voterId, ids)))),
    );
  }
  return found;
}

/** Waits for any other analysis of the cohort, then holds it off until this one is stored. */
async function oneAnalysisAtATime(db: Database, cohortId: number): Promise<void> {
  await db.insert(cohortIntegrity).values({ cohortId }).onConflictDoNothing();
  await db
    .select({ cohortId: cohortIntegrity.cohortId })
    .from(cohortIntegrity)
    .where(eq(cohortIntegrity.cohortId, cohortId))
    .for('update');
}

/**
 * Works out the cohort's signals and stores them in place of the last ones; answers the funders
 * that would lead a cluster but whose accounts created are not counted yet (to count, then
 * analyse again). It reads after waiting for another analysis under way, so that an analysis
 * started with older settings or facts never stores its findings over a newer one's.
 */
export async function analyseCohort(db: Database, cohortId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await oneAnalysisAtATime(tx, cohortId);
    const [{ settings }, ledgerVoters, funders] = await Promise.all([
      readCohortIntegrity(tx, cohortId),
      cohortLedgerVoters(tx, cohortId),
      cohortFunders(tx, cohortId),
    ]);
    const members = [...findClusters(ledgerVoters, funders, settings).clusters.values()].flatMap(
      (cluster) => cluster.members.map((member) => member.voterId),
    );
    const findings = findSignals(
      ledgerVoters,
      funders,
      await votesOfVoters(tx, cohortId, members),
      settings,
    );
    await storeFindings(tx, cohortId, findings);
    return findings.toCount;
  });
}

async function storeFindings(db: Database, cohortId: number, findings: Findings): Promise<void> {
  await db.delete(fundingClusters).where(eq(fundingClusters.cohortId, cohortId));
  await db.delete(voterSignals).where(eq(voterSignals.cohortId, cohortId));
  for (const part of chunks(findings.clusters)) {
    await db.insert(fundingClusters).values(
      part.map(({ memberIds, ...cluster }) => ({
        ...cluster,
        cohortId,
        members: memberIds.length,
      })),
    );
  }
  for (const part of chunks([...findings.flagged])) {
    await db
      .insert(voterSignals)
      .values(part.map(([voterId, found]) => ({ cohortId, voterId, ...found })));
  }
  await db
    .update(cohortIntegrity)
    .set({ analysedAt: now() })
    .where(eq(cohortIntegrity.cohortId, cohortId));
}
