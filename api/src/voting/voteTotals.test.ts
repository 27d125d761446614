// The totals the votes' triggers keep (nomination_vote_totals) against the votes themselves, for
// the writes no vote statement makes: a nomination deleted with its votes, the votes truncated.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

/** Each nomination with votes or totals: its totals and its votes summed and counted. */
function totalsAndVotes() {
  return rowsOf<{ id: number; kept: string; counted: string }>(
    api.db.execute(sql`
      select n.id, coalesce(t.score, 0) || '/' || coalesce(t.votes, 0) as kept,
        coalesce(sum(v.value), 0) || '/' || count(v.voter_id) as counted
      from nominations n
      left join nomination_vote_totals t on t.nomination_id = n.id
      left join votes v on v.nomination_id = n.id
      group by n.id, t.score, t.votes
      order by n.id`),
  );
}

it("keeps the demo's totals equal to its votes", async () => {
  const rows = await totalsAndVotes();
  expect(rows.some((row) => row.counted !== '0/0')).toBe(true);
  expect(rows.filter((row) => row.kept !== row.counted)).toEqual([]);
});

it('deletes a nomination with its votes and its totals', async () => {
  // Wave 1's last: no grant or assessment holds on to it.
  const voted = (await totalsAndVotes()).filter((row) => row.counted !== '0/0').at(-1);
  await api.db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from nominations where id = ${voted!.id}`);
      const [left] = await rowsOf<{ n: number }>(
        tx.execute(
          sql`select count(*)::int as n from nomination_vote_totals where nomination_id = ${voted!.id}`,
        ),
      );
      expect(left!.n).toBe(0);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });
});

it('clears the totals when the votes are truncated', async () => {
  await api.db.execute(sql`truncate votes`);
  const rows = await totalsAndVotes();
  expect(rows.filter((row) => row.kept !== '0/0')).toEqual([]);
});
