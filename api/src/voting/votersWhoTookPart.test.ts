// Who a cohort's figures count as its voters: those who took part, that is cast at least one vote
// in it, whether they kept it, changed it or removed it since. The vote statement records them
// (`cohort_voters`) as it writes the vote; the figures count those rows, and the close freezes
// that count.
import type { ActiveCohort, CastVoteResponse, CohortDetail, VoteType } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { cohortVoters, voters } from '../db/schema';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import { unclosedCohortNominationIds, withoutUnclosedCohortVotes } from '../testing/testProgramme';
import { moveCohortPastJudging } from '../testing/testJudging';

let api: TestApi;
let admin: string;
let cohortId: number;
let nominationIds: number[];
let alice: ConnectedTestWallet;
let bob: ConnectedTestWallet;
let carol: ConnectedTestWallet;

beforeAll(async () => {
  api = await startTestApi();
  await withoutUnclosedCohortVotes(api.db);
  admin = await api.loginAs('admin');
  cohortId = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
  nominationIds = await unclosedCohortNominationIds(api.db);
  [alice, bob, carol] = await Promise.all([
    api.connectWallet('crossmark'),
    api.connectWallet('gemwallet'),
    api.connectWallet('xaman'),
  ]);
  for (const voter of [alice, bob, carol]) await api.registerVoter(voter);
});

afterAll(() => api.close());

async function vote(voter: ConnectedTestWallet, nominationId: number, type: VoteType) {
  const answer = await api.call<CastVoteResponse>('POST', '/api/votes', {
    token: voter.token,
    body: { nominationId, type },
  });
  return answer.status;
}

/** The cohort's voters and votes, as its page shows them. */
async function figures() {
  const answer = await api.call<CohortDetail>('GET', `/api/cohorts/${cohortId}`, { token: admin });
  expect(answer.status).toBe(200);
  return { voters: answer.body.figures.voters, votes: answer.body.figures.votes };
}

async function firstVotedAt(voter: ConnectedTestWallet): Promise<Date | undefined> {
  const [row] = await api.db
    .select({ at: cohortVoters.firstVotedAt })
    .from(cohortVoters)
    .innerJoin(voters, eq(voters.id, cohortVoters.voterId))
    .where(and(eq(cohortVoters.cohortId, cohortId), eq(voters.address, voter.address)));
  return row?.at;
}

it('counts a voter from their first vote, once, however many votes they cast or change', async () => {
  expect(await figures()).toEqual({ voters: 0, votes: 0 });

  expect(await vote(alice, nominationIds[0]!, 'UP')).toBe(200);
  expect(await figures()).toEqual({ voters: 1, votes: 1 });
  const first = await firstVotedAt(alice);
  expect(first).toBeInstanceOf(Date);

  expect(await vote(alice, nominationIds[0]!, 'DOWN')).toBe(200);
  expect(await vote(alice, nominationIds[1]!, 'UP')).toBe(200);
  expect(await vote(bob, nominationIds[0]!, 'UP')).toBe(200);
  expect(await figures()).toEqual({ voters: 2, votes: 3 });
  expect(await firstVotedAt(alice)).toEqual(first);
});

it('keeps counting a voter who removed every vote: they took part', async () => {
  expect(await vote(bob, nominationIds[0]!, 'NONE')).toBe(200);
  expect(await figures()).toEqual({ voters: 2, votes: 2 });
});

it('does not count removing a vote never cast, nor a vote refused', async () => {
  expect(await vote(carol, nominationIds[2]!, 'NONE')).toBe(200);
  expect(await vote(carol, 987_654, 'UP')).toBe(404);
  expect(await figures()).toEqual({ voters: 2, votes: 2 });
  expect(await firstVotedAt(carol)).toBeUndefined();
});

it('freezes the count when the cohort closes', async () => {
  const closed = await moveCohortPastJudging(api, cohortId, 'closed');
  expect(closed.body.figures).toMatchObject({ voters: 2, votes: 2 });
  expect(await vote(carol, nominationIds[2]!, 'UP')).toBe(404);
  expect(await figures()).toEqual({ voters: 2, votes: 2 });
});
