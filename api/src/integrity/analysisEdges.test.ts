// The analysis on the edges of what the ledger and the cohort hold: no voters at all, a farm of
// 5,000 voting wallets, a funder whose read failed or that the ledger does not hold, and two
// funders the data says activated each other. Each cohort is closed and its own, the voters and
// their facts stored straight in the tables as the reads leave them.
import type { IntegrityVoterList, VoteIntegrity } from '@glow/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { holdInTransaction } from '../testing/heldTransaction';
import { startTestApi, type TestApi } from '../testing/testApi';
import { addCohort } from '../testing/testProgramme';
import { analyseCohort } from './analysis';

let api: TestApi;
let admin: string;
let cohortCount = 0;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

const address = (name: string) => `r${name.replaceAll(/[0OIl]/g, 'x').padEnd(26, 'x')}`;

async function newCohort() {
  cohortCount += 1;
  return addCohort(api.db, { name: `Edges ${cohortCount}`, period: 'closed' });
}

/** `count` voters of the cohort activated by `funder` 3 days before registering, voting up. */
async function storeFarm(
  cohort: { id: number; nominationIds: number[] },
  funder: string,
  count: number,
  db: Database = api.db,
) {
  const prefix = address(`${funder.slice(1, 8)}Voter`);
  await db.execute(sql`
    insert into voters (address, registration_tx_hash)
    select ${prefix} || g, ${`${prefix}HASH`} || g from generate_series(1, ${count}::int) g`);
  const ofFarm = sql`from voters where address like ${`${prefix}%`}`;
  await db.execute(sql`insert into cohort_voters (cohort_id, voter_id)
    select ${cohort.id}, id ${ofFarm}`);
  await db.execute(sql`insert into votes (voter_id, nomination_id, value)
    select id, ${cohort.nominationIds[0]!}, 1 ${ofFarm}`);
  await db.execute(sql`
    insert into voter_ledger_facts (voter_id, address, status, activated_at, activated_by, read_at)
    select id, address, 'read', registered_at - interval '3 days', ${funder}, now() ${ofFarm}`);
}

async function storeFunder(
  funder: string,
  facts: { status: 'read' | 'failed' | 'not_found'; activatedBy?: string },
) {
  await api.db.execute(sql`
    insert into ledger_funders (address, status, activated_by, unrelated_accounts, read_at)
    values (${funder}, ${facts.status}, ${facts.activatedBy ?? null}, 0, now())`);
}

const integrityOf = async (cohortId: number) =>
  (
    await api.call<VoteIntegrity>('GET', `/api/cohorts/${cohortId}/vote-integrity`, {
      token: admin,
    })
  ).body;

it('works out a cohort without voters', async () => {
  const cohort = await newCohort();
  expect(await analyseCohort(api.db, cohort.id)).toEqual([]);
  const page = await integrityOf(cohort.id);
  expect(page.analysedAt).not.toBeNull();
  expect(page.figures).toMatchObject({ voters: 0, flaggedVoters: 0, clusters: 0 });
});

it('works out and pages a farm of 5,000 voting wallets', async () => {
  const cohort = await newCohort();
  const funder = address('HugeFarm');
  await storeFarm(cohort, funder, 5_000);
  await storeFunder(funder, { status: 'read' });
  await analyseCohort(api.db, cohort.id);

  const page = await integrityOf(cohort.id);
  expect(page.clusters).toEqual([
    expect.objectContaining({ funder, members: 5_000, burst: true, votesAlike: true }),
  ]);
  expect(page.figures).toMatchObject({ voters: 5_000, flaggedVoters: 5_000 });
  const last = await api.call<IntegrityVoterList>(
    'GET',
    `/api/cohorts/${cohort.id}/vote-integrity/voters?funder=${funder}&page=50&limit=100`,
    { token: admin },
  );
  expect(last.body).toMatchObject({ total: 5_000 });
  expect(last.body.voters).toHaveLength(100);
});

it('keeps one hop for a funder whose read failed or that the ledger does not hold', async () => {
  const cohort = await newCohort();
  const failed = address('FaiwedRead');
  const missing = address('NotFound');
  await storeFarm(cohort, failed, 5);
  await storeFarm(cohort, missing, 5);
  await storeFunder(failed, { status: 'failed' });
  await storeFunder(missing, { status: 'not_found' });
  await analyseCohort(api.db, cohort.id);
  const clusters = (await integrityOf(cohort.id)).clusters;
  expect(clusters.map(({ funder, hops, members }) => ({ funder, hops, members }))).toEqual(
    [failed, missing].sort().map((funder) => ({ funder, hops: 1, members: 5 })),
  );
});

it('follows no further than two hops when two funders are said to have activated each other', async () => {
  const cohort = await newCohort();
  const [one, two] = [address('CyceOne'), address('CyceTwo')];
  await storeFarm(cohort, one, 5);
  await storeFunder(one, { status: 'read', activatedBy: two });
  await storeFunder(two, { status: 'read', activatedBy: one });
  await analyseCohort(api.db, cohort.id);
  const [cluster] = (await integrityOf(cohort.id)).clusters;
  expect(cluster).toMatchObject({ funder: two, hops: 2, members: 5 });
  const [stored] = await rowsOf<{ n: number }>(
    api.db.execute(
      sql`select count(*)::int as n from voter_signals where cohort_id = ${cohort.id}`,
    ),
  );
  expect(stored!.n).toBe(5);
});

it('stores the findings of what it read after an analysis under way, not before it', async () => {
  const cohort = await newCohort();
  const funder = address('Meanwhie');
  await storeFunder(funder, { status: 'read' });
  await analyseCohort(api.db, cohort.id);
  // An analysis under way holds the cohort's row; voters it stores show once it ends.
  const underWay = await holdInTransaction(api.db, async (tx) => {
    await tx.execute(sql`select 1 from cohort_integrity where cohort_id = ${cohort.id} for update`);
    await storeFarm(cohort, funder, 5, tx);
  });
  // The next analysis starts once the row is held, and waits for it.
  const next = analyseCohort(api.db, cohort.id);
  await new Promise((resolve) => setTimeout(resolve, 300));
  underWay.release();
  await Promise.all([underWay.ended, next]);
  expect((await integrityOf(cohort.id)).clusters).toEqual([
    expect.objectContaining({ funder, members: 5 }),
  ]);
});
