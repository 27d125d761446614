// Exclusions as an attacker or a hurried admin would meet them: clusters larger than one statement
// takes as parameters, overlapping exclusions lifted one at a time, lifts at once, another cohort's
// id in the path, a voter excluded in one cohort voting in another, and more funders to count than
// a round may lease. The voters are stored straight in the tables, as the analysis leaves them.
import type {
  AdminNomination,
  CastVoteResponse,
  CohortNominationList,
  Exclusion,
  NominationList,
  VoteIntegrity,
} from '@glow/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import { cohorts, ledgerFunders } from '../db/schema';
import { holdInTransaction } from '../testing/heldTransaction';
import { startTestApi, type TestApi } from '../testing/testApi';
import { addCohort, unclosedCohortNominationIds } from '../testing/testProgramme';
import { claimFundersToCount } from './funderReads';
import { cohortWhileTallyOpen } from './integrityLock';

let api: TestApi;
let admin: string;
let cohortId: number;
let nominationId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  const [cohort] = await api.db.select().from(cohorts).where(isNull(cohorts.endsAt));
  cohortId = cohort!.id;
  nominationId = (await unclosedCohortNominationIds(api.db))[0]!;
});

afterAll(() => api.close());

/** A classic address (the API checks their shape) made of `name`, for a funder or as a prefix. */
const address = (name: string) => `r${name.replaceAll(/[0OIl]/g, 'x').padEnd(26, 'x')}`;

/**
 * `count` voters named `prefix`1…, each voting up on `nominationId` of `cohort`, flagged as members
 * of `funder`'s cluster there; answers their ids.
 */
async function storeCluster(
  funder: string,
  count: number,
  prefix: string,
  cohort = { id: cohortId, nominationId: 0 },
): Promise<number[]> {
  const nomination = cohort.nominationId || nominationId;
  const rows = await rowsOf<{ id: number }>(
    api.db.execute(sql`
      insert into voters (address, registration_tx_hash)
      select ${prefix} || g, ${`${prefix}HASH`} || g from generate_series(1, ${count}::int) g
      returning id`),
  );
  await api.db.execute(sql`
    insert into cohort_voters (cohort_id, voter_id)
    select ${cohort.id}, id from voters where address like ${`${prefix}%`};
  `);
  await api.db.execute(sql`
    insert into votes (voter_id, nomination_id, value)
    select id, ${nomination}, 1 from voters where address like ${`${prefix}%`}`);
  await api.db.execute(sql`
    insert into voter_signals (cohort_id, voter_id, signals, cluster_funder)
    select ${cohort.id}, id, array['funding_cluster']::voter_signal[], ${funder}
    from voters where address like ${`${prefix}%`}`);
  return rows.map((row) => row.id);
}

const exclude = (body: { funder?: string; voterAddress?: string; reason: string }, id = cohortId) =>
  api.call<Exclusion>('POST', `/api/cohorts/${id}/vote-exclusions`, { token: admin, body });

const lift = (exclusionId: number, id = cohortId) =>
  api.call('DELETE', `/api/cohorts/${id}/vote-exclusions/${exclusionId}`, { token: admin });

const integrityOf = async (id = cohortId) =>
  (await api.call<VoteIntegrity>('GET', `/api/cohorts/${id}/vote-integrity`, { token: admin }))
    .body;

const scoreOf = (page: VoteIntegrity, id: number) =>
  page.nominations.find((nomination) => nomination.id === id)!;

async function liftEvery() {
  for (const exclusion of (await integrityOf()).exclusions) {
    expect((await lift(exclusion.id)).status).toBe(200);
  }
}

afterEach(liftEvery);

it('excludes a cluster of more voters than one statement takes as parameters', async () => {
  const funder = address('BigFarmFunder');
  await storeCluster(funder, 25_000, address('BigFarmVoter'));
  const excluded = await exclude({ funder, reason: 'One funder, 25,000 wallets' });
  expect(excluded).toMatchObject({ status: 201, body: { voters: 25_000, votes: 25_000 } });
  const target = scoreOf(await integrityOf(), nominationId);
  expect(target.everyVoteScore - target.score).toBe(25_000);
});

it("keeps a voter excluded while its cluster's exclusion stands, when the one that first covered it is lifted", async () => {
  const funder = address('CrossingFunder');
  await storeCluster(funder, 5, address('CrossingVoter'));
  const one = await exclude({
    voterAddress: `${address('CrossingVoter')}1`,
    reason: 'Asked to be left out',
  });
  const cluster = await exclude({ funder, reason: 'One funder, five wallets' });
  expect(cluster.body.voters).toBe(4);

  expect(await lift(one.body.id)).toEqual({
    status: 200,
    body: {
      success: true,
      message:
        "The exclusion is lifted: 1 of its voters stays excluded under another exclusion of their cluster; any others count in the cohort's tally again",
    },
  });
  const page = await integrityOf();
  expect(page.exclusions).toEqual([expect.objectContaining({ id: cluster.body.id, voters: 5 })]);
  expect(page.figures.excludedVoters).toBe(5);

  // The other way round: a voter the cluster covers cannot be excluded again on its own.
  expect(
    (await exclude({ voterAddress: `${address('CrossingVoter')}2`, reason: 'again' })).status,
  ).toBe(409);
});

it('lifts two overlapping exclusions at once without a deadlock, counting every voter again', async () => {
  const funder = address('TwiceFunder');
  await storeCluster(funder, 5, address('TwiceVoter'));
  const first = await exclude({ funder, reason: 'First look' });
  await storeCluster(funder, 2, address('TwiceLateVoter'));
  const second = await exclude({ funder, reason: 'Two more joined' });
  expect([first.body.voters, second.body.voters]).toEqual([5, 2]);

  const answers = await Promise.all([lift(first.body.id), lift(second.body.id)]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect((await integrityOf()).figures.excludedVoters).toBe(0);
});

it("neither excludes nor lifts through another cohort's id", async () => {
  const funder = address('ElsewhereFunder');
  await storeCluster(funder, 5, address('ElsewhereVoter'));
  const closed = await addCohort(api.db, { name: 'Closed Elsewhere', period: 'closed' });
  const excluded = await exclude({ funder, reason: 'One funder' });
  const before = await integrityOf();

  expect((await lift(excluded.body.id, closed.id)).status).toBe(409);
  expect((await lift(excluded.body.id, 999_999)).status).toBe(404);
  expect((await exclude({ funder, reason: 'One funder' }, closed.id)).status).toBe(409);
  expect(await integrityOf()).toEqual(before);
});

it('counts a voter excluded from one cohort in the tally of another', async () => {
  const other = await addCohort(api.db, { name: 'Closed Other', period: 'closed' });
  const funder = address('TwoCohortsFunder');
  const ids = await storeCluster(funder, 5, address('TwoCohortsVoter'));
  await api.db.execute(sql`
    insert into votes (voter_id, nomination_id, value)
    select id, ${other.nominationIds[0]!}, 1 from voters where id in ${ids}`);
  expect((await exclude({ funder, reason: 'One funder' })).status).toBe(201);
  expect(scoreOf(await integrityOf(other.id), other.nominationIds[0]!)).toMatchObject({
    everyVoteScore: 5,
    score: 5,
  });
});

it("shows the integrity page's score everywhere, with the votes cast after the exclusion left out", async () => {
  const funder = address('EverywhereFunder');
  const ids = await storeCluster(funder, 5, address('EverywhereVoter'));
  expect((await exclude({ funder, reason: 'One funder' })).status).toBe(201);
  const [, later] = await unclosedCohortNominationIds(api.db);
  await api.db.execute(sql`
    insert into votes (voter_id, nomination_id, value)
    select id, ${later!}, -1 from voters where id in ${ids}`);

  const page = await integrityOf();
  const ballot = await api.call<NominationList>('GET', '/api/nominations?limit=100');
  const list = await api.call<CohortNominationList>(
    'GET',
    `/api/cohorts/${cohortId}/nominations?limit=100`,
    { token: admin },
  );
  for (const id of [nominationId, later!]) {
    const { score, everyVoteScore } = scoreOf(page, id);
    expect(everyVoteScore - score).toBe(id === nominationId ? 5 : -5);
    expect(ballot.body.nominations.find((n) => n.id === id)!.score).toBe(score);
    expect(list.body.nominations.find((n) => n.id === id)!.score).toBe(score);
    const one = await api.call<AdminNomination>('GET', `/api/nominations/${id}`, { token: admin });
    expect(one.body.votes.score).toBe(score);
  }
});

it("answers an excluded voter's vote, and exports each nomination, with the tally", async () => {
  const wallet = await api.connectWallet('gemwallet');
  await api.registerVoter(wallet);
  const cast = (type: 'UP' | 'DOWN') =>
    api.call<CastVoteResponse>('POST', '/api/votes', {
      token: wallet.token,
      body: { nominationId, type },
    });
  expect((await cast('UP')).status).toBe(200);
  expect(
    (await exclude({ voterAddress: wallet.address, reason: 'Asked to be left out' })).status,
  ).toBe(201);

  const answer = await cast('DOWN');
  const { score } = scoreOf(await integrityOf(), nominationId);
  expect(answer.body.score).toBe(score);

  const csv = await api.call<string>('GET', `/api/cohorts/${cohortId}/exports/nominations`, {
    token: admin,
  });
  const row = csv.body.split('\r\n').find((line) => line.startsWith(`${nominationId},`))!;
  // score, up_votes and down_votes follow nominated_at, the first numbers of the row.
  const [exported, up, down] = row
    .match(/,(-?\d+),(\d+),(\d+),/)!
    .slice(1)
    .map(Number);
  expect({ exported, counted: up! - down! }).toEqual({ exported: score, counted: score });
});

it('claims no more funders to count than a round may read before its leases lapse', async () => {
  const addresses = Array.from({ length: 70_000 }, (_, i) => `rToCount${i}`);
  const claimed = await claimFundersToCount(
    api.db,
    addresses,
    new Date(),
    50,
    api.config.voterLedger.leaseMs,
  );
  expect(claimed).toHaveLength(50);
  const [leased] = await rowsOf<{ n: number }>(
    api.db.execute(
      sql`select count(*)::int as n from ${ledgerFunders} where ${ledgerFunders.leasedUntil} is not null`,
    ),
  );
  expect(leased!.n).toBe(50);
  await api.db.delete(ledgerFunders).where(eq(ledgerFunders.status, 'unread'));
});

// Last: it moves the cohort on.
it('makes a move to assessment wait for an exclusion under way, then refuses the next', async () => {
  const funder = address('RaceFunder');
  await storeCluster(funder, 5, address('RaceVoter'));
  // The move starts once the exclusion holds the cohort.
  const underWay = await holdInTransaction(api.db, (tx) => cohortWhileTallyOpen(tx, cohortId));
  let moved = false;
  const move = api
    .call('POST', `/api/cohorts/${cohortId}/period`, {
      token: admin,
      body: { period: 'assessment' },
    })
    .finally(() => (moved = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(moved).toBe(false);
  underWay.release();
  await underWay.ended;
  expect((await move).status).toBe(200);
  expect((await exclude({ funder, reason: 'Too late' })).status).toBe(409);
});
