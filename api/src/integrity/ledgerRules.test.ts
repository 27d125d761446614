// The rules that read the ledger stand-in's real answers: an exchange told by the accounts it
// created, the optional minimum account age at registration, and tallies that stay exact while
// votes and exclusions come at once.
import type { IntegritySettings } from '@glow/contract';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import { auditLogs, ledgerFunders } from '../db/schema';
import type { TestApi } from '../testing/testApi';
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

const integrity = () => readIntegrity(context);

async function putSettings(change: Partial<IntegritySettings>) {
  const { settings } = await integrity();
  return api.call('PUT', `/api/cohorts/${cohortId}/vote-integrity/settings`, {
    token: admin,
    body: { ...settings, ...change },
  });
}

it('tells an exchange by the accounts it created: its customers are not a cluster', async () => {
  // 110 accounts, 5 of them voters: 105 besides them, over the 100 that make an exchange.
  const exchange = await farmWallets(context, { ageDays: Array(110).fill(400) }, 5);
  for (const wallet of exchange.wallets) {
    await api.registerVoter(wallet);
    await api.call('POST', '/api/votes', {
      token: wallet.token,
      body: { nominationId: nominationIds[2], type: 'UP' },
    });
  }
  expect(await backgroundRound(context)).toBe('done');
  const [counted] = await api.db
    .select()
    .from(ledgerFunders)
    .where(eq(ledgerFunders.address, exchange.funder));
  // The five voters are known: the 105 others are counted.
  expect(counted).toMatchObject({ unrelatedAccounts: 105, unrelatedAccountsComplete: true });
  const funders = async () => (await integrity()).clusters.map((cluster) => cluster.funder);
  expect(await funders()).not.toContain(exchange.funder);

  // With a higher bound the same funder is no exchange: its five voters are a cluster.
  expect((await putSettings({ exchangeMinAccounts: 106 })).status).toBe(200);
  expect((await integrity()).clusters).toContainEqual(
    expect.objectContaining({ funder: exchange.funder, members: 5 }),
  );
  const [audit] = await api.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.action, 'cohort.integritySettings'),
        eq(auditLogs.entityId, String(cohortId)),
      ),
    );
  expect(audit!.details).toEqual({ exchangeMinAccounts: { from: 100, to: 106 } });
  await putSettings({ exchangeMinAccounts: 100 });
});

it('refuses a registration younger than the minimum age, saying the age needed', async () => {
  const { wallets } = await farmWallets(context, { ageDays: [10, 45] }, 2);
  const [young, old] = wallets;
  expect((await putSettings({ minAccountAgeDays: 30 })).status).toBe(200);
  const payment = await api.payToRegister(young!);
  const refused = await api.call('POST', '/api/voters', {
    token: young!.token,
    body: { transactionHash: payment.hash },
  });
  expect(refused).toEqual({
    status: 409,
    body: {
      message:
        "This wallet's account must be at least 30 days old to register as a voter; it was activated 10 days ago. Your payment was not used: register with it again once the account is old enough",
    },
  });
  const status = await api.call<{ registered: boolean }>('GET', '/api/voters/me', {
    token: young!.token,
  });
  expect(status.body.registered).toBe(false);
  expect(await api.registerVoter(old!)).toMatchObject({ registered: true });

  // Off again: the same account registers.
  expect((await putSettings({ minAccountAgeDays: null })).status).toBe(200);
  expect(await api.registerVoter(young!)).toMatchObject({ registered: true });
});

it('keeps every tally exact while votes and exclusions come at once', async () => {
  const { funder, wallets } = await farmWallets(context, { ageDays: Array(12).fill(2) }, 12);
  for (const wallet of wallets) await api.registerVoter(wallet);
  for (const wallet of wallets.slice(0, 6)) {
    await api.call('POST', '/api/votes', {
      token: wallet.token,
      body: { nominationId: nominationIds[0], type: 'UP' },
    });
  }
  await backgroundRound(context);
  const types = ['UP', 'UP', 'DOWN', 'NONE'] as const;
  const storm = wallets.flatMap((wallet, i) =>
    nominationIds.slice(0, 3).map(
      (nominationId, j) => () =>
        api.call('POST', '/api/votes', {
          token: wallet.token,
          body: { nominationId, type: types[(i + j) % 4] },
        }),
    ),
  );
  const exclude = () =>
    api.call('POST', `/api/cohorts/${cohortId}/vote-exclusions`, {
      token: admin,
      body: { funder, reason: 'One funder, twelve wallets' },
    });
  const answers = await Promise.all([...storm.map((cast) => cast()), exclude(), exclude()]);
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);

  // Recounted straight from the stored votes.
  const recount = await rowsOf<{ id: number; every: number; tally: number; unflagged: number }>(
    api.db.execute(sql`
      select n.id, coalesce(sum(v.value), 0)::int as every,
        coalesce(sum(v.value) filter (where not exists (select 1 from excluded_voters e
          where e.cohort_id = n.cohort_id and e.voter_id = v.voter_id)), 0)::int as tally,
        coalesce(sum(v.value) filter (where not exists (select 1 from excluded_voters e
          where e.cohort_id = n.cohort_id and e.voter_id = v.voter_id) and not exists
          (select 1 from voter_signals s where s.cohort_id = n.cohort_id and s.voter_id = v.voter_id)), 0)::int as unflagged
      from nominations n left join votes v on v.nomination_id = n.id
      where n.cohort_id = ${cohortId} group by n.id`),
  );
  const page = await integrity();
  for (const row of recount) {
    expect(page.nominations.find((n) => n.id === row.id)).toMatchObject({
      everyVoteScore: row.every,
      score: row.tally,
      withoutFlaggedScore: row.unflagged,
    });
  }
  expect(recount.some((row) => row.every !== row.tally)).toBe(true);
});
