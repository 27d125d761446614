// The counts the database keeps with the votes (each nomination's up and down votes and its votes
// by day, each cohort's voters who took part, the registered voters, all in stripes by voter)
// against a recount, after many voters voted, changed and withdrew their votes at once on one
// nomination over HTTP, and after writes no vote statement makes. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.
import type { ActiveCohort, CohortDetail, Dashboard, VoteType } from '@glow/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  insertVoters,
  unclosedCohortNominationIds,
  withoutUnclosedCohortVotes,
} from '../testing/testProgramme';

const VOTERS = 40;
const VOTES_PER_VOTER = 6;
const TYPES: readonly VoteType[] = ['UP', 'DOWN', 'NONE'];

let api: TestApi;
let baseUrl: string;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  await withoutUnclosedCohortVotes(api.db);
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

async function castOverHttp(token: string, nominationId: number, type: VoteType) {
  const response = await fetch(`${baseUrl}/api/votes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ nominationId, type }),
  });
  return response.status;
}

/** Every kept count that differs from its recount, as `what: kept ≠ counted`. */
async function keptCountsOutOfStep(): Promise<string[]> {
  const rows = await rowsOf<{ what: string; kept: string; counted: string }>(
    api.db.execute(sql`
      select 'nomination ' || coalesce(k.nomination_id, c.nomination_id)
          || ' stripe ' || coalesce(k.stripe, c.stripe) as what,
        coalesce(k.up, 0) || ' up, ' || coalesce(k.down, 0) || ' down' as kept,
        coalesce(c.up, 0) || ' up, ' || coalesce(c.down, 0) || ' down' as counted
      from nomination_vote_stripes k
      full join (select nomination_id, voter_id % 8 as stripe,
          count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down
        from votes group by 1, 2) c on c.nomination_id = k.nomination_id and c.stripe = k.stripe
      union all
      select 'nomination ' || coalesce(k.nomination_id, c.nomination_id) || ' on '
          || coalesce(k.day, c.day) || ' stripe ' || coalesce(k.stripe, c.stripe),
        coalesce(k.up, 0) || ' up, ' || coalesce(k.down, 0) || ' down' as kept,
        coalesce(c.up, 0) || ' up, ' || coalesce(c.down, 0) || ' down' as counted
      from nomination_vote_days k
      full join (select nomination_id, (updated_at at time zone 'UTC')::date as day,
          voter_id % 8 as stripe,
          count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down
        from votes group by 1, 2, 3) c
        on c.nomination_id = k.nomination_id and c.day = k.day and c.stripe = k.stripe
      union all
      select distinct 'cohort of nomination ' || k.nomination_id || ' by day', k.cohort_id::text,
        n.cohort_id::text
      from nomination_vote_days k join nominations n on n.id = k.nomination_id
      union all
      select 'cohort ' || coalesce(k.cohort_id, c.cohort_id) || ' stripe '
          || coalesce(k.stripe, c.stripe),
        coalesce(k.voters, 0) || ' voters', coalesce(c.voters, 0) || ' voters'
      from cohort_voter_counts k
      full join (select cohort_id, voter_id % 64 as stripe, count(*) as voters
        from cohort_voters group by 1, 2) c on c.cohort_id = k.cohort_id and c.stripe = k.stripe
      union all
      select 'registered', (select coalesce(sum(voters), 0) from registered_voter_counts)::text,
        (select count(*) from voters)::text`),
  );
  return rows
    .filter((row) => row.kept !== row.counted)
    .map((row) => `${row.what}: ${row.kept} ≠ ${row.counted}`);
}

it(`${VOTERS} voters voting, changing and withdrawing at once on one nomination: the kept counts equal a recount`, async () => {
  const voters = await insertVoters(api.db, VOTERS);
  const [popular, other] = await unclosedCohortNominationIds(api.db);
  const cohort = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!;

  // Each voter's votes one after another (the last one is theirs), all voters at once; every
  // fourth voter also votes on a second nomination meanwhile.
  const typesOf = (index: number) =>
    Array.from(
      { length: VOTES_PER_VOTER },
      (_, n) => TYPES[(index + n * ((index % 5) + 1)) % TYPES.length]!,
    );
  const statuses = await Promise.all(
    voters.map(async (voter, index) => {
      const answered: number[] = [];
      const chain = async (nominationId: number) => {
        for (const type of typesOf(index)) {
          answered.push(await castOverHttp(voter.token, nominationId, type));
        }
      };
      await Promise.all([chain(popular!), index % 4 === 0 ? chain(other!) : Promise.resolve()]);
      return answered;
    }),
  );
  const votersWhoVoted = voters.filter((_, index) =>
    typesOf(index).some((type) => type !== 'NONE'),
  ).length;
  expect(statuses.flat().filter((status) => status !== 200)).toEqual([]);
  expect(await keptCountsOutOfStep()).toEqual([]);

  // The popular nomination's votes are spread over its voters' stripes, not on one row.
  const [spread] = await rowsOf<{ stripes: number }>(
    api.db.execute(
      sql`select count(*)::int as stripes from nomination_vote_stripes where nomination_id = ${popular!}`,
    ),
  );
  expect(spread!.stripes).toBeGreaterThan(1);

  // What the admin's pages show is the recount.
  const [recount] = await rowsOf<{
    votes: number;
    votesToday: number;
    voters: number;
    registered: number;
  }>(
    api.db.execute(sql`
      select (select count(*) from votes v join nominations n on n.id = v.nomination_id
          where n.cohort_id = ${cohort.id})::int as votes,
        (select count(*) from votes v join nominations n on n.id = v.nomination_id
          where n.cohort_id = ${cohort.id}
            and v.updated_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
        )::int as "votesToday",
        (select count(*) from cohort_voters where cohort_id = ${cohort.id})::int as voters,
        (select count(*) from voters)::int as registered`),
  );
  const detail = await api.call<CohortDetail>('GET', `/api/cohorts/${cohort.id}`, { token: admin });
  expect({ votes: detail.body.figures.votes, voters: detail.body.figures.voters }).toEqual({
    votes: recount!.votes,
    voters: recount!.voters,
  });
  expect(recount!.voters).toBe(votersWhoVoted);
  const dashboard = await api.call<Dashboard>('GET', '/api/dashboard', { token: admin });
  expect(dashboard.body.figures).toMatchObject({
    registeredVoters: recount!.registered,
    votesToday: recount!.votesToday,
  });
  expect(recount!.votesToday).toBeGreaterThan(0);
});

it('keeps the counts through writes no vote statement makes', async () => {
  const [first, second] = await unclosedCohortNominationIds(api.db);
  const [voter] = await insertVoters(api.db, 1);
  // One statement writing votes of several voters on several nominations, changing some.
  await api.db.execute(sql`
    insert into votes (voter_id, nomination_id, value)
    select v.id, n.id, case when (v.id + n.id) % 3 = 0 then -1 else 1 end
    from voters v cross join (values (${first!}::int), (${second!}::int)) as n (id)
    on conflict (voter_id, nomination_id) do update set value = -votes.value`);
  await api.db.execute(sql`
    insert into cohort_voters (cohort_id, voter_id)
    select n.cohort_id, ${voter!.id} from nominations n where n.id = ${first!}
    on conflict do nothing`);
  expect(await keptCountsOutOfStep()).toEqual([]);

  // Votes moved to another day, or changed within their day, in one statement.
  await api.db.execute(sql`
    update votes set updated_at = updated_at - case when voter_id % 2 = 0
      then interval '1 day' else interval '1 second' end, value = -value
    where nomination_id = ${first!}`);
  expect(await keptCountsOutOfStep()).toEqual([]);

  // A nomination withdrawn with its votes (they go by cascade).
  const [withdrawn] = await rowsOf<{ id: number }>(
    api.db.execute(sql`
      select n.id from nominations n
      where n.id in (${sql.join(
        (await unclosedCohortNominationIds(api.db)).map((id) => sql`${id}`),
        sql`, `,
      )})
        and n.id not in (select nomination_id from grants)
        and exists (select 1 from votes v where v.nomination_id = n.id)
      order by n.id desc limit 1`),
  );
  await api.db.execute(sql`delete from nominations where id = ${withdrawn!.id}`);
  expect(await keptCountsOutOfStep()).toEqual([]);
  const [leftOfWithdrawn] = await rowsOf<{ rows: number }>(
    api.db.execute(
      sql`select count(*)::int as rows from nomination_vote_days where nomination_id = ${withdrawn!.id}`,
    ),
  );
  expect(leftOfWithdrawn!.rows).toBe(0);

  // A voter deleted with what hangs on it.
  await api.db.execute(sql`delete from votes where voter_id = ${voter!.id}`);
  await api.db.execute(sql`delete from cohort_voters where voter_id = ${voter!.id}`);
  await api.db.execute(sql`delete from sessions where wallet_address = ${voter!.address}`);
  await api.db.execute(sql`delete from voters where id = ${voter!.id}`);
  expect(await keptCountsOutOfStep()).toEqual([]);
});
