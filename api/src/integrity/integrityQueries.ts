// What the vote integrity page reads: the stored clusters and signals, the exclusions, and each
// nomination's score three ways (every vote, the tally, and without flagged voters).
import type { Exclusion, IntegrityVoter, VoteIntegrity, VoterSignal } from '@glow/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import {
  cohorts,
  cohortVoters,
  contributors,
  excludedVoters,
  fundingClusters,
  nominations,
  voteExclusions,
  voterLedgerFacts,
  voterSignals,
  voters,
  votes,
} from '../db/schema';
import { cohortVoteTotals, voteTypeOf } from '../voting/voteValues';
import { integrityLockedBecause } from './integrityLock';
import { readCohortIntegrity } from './settings';
import { excludedScoreOf, flaggedScoreOf } from './tallies';

/** The clusters shown on the first screen, largest first. */
export const CLUSTERS_SHOWN = 100;

const DAY_MS = 24 * 60 * 60_000;

/** The voters excluded from the cohort's tally and their votes in it. */
export async function excludedCounts(db: Database, cohortId: number) {
  const [counts] = await rowsOf<{ voters: number; votes: number }>(
    db.execute(sql`
      select count(distinct e.voter_id)::int as voters, count(v.voter_id)::int as votes
      from ${excludedVoters} e
      left join ${votes} v on v.voter_id = e.voter_id
        and v.nomination_id in (select id from ${nominations} where cohort_id = ${cohortId})
      where e.cohort_id = ${cohortId}`),
  );
  return { voters: counts?.voters ?? 0, votes: counts?.votes ?? 0 };
}

/** The page's figures: the cohort's voters, flagged, clustered and excluded. */
export async function integrityFigures(db: Database, cohortId: number) {
  const [[voters], [flagged], [clusters], excluded] = await Promise.all([
    db.select({ n: count() }).from(cohortVoters).where(eq(cohortVoters.cohortId, cohortId)),
    db.select({ n: count() }).from(voterSignals).where(eq(voterSignals.cohortId, cohortId)),
    db.select({ n: count() }).from(fundingClusters).where(eq(fundingClusters.cohortId, cohortId)),
    excludedCounts(db, cohortId),
  ]);
  return {
    voters: voters?.n ?? 0,
    flaggedVoters: flagged?.n ?? 0,
    clusters: clusters?.n ?? 0,
    excludedVoters: excluded.voters,
    excludedVotes: excluded.votes,
  };
}

export async function largestClusters(db: Database, cohortId: number) {
  const excludedMembers = sql<number>`(select count(*) from ${voterSignals} s
    join ${excludedVoters} e on e.cohort_id = s.cohort_id and e.voter_id = s.voter_id
    where s.cohort_id = ${cohortId} and s.cluster_funder = ${fundingClusters.funder})::int`;
  const rows = await db
    .select({
      funder: fundingClusters.funder,
      hops: fundingClusters.hops,
      members: fundingClusters.members,
      firstRegisteredAt: fundingClusters.firstRegisteredAt,
      lastRegisteredAt: fundingClusters.lastRegisteredAt,
      burst: fundingClusters.burst,
      votesAlike: fundingClusters.votesAlike,
      excludedMembers,
    })
    .from(fundingClusters)
    .where(eq(fundingClusters.cohortId, cohortId))
    .orderBy(desc(fundingClusters.members), asc(fundingClusters.funder))
    .limit(CLUSTERS_SHOWN);
  return rows.map((row) => ({
    ...row,
    firstRegisteredAt: row.firstRegisteredAt.toISOString(),
    lastRegisteredAt: row.lastRegisteredAt.toISOString(),
  }));
}

/** Each nomination's score with every vote, as tallied and without flagged voters; tally first. */
export async function nominationScores(db: Database, cohortId: number) {
  const rows = await rowsOf<{
    id: number;
    contributor: string;
    votes: number;
    everyVoteScore: number;
    excluded: number;
    flagged: number;
  }>(
    db.execute(sql`
      select n.id, c.first_name || ' ' || c.last_name as contributor,
        coalesce(totals.votes, 0) as votes, coalesce(totals.score, 0) as "everyVoteScore",
        ${excludedScoreOf(sql`n.id`)}::int as excluded,
        ${flaggedScoreOf(sql`n.id`, cohortId)} as flagged
      from ${nominations} n
      join ${contributors} c on c.id = n.contributor_id
      left join ${cohortVoteTotals(db, cohortId)} on totals.nomination_id = n.id
      where n.cohort_id = ${cohortId}`),
  );
  return rows
    .map(({ excluded, flagged, ...row }) => ({
      ...row,
      score: row.everyVoteScore - excluded,
      withoutFlaggedScore: row.everyVoteScore - flagged,
    }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/** The cohort's exclusions, newest first (or the one `exclusionId`), with what each leaves out. */
export async function exclusionsOf(
  db: Database,
  cohortId: number,
  exclusionId?: number,
): Promise<Exclusion[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(voteExclusions)
      .where(
        and(
          eq(voteExclusions.cohortId, cohortId),
          exclusionId === undefined ? undefined : eq(voteExclusions.id, exclusionId),
        ),
      )
      .orderBy(desc(voteExclusions.createdAt), desc(voteExclusions.id)),
    rowsOf<{ exclusionId: number; voters: number; votes: number }>(
      db.execute(sql`
        select e.exclusion_id as "exclusionId", count(distinct e.voter_id)::int as voters,
          count(v.voter_id)::int as votes
        from ${excludedVoters} e
        left join ${votes} v on v.voter_id = e.voter_id
          and v.nomination_id in (select id from ${nominations} where cohort_id = ${cohortId})
        where e.cohort_id = ${cohortId}
        group by e.exclusion_id`),
    ),
  ]);
  return rows.map((row) => {
    const counted = counts.find((count) => count.exclusionId === row.id);
    return {
      id: row.id,
      funder: row.funder,
      voterAddress: row.voterAddress,
      voters: counted?.voters ?? 0,
      votes: counted?.votes ?? 0,
      reason: row.reason,
      excludedBy: row.excludedByEmail,
      excludedAt: row.createdAt.toISOString(),
    };
  });
}

/** A page of the cohort's flagged voters, or of one cluster's members, newest registration last. */
export async function integrityVotersPage(
  db: Database,
  cohortId: number,
  query: { page: number; limit: number; funder?: string | undefined },
): Promise<{ total: number; voters: IntegrityVoter[] }> {
  const where = and(
    eq(voterSignals.cohortId, cohortId),
    query.funder === undefined ? undefined : eq(voterSignals.clusterFunder, query.funder),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        voterId: voters.id,
        address: voters.address,
        registeredAt: voters.registeredAt,
        activatedAt: voterLedgerFacts.activatedAt,
        activatedBy: voterLedgerFacts.activatedBy,
        transactionCount: voterLedgerFacts.transactionCount,
        clusterFunder: voterSignals.clusterFunder,
        signals: voterSignals.signals,
        excluded: sql<boolean>`exists (select 1 from ${excludedVoters} e
          where e.cohort_id = ${cohortId} and e.voter_id = ${voters.id})`,
      })
      .from(voterSignals)
      .innerJoin(voters, eq(voters.id, voterSignals.voterId))
      .leftJoin(voterLedgerFacts, eq(voterLedgerFacts.voterId, voters.id))
      .where(where)
      .orderBy(asc(voters.registeredAt), asc(voters.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(voterSignals).where(where),
  ]);
  const votesOf = await votesOfPage(
    db,
    cohortId,
    rows.map((row) => row.voterId),
  );
  return {
    total: total?.n ?? 0,
    voters: rows.map(({ voterId, registeredAt, activatedAt, signals, ...row }) => ({
      ...row,
      registeredAt: registeredAt.toISOString(),
      activatedAt: activatedAt?.toISOString() ?? null,
      ageDaysAtRegistration: activatedAt
        ? Math.floor((registeredAt.getTime() - activatedAt.getTime()) / DAY_MS)
        : null,
      signals: signals as VoterSignal[],
      votes: votesOf.get(voterId) ?? [],
    })),
  };
}

async function votesOfPage(db: Database, cohortId: number, voterIds: number[]) {
  const byVoter = new Map<number, IntegrityVoter['votes']>();
  if (voterIds.length === 0) return byVoter;
  const rows = await db
    .select({ voterId: votes.voterId, nominationId: votes.nominationId, value: votes.value })
    .from(votes)
    .innerJoin(nominations, eq(nominations.id, votes.nominationId))
    .where(and(eq(nominations.cohortId, cohortId), sql`${votes.voterId} in ${voterIds}`))
    .orderBy(asc(votes.nominationId));
  for (const { voterId, nominationId, value } of rows) {
    const vote = voteTypeOf(value);
    if (vote) byVoter.set(voterId, [...(byVoter.get(voterId) ?? []), { nominationId, vote }]);
  }
  return byVoter;
}

/**
 * The page's first screen (GET /api/cohorts/{id}/vote-integrity). How far the ledger reads have
 * come is a call of its own (GET /api/cohorts/{id}/voter-ledger-reads): counting every voter's
 * last read is the slowest part of the page, and the page shows it as it comes.
 */
export async function readVoteIntegrity(
  db: Database,
  cohort: Pick<typeof cohorts.$inferSelect, 'id' | 'name' | 'period'>,
): Promise<VoteIntegrity> {
  const [integrity, figures, clusters, nominations, exclusions] = await Promise.all([
    readCohortIntegrity(db, cohort.id),
    integrityFigures(db, cohort.id),
    largestClusters(db, cohort.id),
    nominationScores(db, cohort.id),
    exclusionsOf(db, cohort.id),
  ]);
  return {
    cohort: { id: cohort.id, name: cohort.name, period: cohort.period },
    settings: integrity.settings,
    lockedBecause: integrityLockedBecause(cohort),
    analysedAt: integrity.analysedAt?.toISOString() ?? null,
    figures,
    clusters,
    nominations,
    exclusions,
  };
}
