// Wave 1's vote integrity for the admin pages' tests: one cluster of three voters funded by one
// account, who registered in a burst and voted alike; one young account on its own; two
// nominations; one exclusion of a voter. Tests change a copy.
import type {
  Exclusion,
  IntegrityVoter,
  IntegrityVoterList,
  VoteIntegrity,
  VoterLedgerReads,
} from '@glow/contract';
import { WAVE_1 } from './programme';

export const FUNDER = 'rFunderQ7kfTD9w2To4CQk6UCfuHM9c6GD';
export const MEMBER_1 = 'rMember1xHyCdfFwssrBYK99K1i89ufRcSq';
export const MEMBER_2 = 'rMember2yQqhTp9Xu7G5Pkayo7bXjH4k4QY';
export const YOUNG = 'rYoungAcc9Wq5bVFkq4bC1bKmt7y3zGpf';

/** Maya's and Lars's nominations, by the ids the voters' votes name. */
export const MAYA = 41;
export const LARS = 42;

export const VOTER_EXCLUSION: Exclusion = {
  id: 9,
  funder: null,
  voterAddress: YOUNG,
  voters: 1,
  votes: 2,
  reason: 'Registered an hour after its account was made',
  excludedBy: 'Demo Admin',
  excludedAt: '2026-10-20T14:00:00.000Z',
};

export const WAVE_1_LEDGER_READS: VoterLedgerReads = {
  total: 41,
  read: 36,
  notFound: 1,
  historyMissing: 2,
  failed: 0,
  waiting: 2,
  lastReadAt: '2026-10-21T07:55:00.000Z',
};

export const WAVE_1_INTEGRITY: VoteIntegrity = {
  cohort: { id: WAVE_1.id, name: WAVE_1.name, period: 'voting' },
  settings: {
    youngAccountDays: 30,
    clusterMinVoters: 3,
    burstVoters: 3,
    burstMinutes: 60,
    exchangeMinAccounts: 100,
    minAccountAgeDays: null,
  },
  lockedBecause: null,
  analysedAt: '2026-10-21T08:00:00.000Z',
  figures: { voters: 41, flaggedVoters: 4, clusters: 1, excludedVoters: 1, excludedVotes: 2 },
  clusters: [
    {
      funder: FUNDER,
      hops: 2,
      members: 3,
      firstRegisteredAt: '2026-10-16T10:00:00.000Z',
      lastRegisteredAt: '2026-10-16T10:40:00.000Z',
      burst: true,
      votesAlike: true,
      excludedMembers: 0,
    },
  ],
  nominations: [
    {
      id: MAYA,
      contributor: 'Maya Okafor',
      votes: 20,
      everyVoteScore: 14,
      score: 12,
      withoutFlaggedScore: 9,
    },
    {
      id: LARS,
      contributor: 'Lars Henriksen',
      votes: 11,
      everyVoteScore: 1,
      score: 1,
      withoutFlaggedScore: 4,
    },
  ],
  exclusions: [VOTER_EXCLUSION],
};

export function integrityVoter(
  address: string,
  fields: Partial<IntegrityVoter> = {},
): IntegrityVoter {
  return {
    address,
    registeredAt: '2026-10-16T10:00:00.000Z',
    activatedAt: '2026-10-16T09:30:00.000Z',
    activatedBy: FUNDER,
    ageDaysAtRegistration: 0,
    transactionCount: 3,
    clusterFunder: FUNDER,
    signals: ['young_account', 'funding_cluster', 'burst', 'votes_alike'],
    excluded: false,
    votes: [
      { nominationId: MAYA, vote: 'UP' },
      { nominationId: LARS, vote: 'DOWN' },
    ],
    ...fields,
  };
}

export function voterList(voters: IntegrityVoter[], total = voters.length): IntegrityVoterList {
  return { voters, page: 1, limit: 20, total };
}

export const CLUSTER_MEMBERS = voterList([
  integrityVoter(MEMBER_1),
  integrityVoter(MEMBER_2, {
    registeredAt: '2026-10-16T10:40:00.000Z',
    ageDaysAtRegistration: 2,
  }),
]);

export const FLAGGED_VOTERS = voterList([
  integrityVoter(MEMBER_1),
  integrityVoter(YOUNG, {
    activatedBy: 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf',
    clusterFunder: null,
    signals: ['young_account'],
    excluded: true,
    ageDaysAtRegistration: 1,
    votes: [{ nominationId: LARS, vote: 'UP' }],
  }),
]);
