// The public area's calls of the API (voting, projects, results) at the network boundary, for its
// Jest suites: a small in-memory programme (one cohort, its nominations, voters, votes, projects)
// answering as the API does, with the same messages. Tests change its state or replace a route to
// see how the pages react. Only test files import this.
import { VOTE_VALUES, type VoteType } from '@glow/shared-api';
import type { Cohort, ListedProject, Nomination, Results } from '@glow/contract';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';

/** The token of a wallet session, as the fake API hands it out: `wallet:<address>`. */
export const walletToken = (address: string) => `wallet:${address}`;

export const VERIFICATION_ADDRESS = 'rVerify1111111111111111111111111';
export const VOTER_ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

export const WAVE_1: Cohort = {
  id: 1,
  name: 'Wave 1',
  period: 'voting',
  startsAt: '2026-10-01T09:00:00.000Z',
  endsAt: null,
  votingPeriodDays: 14,
  periodStartedAt: '2026-10-15T09:00:00.000Z',
  applicationsDueOn: '2026-12-20',
  cancelReason: null,
};

function project(
  id: number,
  name: string,
  githubRepo: string,
  websiteUrl: string | null,
): ListedProject {
  const description = `${name}, a project`;
  return {
    id,
    name,
    githubRepo,
    websiteUrl,
    description,
    xHandle: null,
    github: null,
    nominations: 1,
  };
}

export const PROJECTS: ListedProject[] = [
  project(1, 'xrpl.js', 'XRPLF/xrpl.js', 'https://js.xrpl.org'),
  project(2, 'rippled', 'XRPLF/rippled', 'https://xrpl.org'),
  project(3, 'XRPL Standards', 'XRPLF/XRPL-Standards', null),
];

type StoredNomination = Omit<Nomination, 'score' | 'myVote'>;

export const PAID_HASH = 'C0FFEE'.repeat(10) + 'C0FF';

/** The Pilot's results: one grant paid, one waiting, one declined. */
export const PILOT_RESULTS: Results['cohorts'][number] = {
  id: 7,
  name: 'Pilot',
  startsAt: '2026-06-01T09:00:00.000Z',
  endsAt: '2026-08-30T17:00:00.000Z',
  figures: { nominations: 3, voters: 40, votes: 120 },
  excluded: { voters: 0, votes: 0, reasons: [] },
  approvedXrp: 4_400,
  paidXrp: 4_000,
  scouts: ['Demo Scout', 'Rui Costa'],
  judges: ['Ana Ruiz', 'Ben Ito', 'Chloé Martin'],
  nominations: [
    {
      id: 21,
      contributor: 'Priya Nair',
      projects: [{ id: 1, name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js' }],
      finalSize: 'medium',
      amountXrp: 4_000,
      returnedToPool: false,
      paid: {
        txHash: PAID_HASH,
        explorerUrl: `https://testnet.xrpl.org/transactions/${PAID_HASH}`,
        paidAt: '2026-08-03T10:00:00.000Z',
      },
    },
    {
      id: 22,
      contributor: 'Jonas Becker',
      projects: [{ id: 3, name: 'XRPL Standards', githubRepo: 'XRPLF/XRPL-Standards' }],
      finalSize: 'small',
      amountXrp: 400,
      returnedToPool: false,
      paid: null,
    },
    {
      id: 23,
      contributor: 'Aiko Tanaka',
      projects: [{ id: 2, name: 'rippled', githubRepo: 'XRPLF/rippled' }],
      finalSize: 'decline',
      amountXrp: null,
      returnedToPool: false,
      paid: null,
    },
    {
      id: 24,
      contributor: 'Lars Henriksen',
      projects: [{ id: 2, name: 'rippled', githubRepo: 'XRPLF/rippled' }],
      finalSize: 'large',
      amountXrp: 14_000,
      returnedToPool: true,
      paid: null,
    },
  ],
};

export const NOMINATIONS: StoredNomination[] = [
  {
    id: 11,
    description: 'Rewrote the transaction autofill path.',
    categories: ['Solving Technical Debt', 'Creating Community Tools'],
    contributionDate: '2026-09-14',
    createdAt: '2026-10-02T10:00:00.000Z',
    contributor: { firstName: 'Maya', lastName: 'Okafor', githubUsername: 'mokafor' },
    projects: [PROJECTS[0]!],
    scouts: 2,
  },
  {
    id: 12,
    description: 'Fixed a race in the ledger acquisition code.',
    categories: ['Improving the Core Protocol'],
    contributionDate: '2026-08-30',
    createdAt: '2026-10-03T10:00:00.000Z',
    contributor: { firstName: 'Lars', lastName: 'Henriksen', githubUsername: 'lhenriksen' },
    projects: [PROJECTS[1]!],
    scouts: 1,
  },
  {
    id: 13,
    description: 'Drafted a new XLS for price oracle metadata.',
    categories: ['Creating New Standards'],
    contributionDate: '2026-10-02',
    createdAt: '2026-10-01T10:00:00.000Z',
    contributor: { firstName: 'Ana', lastName: 'Ribeiro', githubUsername: 'anaribeiro' },
    projects: [PROJECTS[2]!],
    scouts: 1,
  },
];

/** What a vote did, in the API's words. */
function describeVoteChange(previous: 'UP' | 'DOWN' | null, next: VoteType): string {
  const before = previous ? VOTE_VALUES[previous] : 0;
  if (VOTE_VALUES[next] === before) return 'no change';
  if (next === 'NONE') return 'remove vote';
  if (previous === null) return next === 'UP' ? 'upvote' : 'downvote';
  return next === 'UP' ? 'change to upvote' : 'change to downvote';
}

export interface FakePublicApi {
  calls: ReceivedCall[];
  /** Change freely: the next answers follow. */
  state: {
    cohort: Cohort | null;
    nominations: StoredNomination[];
    projects: ListedProject[];
    /** Registered voters' addresses. */
    voters: Set<string>;
    /** Votes by `${address}/${nominationId}`; plus `baseScores` from other voters. */
    votes: Map<string, 'UP' | 'DOWN'>;
    baseScores: Map<number, number>;
    /** What GET /api/results answers. */
    results: Results;
  };
  /** Routes the tests replace, e.g. to answer an error or to answer later. */
  routes: Record<string, FakeRoute>;
  /** The calls to one route, `METHOD /path`. */
  callsTo(route: string): ReceivedCall[];
}

const connectWallet = { status: 401, body: { message: 'Please connect your wallet' } };

export function installPublicApi(): FakePublicApi {
  const state: FakePublicApi['state'] = {
    cohort: { ...WAVE_1 },
    nominations: NOMINATIONS,
    projects: PROJECTS,
    voters: new Set(),
    votes: new Map(),
    baseScores: new Map([
      [11, 3],
      [12, 1],
      [13, 0],
    ]),
    results: { cohorts: [PILOT_RESULTS] },
  };
  const addressOf = (call: ReceivedCall) =>
    call.token?.startsWith('wallet:') ? call.token.slice('wallet:'.length) : null;
  const scoreOf = (id: number) =>
    (state.baseScores.get(id) ?? 0) +
    [...state.votes].reduce(
      (sum, [key, vote]) => sum + (key.endsWith(`/${id}`) ? VOTE_VALUES[vote] : 0),
      0,
    );

  const routes: Record<string, FakeRoute> = {
    'GET /api/config': {
      body: {
        network: { id: 1, name: 'XRPL Testnet', xaman: 'TESTNET' },
        voterRegistration: { destination: VERIFICATION_ADDRESS, amountDrops: '1' },
      },
    },
    'GET /api/cohorts/active': () => ({ body: { cohort: state.cohort } }),
    'GET /api/nominations': (call) => {
      const page = Number(call.query.page ?? 1);
      const limit = Number(call.query.limit ?? 20);
      const address = addressOf(call);
      const search = (call.query.search ?? '').toLowerCase();
      if (!state.cohort) return { body: { cohort: null, nominations: [], total: 0, page, limit } };
      const matching = state.nominations
        .filter(
          (nomination) =>
            !search ||
            nomination.description.toLowerCase().includes(search) ||
            nomination.projects.some((entry) => entry.name.toLowerCase().includes(search)),
        )
        .map((nomination) => ({
          ...nomination,
          score: scoreOf(nomination.id),
          myVote: address ? (state.votes.get(`${address}/${nomination.id}`) ?? null) : null,
        }))
        .sort((a, b) =>
          call.query.sort === 'newest'
            ? b.createdAt.localeCompare(a.createdAt)
            : b.score - a.score || a.id - b.id,
        );
      return {
        body: {
          cohort: state.cohort,
          nominations: matching.slice((page - 1) * limit, page * limit),
          total: matching.length,
          page,
          limit,
        },
      };
    },
    'GET /api/projects': (call) => {
      const page = Number(call.query.page ?? 1);
      const limit = Number(call.query.limit ?? 20);
      const search = (call.query.search ?? '').toLowerCase();
      const matching = state.projects.filter(
        (entry) =>
          !search ||
          entry.name.toLowerCase().includes(search) ||
          entry.githubRepo.toLowerCase().includes(search),
      );
      return {
        body: {
          projects: matching.slice((page - 1) * limit, page * limit),
          total: matching.length,
          page,
          limit,
        },
      };
    },
    'GET /api/voters/me': (call) => {
      const address = addressOf(call);
      if (!address) return connectWallet;
      const registered = state.voters.has(address);
      return {
        body: { address, registered, registeredAt: registered ? '2026-10-04T08:00:00.000Z' : null },
      };
    },
    'GET /api/voters/me/votes': (call) => {
      const address = addressOf(call);
      if (!address) return connectWallet;
      if (!state.cohort) return { body: { cohort: null, votes: [] } };
      // Newest first: the votes in the order cast, reversed.
      const mine = [...state.votes]
        .filter(([key]) => key.startsWith(`${address}/`))
        .reverse()
        .map(([key, vote]) => {
          const nomination = state.nominations.find(({ id }) => key.endsWith(`/${id}`))!;
          const { firstName, lastName } = nomination.contributor;
          return {
            nominationId: nomination.id,
            contributor: `${firstName} ${lastName}`,
            projects: nomination.projects.map(({ id, name }) => ({ id, name })),
            vote,
            votedAt: '2026-10-21T10:00:00.000Z',
          };
        });
      return { body: { cohort: { id: state.cohort.id, name: state.cohort.name }, votes: mine } };
    },
    'GET /api/results': () => ({ body: state.results }),
    'POST /api/voters': (call) => {
      const address = addressOf(call);
      if (!address) return connectWallet;
      if (state.voters.has(address)) {
        return { status: 409, body: { message: 'voter already registered' } };
      }
      state.voters.add(address);
      return {
        status: 201,
        body: {
          success: true,
          message: 'address registered',
          address,
          registered: true,
          registeredAt: '2026-10-05T08:00:00.000Z',
        },
      };
    },
    'POST /api/votes': (call) => {
      const address = addressOf(call);
      if (!address) return connectWallet;
      const { nominationId, type } = call.body as { nominationId: number; type: VoteType };
      if (!state.cohort) return { status: 404, body: { message: 'no active cohorts' } };
      if (!state.nominations.some((nomination) => nomination.id === nominationId)) {
        return { status: 404, body: { message: 'nomination not found' } };
      }
      if (state.cohort.period !== 'voting') {
        const { name, period } = state.cohort;
        return {
          status: 409,
          body: { message: `Voting is closed: ${name} is in its ${period} period` },
        };
      }
      if (!state.voters.has(address)) {
        return { status: 403, body: { message: 'voter not registered' } };
      }
      const key = `${address}/${nominationId}`;
      const previous = state.votes.get(key) ?? null;
      // A changed vote is the newest: it moves to the end of the map.
      state.votes.delete(key);
      if (type !== 'NONE') state.votes.set(key, type);
      return {
        body: {
          success: true,
          message: describeVoteChange(previous, type),
          nominationId,
          myVote: type === 'NONE' ? null : type,
          score: scoreOf(nominationId),
        },
      };
    },
  };

  // The table is read on every call: tests may replace a route after installing.
  const calls = installFakeApi(routes);
  return {
    calls,
    state,
    routes,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
