// Voting (POST /api/votes) and what the pages read (GET /api/nominations, /api/projects,
// /api/cohorts/active): the product's words for each vote, scores, the voter's own vote, who
// may vote on what and when, and listing with sort, search and pages.
import type {
  ActiveCohort,
  CastVoteResponse,
  Cohort,
  NominationList,
  ProjectList,
  VoteType,
} from '@glow/contract';
import { eq } from 'drizzle-orm';
import { votes } from '../db/schema';
import { DEMO_COHORT_NAME } from '../seed/demoProgramme';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import { addCohort, moveCohortTo, withoutUnclosedCohortVotes } from '../testing/testProgramme';
import { moveCohortPastJudging } from '../testing/testJudging';

let api: TestApi;
let cohort: Cohort;
/** The demo cohort's six nominations, by id. */
let nominationIds: number[];
let alice: ConnectedTestWallet;
let bob: ConnectedTestWallet;
let carol: ConnectedTestWallet;

beforeAll(async () => {
  api = await startTestApi();
  await withoutUnclosedCohortVotes(api.db);
  cohort = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!;
  const listed = await listNominations({ sort: 'newest' });
  nominationIds = listed.body.nominations.map((nomination) => nomination.id).sort((a, b) => a - b);
  [alice, bob, carol] = await Promise.all([
    api.connectWallet('crossmark'),
    api.connectWallet('gemwallet'),
    api.connectWallet('xaman'),
  ]);
  for (const voter of [alice, bob, carol]) await api.registerVoter(voter);
});

afterAll(() => api.close());

function vote(voter: ConnectedTestWallet | string, nominationId: number, type: VoteType) {
  return api.call<CastVoteResponse>('POST', '/api/votes', {
    token: typeof voter === 'string' ? voter : voter.token,
    body: { nominationId, type },
  });
}

function listNominations(query: Record<string, string | number> = {}, token?: string) {
  return api.call<NominationList>('GET', '/api/nominations', { query, token });
}

async function scoreOf(nominationId: number): Promise<number | undefined> {
  const listed = await listNominations({ limit: 100 });
  return listed.body.nominations.find((nomination) => nomination.id === nominationId)?.score;
}

describe('POST /api/votes', () => {
  it('answers what each vote did, the voter’s vote and the score, as the listing shows it', async () => {
    const id = nominationIds[0]!;
    const steps: [ConnectedTestWallet, VoteType, string, 'UP' | 'DOWN' | null, number][] = [
      [alice, 'UP', 'upvote', 'UP', 1],
      [alice, 'UP', 'no change', 'UP', 1],
      [alice, 'DOWN', 'change to downvote', 'DOWN', -1],
      [alice, 'DOWN', 'no change', 'DOWN', -1],
      [alice, 'UP', 'change to upvote', 'UP', 1],
      [bob, 'DOWN', 'downvote', 'DOWN', 0],
      [carol, 'DOWN', 'downvote', 'DOWN', -1],
      [alice, 'NONE', 'remove vote', null, -2],
      [alice, 'NONE', 'no change', null, -2],
      [bob, 'UP', 'change to upvote', 'UP', 0],
      [carol, 'NONE', 'remove vote', null, 1],
      [alice, 'DOWN', 'downvote', 'DOWN', 0],
    ];
    for (const [voter, type, message, myVote, score] of steps) {
      expect({ type, answer: await vote(voter, id, type) }).toEqual({
        type,
        answer: { status: 200, body: { success: true, message, nominationId: id, myVote, score } },
      });
      expect(await scoreOf(id)).toBe(score);
    }
    // One row per voter who has a vote; NONE deleted Carol's.
    const rows = await api.db.select().from(votes).where(eq(votes.nominationId, id));
    expect(rows.map((row) => row.value).sort()).toEqual([-1, 1]);
  });

  it('keeps each nomination’s score to its own votes', async () => {
    const [first, second] = [nominationIds[1]!, nominationIds[2]!];
    expect((await vote(alice, first, 'UP')).body.score).toBe(1);
    expect((await vote(bob, first, 'UP')).body.score).toBe(2);
    expect((await vote(carol, second, 'DOWN')).body.score).toBe(-1);
    expect(await scoreOf(first)).toBe(2);
    expect(await scoreOf(second)).toBe(-1);
  });

  it('refuses a nomination that does not exist (404 nomination not found)', async () => {
    for (const id of [999_999, 2_147_483_647]) {
      expect(await vote(alice, id, 'UP')).toEqual({
        status: 404,
        body: { message: 'nomination not found' },
      });
    }
  });

  it('refuses a nomination of a cohort that is not the active one (404)', async () => {
    const closed = await addCohort(api.db, { name: 'Wave 0', period: 'closed', nominations: 1 });
    expect(await vote(alice, closed.nominationIds[0]!, 'UP')).toEqual({
      status: 404,
      body: { message: 'nomination not found' },
    });
    expect(await listNominations({ limit: 100 })).toMatchObject({
      body: { total: nominationIds.length },
    });
  });

  it('refuses a wallet that is not a registered voter (403), changing nothing', async () => {
    const stranger = await api.connectWallet('crossmark');
    const before = await scoreOf(nominationIds[3]!);
    for (const type of ['UP', 'DOWN', 'NONE'] as const) {
      expect(await vote(stranger, nominationIds[3]!, type)).toEqual({
        status: 403,
        body: { message: 'voter not registered' },
      });
    }
    expect(await scoreOf(nominationIds[3]!)).toBe(before);
    // A missing nomination is named first.
    expect((await vote(stranger, 999_999, 'UP')).body).toEqual({
      message: 'nomination not found',
    });
  });

  it('lets a signed-in judge who connected a registered wallet vote as that voter', async () => {
    const judge = await api.loginAs('judge');
    const withWallet = await api.connectWallet('crossmark', { token: judge, wallet: alice.keys });
    const answer = await vote(withWallet.token, nominationIds[4]!, 'UP');
    expect(answer.body).toMatchObject({ message: 'upvote', myVote: 'UP', score: 1 });
    // The same voter through Alice's own session sees it as their vote.
    expect((await vote(alice, nominationIds[4]!, 'UP')).body.message).toBe('no change');
  });
});

describe('GET /api/nominations', () => {
  it('shows each voter their own vote, and no vote without a wallet', async () => {
    const mine = async (token?: string) => {
      const listed = await listNominations({ limit: 100 }, token);
      return Object.fromEntries(listed.body.nominations.map((n) => [n.id, n.myVote]));
    };
    const [a, b, c, d, e, f] = nominationIds as [number, number, number, number, number, number];
    expect(await mine(alice.token)).toEqual({
      [a]: 'DOWN',
      [b]: 'UP',
      [c]: null,
      [d]: null,
      [e]: 'UP',
      [f]: null,
    });
    expect(await mine(bob.token)).toEqual({
      [a]: 'UP',
      [b]: 'UP',
      [c]: null,
      [d]: null,
      [e]: null,
      [f]: null,
    });
    expect(await mine(carol.token)).toEqual({
      [a]: null,
      [b]: null,
      [c]: 'DOWN',
      [d]: null,
      [e]: null,
      [f]: null,
    });
    const nobody = Object.fromEntries(nominationIds.map((id) => [id, null]));
    expect(await mine()).toEqual(nobody);
    expect(await mine((await api.connectWallet('gemwallet')).token)).toEqual(nobody);
    expect(await mine(await api.loginAs('scout'))).toEqual(nobody);
  });

  it('names the active cohort and sorts by score (highest first, then oldest nomination)', async () => {
    const listed = await listNominations();
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, limit: 20, total: 6, cohort });
    const scores = listed.body.nominations.map((n) => [n.score, n.id] as const);
    const sorted = [...scores].sort(([s1, id1], [s2, id2]) => s2 - s1 || id1 - id2);
    expect(scores).toEqual(sorted);
    expect(scores[0]).toEqual([2, nominationIds[1]]);
    expect(scores.at(-1)).toEqual([-1, nominationIds[2]]);
    // Every nomination comes with its contributor and projects.
    expect(listed.body.nominations[0]).toMatchObject({
      contributor: { firstName: expect.any(String), githubUsername: expect.any(String) },
      projects: [{ id: expect.any(Number), name: expect.any(String) }],
    });
  });

  it('sorts by newest: latest created first, then highest id', async () => {
    const listed = await listNominations({ sort: 'newest' });
    const order = listed.body.nominations.map((n) => [Date.parse(n.createdAt), n.id] as const);
    expect(order).toEqual([...order].sort(([t1, id1], [t2, id2]) => t2 - t1 || id2 - id1));
  });

  it('pages without gaps or repeats', async () => {
    for (const sort of ['score', 'newest']) {
      const all = (await listNominations({ sort })).body.nominations.map((n) => n.id);
      const pages = [];
      for (let page = 1; page <= 4; page += 1) {
        const listed = await listNominations({ sort, page, limit: 4 });
        expect(listed.body).toMatchObject({ page, limit: 4, total: 6 });
        pages.push(listed.body.nominations.map((n) => n.id));
      }
      expect(pages.map((ids) => ids.length)).toEqual([4, 2, 0, 0]);
      expect(pages.flat()).toEqual(all);
    }
  });

  it.each([
    ['a contributor’s first name', 'Maya', ['mokafor']],
    ['a last name, in another case', 'henriksen', ['lhenriksen']],
    ['a GitHub username', 'chenwei-dev', ['chenwei-dev']],
    ['a project name', 'Clio', ['tvidal']],
    ['words of the description', 'price oracles', ['anaribeiro']],
    ['spaces around the words', '  explorer  ', ['smarin']],
    ['a word in several', 'xrpl', ['mokafor', 'anaribeiro', 'chenwei-dev', 'smarin']],
    ['nothing that matches', 'no such thing', []],
    ['a LIKE wildcard, taken literally', '%', []],
    ['an underscore, taken literally', '_', []],
  ])('searches %s', async (_what, search, usernames) => {
    const listed = await listNominations({ search, limit: 100 });
    expect(listed.status).toBe(200);
    const found = listed.body.nominations.map((n) => n.contributor.githubUsername);
    expect(found.sort()).toEqual([...usernames].sort());
    expect(listed.body.total).toBe(usernames.length);
  });
});

describe('GET /api/projects', () => {
  it('lists every project by name in any case, and pages', async () => {
    const all = await api.call<ProjectList>('GET', '/api/projects', { query: { limit: 100 } });
    expect(all.body.total).toBeGreaterThanOrEqual(6);
    const names = all.body.projects.map((p) => p.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')),
    );
    expect(names).toEqual(expect.arrayContaining(['xrpl.js', 'rippled', 'Clio', 'xrpl-py']));
    const first = await api.call<ProjectList>('GET', '/api/projects', { query: { limit: 4 } });
    const second = await api.call<ProjectList>('GET', '/api/projects', {
      query: { limit: 4, page: 2 },
    });
    expect(first.body).toMatchObject({ page: 1, limit: 4, total: all.body.total });
    expect([...first.body.projects, ...second.body.projects].map((p) => p.name)).toEqual(
      names.slice(0, 8),
    );
  });

  it.each([
    ['a name, in another case', 'CLIO', ['Clio']],
    ['a description', 'python', ['xrpl-py']],
    ['a GitHub repository', 'ripple/explorer', ['XRPL Explorer']],
    ['a wildcard, taken literally', '%', []],
    ['nothing that matches', 'cobol', []],
  ])('searches %s', async (_what, search, expected) => {
    const listed = await api.call<ProjectList>('GET', '/api/projects', { query: { search } });
    expect(listed.status).toBe(200);
    expect(listed.body.projects.map((p) => p.name)).toEqual(expected);
    expect(listed.body.projects[0] ?? null).toEqual(
      expected.length
        ? {
            id: expect.any(Number),
            name: expected[0],
            description: expect.any(String),
            githubRepo: expect.any(String),
            websiteUrl: listed.body.projects[0]?.websiteUrl ?? null,
            xHandle: null,
            // The demo's scout created it, which read its GitHub facts; nominated once.
            github: expect.objectContaining({ status: 'found' }),
            nominations: 1,
          }
        : null,
    );
  });
});

// Last: these move the demo cohort on through its periods (as an admin does) and close it.
describe('when the cohort is not in its voting period', () => {
  it('refuses votes in the assessment and distribution periods (409), still listing the cohort', async () => {
    const id = nominationIds[5]!;
    for (const period of ['assessment', 'distribution'] as const) {
      if (period === 'assessment') await moveCohortTo(api, cohort.id, period);
      else await moveCohortPastJudging(api, cohort.id, period);
      for (const type of ['UP', 'DOWN', 'NONE'] as const) {
        expect(await vote(alice, id, type)).toEqual({
          status: 409,
          body: { message: `Voting is closed: ${DEMO_COHORT_NAME} is in its ${period} period` },
        });
      }
      // The active cohort and its nominations still show, with their scores.
      expect((await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort).toEqual({
        ...cohort,
        period,
        periodStartedAt: expect.any(String),
      });
      expect((await listNominations()).body).toMatchObject({ total: 6, cohort: { period } });
    }
    // Even a voter who is not registered hears that voting is closed, not that they must register.
    const stranger = await api.connectWallet('crossmark');
    expect((await vote(stranger, id, 'UP')).status).toBe(409);
  });

  it('answers "no active cohorts" (404) once the cohort is closed, keeping its votes', async () => {
    const before = await api.db.select().from(votes);
    await moveCohortPastJudging(api, cohort.id, 'closed');
    expect(await api.call('GET', '/api/cohorts/active')).toEqual({
      status: 200,
      body: { cohort: null },
    });
    expect(await vote(alice, nominationIds[0]!, 'UP')).toEqual({
      status: 404,
      body: { message: 'no active cohorts' },
    });
    expect((await listNominations({}, alice.token)).body).toEqual({
      page: 1,
      limit: 20,
      total: 0,
      cohort: null,
      nominations: [],
    });
    expect(await api.db.select().from(votes)).toHaveLength(before.length);
  });

  it('refuses votes on the next cohort while it takes nominations, then takes them from voters registered before it', async () => {
    const next = await addCohort(api.db, { name: 'Wave 2', period: 'nomination', nominations: 2 });
    const [first] = next.nominationIds as [number];
    expect(await vote(bob, first, 'UP')).toEqual({
      status: 409,
      body: { message: 'Voting is closed: Wave 2 is in its nomination period' },
    });
    await moveCohortTo(api, next.id, 'voting');
    expect((await vote(bob, first, 'UP')).body).toMatchObject({ message: 'upvote', score: 1 });
    expect((await vote(carol, first, 'UP')).body).toMatchObject({ score: 2 });
    // The closed cohort's nominations are no longer open to votes.
    expect((await vote(bob, nominationIds[0]!, 'DOWN')).body).toEqual({
      message: 'nomination not found',
    });
    const listed = await listNominations({}, bob.token);
    expect(listed.body.cohort).toMatchObject({ id: next.id, name: 'Wave 2', period: 'voting' });
    expect(listed.body.nominations.map((n) => [n.id, n.score, n.myVote])).toEqual([
      [first, 2, 'UP'],
      [next.nominationIds[1], 0, null],
    ]);
  });
});
