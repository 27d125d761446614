// Vote integrity end to end on the ledger stand-in: farms and organic voters register and vote
// through the API, the background round reads them and their funders, and an admin sees the
// clusters, excludes and counts again (audited, until assessment); judges and the public see it.
import type {
  Evaluation,
  EvaluationList,
  Exclusion,
  IntegrityVoterList,
  NominationList,
  ReviewRow,
  VoteIntegrity,
} from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '../db/schema';
import type { ConnectedTestWallet, TestApi } from '../testing/testApi';
import {
  backgroundRound,
  farmWallets,
  readIntegrity,
  startIntegrityTestApi,
  type IntegrityTestApi,
} from '../testing/testIntegrity';

let context: IntegrityTestApi;
let api: TestApi;
let admin: string;
let cohortId: number;
let nominationIds: number[];

beforeAll(async () => {
  context = await startIntegrityTestApi();
  ({ api, admin, cohortId, nominationIds } = context);
});

afterAll(() => api.close());

async function registerFarm(request: { ageDays: number[]; throughHop?: boolean }, voters: number) {
  const farm = await farmWallets(context, request, voters);
  for (const wallet of farm.wallets) await api.registerVoter(wallet);
  return farm;
}

async function vote(wallet: ConnectedTestWallet, nominationId: number, type: 'UP' | 'DOWN') {
  const answer = await api.call('POST', '/api/votes', {
    token: wallet.token,
    body: { nominationId, type },
  });
  expect(answer.status).toBe(200);
}

const integrity = () => readIntegrity(context);

const scoreOn = (page: VoteIntegrity, nominationId: number) =>
  page.nominations.find((nomination) => nomination.id === nominationId)!;

describe('a farm voting alike', () => {
  let farm: Awaited<ReturnType<typeof registerFarm>>;
  let organic: ConnectedTestWallet[];
  let target: number;
  /** The page before this farm registered: the demo's Wave 1 has voters, and a farm, already. */
  let before: VoteIntegrity;

  beforeAll(async () => {
    target = nominationIds[0]!;
    before = await integrity();
    farm = await registerFarm({ ageDays: [3, 3, 3, 3, 3, 3], throughHop: true }, 6);
    for (const wallet of farm.wallets) {
      await vote(wallet, target, 'UP');
      await vote(wallet, nominationIds[1]!, 'DOWN');
    }
    // Faucet wallets: the stand-in holds no payment that created them (history missing).
    organic = [await api.connectWallet('gemwallet'), await api.connectWallet('xaman')];
    for (const wallet of organic) {
      await api.registerVoter(wallet);
      await vote(wallet, target, 'DOWN');
    }
    expect(await backgroundRound(context)).toBe('done');
  });

  it('shows the cluster under the funder two hops up, with its burst and its votes alike', async () => {
    const page = await integrity();
    expect(page.clusters).toHaveLength(before.clusters.length + 1);
    expect(page.clusters).toContainEqual(
      expect.objectContaining({
        funder: farm.funder,
        hops: 2,
        members: 6,
        burst: true,
        votesAlike: true,
        excludedMembers: 0,
      }),
    );
    expect(page.figures).toMatchObject({
      clusters: before.figures.clusters + 1,
      flaggedVoters: before.figures.flaggedVoters + 6,
      excludedVotes: 0,
    });
    expect(page.analysedAt).not.toBeNull();

    const members = await api.call<IntegrityVoterList>(
      'GET',
      `/api/cohorts/${cohortId}/vote-integrity/voters?funder=${farm.funder}`,
      { token: admin },
    );
    expect(members.body.total).toBe(6);
    expect(members.body.voters[0]).toMatchObject({
      clusterFunder: farm.funder,
      ageDaysAtRegistration: 3,
      signals: ['young_account', 'funding_cluster', 'burst', 'votes_alike'],
      excluded: false,
      votes: [
        { nominationId: target, vote: 'UP' },
        { nominationId: nominationIds[1], vote: 'DOWN' },
      ],
    });
  });

  it('scores each nomination with every vote, as tallied and without the flagged voters', async () => {
    const was = scoreOn(before, target);
    const now = scoreOn(await integrity(), target);
    // The farm's six up votes, and the two organic voters' down votes.
    expect(now.everyVoteScore - was.everyVoteScore).toBe(6 - 2);
    expect(now.withoutFlaggedScore - was.withoutFlaggedScore).toBe(-2);
    expect(now.score).toBe(now.everyVoteScore);
  });

  it('excludes the cluster with a written reason, audited; the votes stay stored', async () => {
    const tallied = scoreOn(await integrity(), target);
    const excluded = await api.call<Exclusion>('POST', `/api/cohorts/${cohortId}/vote-exclusions`, {
      token: admin,
      body: { funder: farm.funder, reason: 'Six wallets from one funder, registered in minutes' },
    });
    expect(excluded).toMatchObject({
      status: 201,
      body: { funder: farm.funder, voters: 6, votes: 12, excludedBy: 'admin@glow.local' },
    });
    const after = await integrity();
    expect(scoreOn(after, target)).toMatchObject({
      everyVoteScore: tallied.everyVoteScore,
      score: tallied.everyVoteScore - 6,
      withoutFlaggedScore: tallied.withoutFlaggedScore,
    });
    expect(after.figures).toMatchObject({ excludedVoters: 6, excludedVotes: 12 });
    expect(after.clusters).toContainEqual(
      expect.objectContaining({ funder: farm.funder, excludedMembers: 6 }),
    );

    // Voters and the judges' lists see the tally.
    const ballot = await api.call<NominationList>('GET', '/api/nominations?limit=100');
    expect(ballot.body.nominations.find((n) => n.id === target)!.score).toBe(
      tallied.everyVoteScore - 6,
    );

    const [audit] = await api.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'vote.exclude'), eq(auditLogs.entityId, String(cohortId))));
    expect(audit).toMatchObject({
      actorEmail: 'admin@glow.local',
      details: expect.objectContaining({ funder: farm.funder, voters: 6 }),
    });

    const again = await api.call('POST', `/api/cohorts/${cohortId}/vote-exclusions`, {
      token: admin,
      body: { funder: farm.funder, reason: 'again' },
    });
    expect(again).toEqual({
      status: 409,
      body: { message: "every voter named is already excluded from this cohort's tally" },
    });
  });

  it('counts an exclusion again when lifted, audited', async () => {
    const [exclusion] = (await integrity()).exclusions;
    const lifted = await api.call(
      'DELETE',
      `/api/cohorts/${cohortId}/vote-exclusions/${exclusion!.id}`,
      { token: admin },
    );
    expect(lifted.status).toBe(200);
    const page = await integrity();
    expect(page.exclusions).toEqual([]);
    expect(scoreOn(page, target).score).toBe(scoreOn(page, target).everyVoteScore);
    const audits = await api.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'vote.exclusionLifted'));
    expect(audits).toHaveLength(1);
  });

  it('names what is wrong: no such cluster, a voter not of the cohort, no such exclusion', async () => {
    const stranger = await api.connectWallet('gemwallet');
    const cases = [
      [
        { funder: stranger.address },
        404,
        `${stranger.address} leads no funding cluster of this cohort (as last worked out)`,
      ],
      [{ voterAddress: stranger.address }, 404, `${stranger.address} did not vote in this cohort`],
    ] as const;
    for (const [named, status, message] of cases) {
      expect(
        await api.call('POST', `/api/cohorts/${cohortId}/vote-exclusions`, {
          token: admin,
          body: { ...named, reason: 'x' },
        }),
      ).toEqual({ status, body: { message } });
    }
    expect(
      await api.call('DELETE', `/api/cohorts/${cohortId}/vote-exclusions/999999`, { token: admin }),
    ).toEqual({ status: 404, body: { message: 'exclusion not found' } });
  });

  it("shows judges both scores once the cohort is assessed, and locks the tally's changes", async () => {
    const one = organic[0]!;
    const excluded = await api.call<Exclusion>('POST', `/api/cohorts/${cohortId}/vote-exclusions`, {
      token: admin,
      body: { voterAddress: one.address, reason: 'Asked to be left out' },
    });
    expect(excluded.status).toBe(201);
    const expected = scoreOn(await integrity(), target);

    await api.call('POST', `/api/cohorts/${cohortId}/period`, {
      token: admin,
      body: { period: 'assessment' },
    });
    const judge = await api.loginAs('judge');
    const review = await api.call<{ rows: ReviewRow[] }>(
      'GET',
      `/api/cohorts/${cohortId}/review?limit=100`,
      { token: judge },
    );
    expect(review.body.rows.find((row) => row.nominationId === target)).toMatchObject({
      score: expected.score,
      withoutFlaggedScore: expected.withoutFlaggedScore,
    });
    const list = await api.call<EvaluationList>('GET', `/api/cohorts/${cohortId}/evaluations`, {
      token: judge,
      query: { limit: 100 },
    });
    expect(list.body.evaluations.find((row) => row.nominationId === target)!.score).toBe(
      expected.score,
    );
    const dossier = await api.call<Evaluation>('GET', `/api/nominations/${target}/evaluation`, {
      token: judge,
    });
    expect(dossier.body.votes).toMatchObject({
      score: expected.score,
      withoutFlaggedScore: expected.withoutFlaggedScore,
    });

    const page = await integrity();
    expect(page.lockedBecause).toMatch(/^wrong status: .* is in its assessment period; /);
    for (const [method, path, body] of [
      ['POST', `/api/cohorts/${cohortId}/vote-exclusions`, { funder: farm.funder, reason: 'late' }],
      ['DELETE', `/api/cohorts/${cohortId}/vote-exclusions/${excluded.body.id}`, undefined],
      [
        'PUT',
        `/api/cohorts/${cohortId}/vote-integrity/settings`,
        { ...page.settings, burstVoters: 9 },
      ],
    ] as const) {
      expect(await api.call(method, path, { token: admin, body })).toEqual({
        status: 409,
        body: { message: page.lockedBecause },
      });
    }
  });
});
