// The signals, worked out from what the ledger says of a cohort's voters and their funders: plain
// data in, plain data out, so that the rules can be tried on hand-made funding graphs.
import type { IntegritySettings, VoterSignal } from '@glow/contract';

const DAY_MS = 24 * 60 * 60_000;

export interface LedgerVoter {
  voterId: number;
  address: string;
  registeredAt: Date;
  /** From the ledger: null until read, or when the node lacks the activation. */
  activatedAt: Date | null;
  activatedBy: string | null;
}

/** What the ledger says of an account that activated a voter. */
export interface LedgerFunder {
  /** Who activated it (the second hop), when read. */
  activatedBy: string | null;
  /** The accounts it created besides the voters and their funders; null until counted. */
  unrelatedAccounts: number | null;
}

export interface ClusterFinding {
  funder: string;
  hops: 1 | 2;
  memberIds: number[];
  firstRegisteredAt: Date;
  lastRegisteredAt: Date;
  burst: boolean;
  votesAlike: boolean;
}

export interface Findings {
  clusters: ClusterFinding[];
  /** Each flagged voter's signals and cluster; voters without a signal are not here. */
  flagged: Map<number, { signals: VoterSignal[]; clusterFunder: string | null }>;
  /** Funders that would lead a cluster whose accounts created are not counted yet. */
  toCount: string[];
}

/** A vote of the cohort, +1 or -1. */
export interface CastVote {
  voterId: number;
  nominationId: number;
  value: number;
}

type Settings = Pick<
  IntegritySettings,
  'youngAccountDays' | 'clusterMinVoters' | 'burstVoters' | 'burstMinutes' | 'exchangeMinAccounts'
>;

function listIn<K, V>(lists: Map<K, V[]>, key: K): V[] {
  const list = lists.get(key) ?? [];
  lists.set(key, list);
  return list;
}

/** A voter's funders: the one that activated it, and the one that activated that one. */
function fundersOf(voter: LedgerVoter, funders: ReadonlyMap<string, LedgerFunder>) {
  const first = voter.activatedBy;
  if (!first) return [];
  const second = funders.get(first)?.activatedBy;
  return second && second !== voter.address && second !== first
    ? [
        { funder: first, hops: 1 as const },
        { funder: second, hops: 2 as const },
      ]
    : [{ funder: first, hops: 1 as const }];
}

/**
 * The clusters: each funder that activated `clusterMinVoters` or more of the voters, directly or
 * through one account between, unless it is an exchange: one that created `exchangeMinAccounts`
 * or more accounts besides the voters and their funders serves the public (an exchange, a wallet
 * service). A voter belongs to the highest such
 * funder (its second hop before its first), so a farm fed through accounts between is one cluster.
 */
export function findClusters(
  voters: readonly LedgerVoter[],
  funders: ReadonlyMap<string, LedgerFunder>,
  settings: Settings,
): { clusters: Map<string, { hops: 1 | 2; members: LedgerVoter[] }>; toCount: string[] } {
  const reached = new Map<string, LedgerVoter[]>();
  const chains = new Map<number, ReturnType<typeof fundersOf>>();
  for (const voter of voters) {
    const chain = fundersOf(voter, funders);
    chains.set(voter.voterId, chain);
    for (const { funder } of chain) listIn(reached, funder).push(voter);
  }
  const toCount: string[] = [];
  const leads = new Set<string>();
  for (const [funder, members] of reached) {
    if (members.length < settings.clusterMinVoters) continue;
    const unrelated = funders.get(funder)?.unrelatedAccounts ?? null;
    if (unrelated === null) toCount.push(funder);
    else if (unrelated >= settings.exchangeMinAccounts) continue;
    leads.add(funder);
  }

  const clusters = new Map<string, { hops: 1 | 2; members: LedgerVoter[] }>();
  for (const voter of voters) {
    const chain = chains.get(voter.voterId)!;
    const lead = [...chain].reverse().find(({ funder }) => leads.has(funder));
    if (!lead) continue;
    const cluster = clusters.get(lead.funder) ?? { hops: 1 as 1 | 2, members: [] };
    cluster.members.push(voter);
    if (lead.hops === 2) cluster.hops = 2;
    clusters.set(lead.funder, cluster);
  }
  return { clusters, toCount };
}

/** The members who registered `burstVoters` or more within `burstMinutes` of each other. */
function burstMembers(members: readonly LedgerVoter[], settings: Settings): Set<number> {
  const sorted = [...members].sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime());
  const windowMs = settings.burstMinutes * 60_000;
  const inBurst = new Set<number>();
  let start = 0;
  // Each member is added once (from past the last one added): one window can hold every member.
  let added = -1;
  for (let end = 0; end < sorted.length; end += 1) {
    while (sorted[end]!.registeredAt.getTime() - sorted[start]!.registeredAt.getTime() > windowMs) {
      start += 1;
    }
    if (end - start + 1 >= settings.burstVoters) {
      for (let index = Math.max(start, added + 1); index <= end; index += 1) {
        inBurst.add(sorted[index]!.voterId);
      }
      added = end;
    }
  }
  return inBurst;
}

/**
 * The members each of whose votes (one or more) went the way most of the cluster voted on that
 * nomination, where two members or more voted on it.
 */
function membersVotingAlike(votes: readonly CastVote[]): Set<number> {
  const tally = new Map<number, { up: number; down: number }>();
  for (const { nominationId, value } of votes) {
    const counts = tally.get(nominationId) ?? { up: 0, down: 0 };
    if (value > 0) counts.up += 1;
    else counts.down += 1;
    tally.set(nominationId, counts);
  }
  const alike = new Map<number, boolean>();
  for (const { voterId, nominationId, value } of votes) {
    const { up, down } = tally.get(nominationId)!;
    const withMost = up + down >= 2 && (value > 0 ? up > down : down > up);
    alike.set(voterId, (alike.get(voterId) ?? true) && withMost);
  }
  return new Set([...alike].flatMap(([voterId, isAlike]) => (isAlike ? [voterId] : [])));
}

/** Whether the account was younger than `youngAccountDays` when it registered. */
function wasYoung(voter: LedgerVoter, settings: Settings): boolean {
  if (settings.youngAccountDays === 0 || !voter.activatedAt) return false;
  return (
    voter.registeredAt.getTime() - voter.activatedAt.getTime() < settings.youngAccountDays * DAY_MS
  );
}

/** Every signal of every voter; `votes` holds (at least) the votes of the clusters' members. */
export function findSignals(
  voters: readonly LedgerVoter[],
  funders: ReadonlyMap<string, LedgerFunder>,
  votes: readonly CastVote[],
  settings: Settings,
): Findings {
  const votesByVoter = new Map<number, CastVote[]>();
  for (const vote of votes) listIn(votesByVoter, vote.voterId).push(vote);
  const flagged: Findings['flagged'] = new Map();
  const flag = (voterId: number, signal: VoterSignal, clusterFunder: string | null = null) => {
    const entry = flagged.get(voterId) ?? { signals: [], clusterFunder };
    entry.signals.push(signal);
    flagged.set(voterId, entry);
  };
  for (const voter of voters) if (wasYoung(voter, settings)) flag(voter.voterId, 'young_account');

  const { clusters, toCount } = findClusters(voters, funders, settings);
  const findings: ClusterFinding[] = [];
  for (const [funder, { hops, members }] of clusters) {
    const memberIds = members.map((member) => member.voterId);
    const burst = burstMembers(members, settings);
    const alike = membersVotingAlike(memberIds.flatMap((id) => votesByVoter.get(id) ?? []));
    for (const voterId of memberIds) {
      flag(voterId, 'funding_cluster');
      flagged.get(voterId)!.clusterFunder = funder;
      if (burst.has(voterId)) flag(voterId, 'burst');
      if (alike.has(voterId)) flag(voterId, 'votes_alike');
    }
    const times = members.map((member) => member.registeredAt.getTime());
    // Not Math.min(...times): a cluster may have more members than arguments fit on the stack.
    findings.push({
      funder,
      hops,
      memberIds,
      firstRegisteredAt: new Date(times.reduce((a, b) => Math.min(a, b))),
      lastRegisteredAt: new Date(times.reduce((a, b) => Math.max(a, b))),
      burst: burst.size > 0,
      votesAlike: alike.size >= 2 && alike.size * 2 >= memberIds.length,
    });
  }
  findings.sort(
    (a, b) => b.memberIds.length - a.memberIds.length || a.funder.localeCompare(b.funder),
  );
  return { clusters: findings, flagged, toCount };
}
