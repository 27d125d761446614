// The background refresh of GitHub facts: stale and unread projects are read again, fresh ones are
// left alone, a repository gone private is marked missing with its last figures kept, and GitHub's
// budget and pauses are respected (no request while paused or at the reserve).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { githubRateLimits, projects } from '../db/schema';
import { databaseBudgetStore } from '../clients/githubBudget';
import { eventually } from '../testing/eventually';
import { startTestApi, type TestApi } from '../testing/testApi';
import { gitHubRefreshOptions } from '../testing/testGitHubRefresh';
import { refreshStaleFacts, type GitHubRefreshOptions } from './githubRefreshWorker';

let api: TestApi;
let options: GitHubRefreshOptions;

beforeAll(async () => {
  api = await startTestApi({ OUTSIDE_CONNECT_TIMEOUT_MS: '200', OUTSIDE_ANSWER_TIMEOUT_MS: '500' });
  options = gitHubRefreshOptions(api);
});

afterAll(() => api.close());

// Every test starts from unread demo projects, no budget known, and the stand-in as it started.
beforeEach(async () => {
  await api.db.update(projects).set({
    githubStars: null,
    githubForks: null,
    githubOpenIssues: null,
    githubPushedAt: null,
    githubReadAt: null,
    githubStatus: null,
    githubRefreshLeasedUntil: null,
  });
  await api.db.delete(githubRateLimits);
  await api.github.reset();
});

function demoProjects() {
  return api.db.select().from(projects).orderBy(asc(projects.id));
}

function repositoryRequests() {
  return api.github.requests().filter((request) => request.path.startsWith('/repos/'));
}

async function readDaysAgo(days: number, ids?: number[]) {
  await api.db
    .update(projects)
    .set({ githubReadAt: sql`now() - ${`${days} days`}::interval` })
    .where(ids ? inArray(projects.id, ids) : undefined);
}

it('reads every project never read, then leaves fresh facts alone until they are a day old', async () => {
  const seeded = await demoProjects();
  expect(seeded.length).toBeGreaterThan(0);
  expect(seeded.every((project) => project.githubReadAt === null)).toBe(true);

  expect(await refreshStaleFacts(options)).toEqual({ read: seeded.length, ended: 'done' });
  const read = await demoProjects();
  expect(read.find((project) => project.githubRepo === 'XRPLF/xrpl.js')).toMatchObject({
    githubStars: 1243,
    githubForks: 532,
    githubOpenIssues: 87,
    githubStatus: 'found',
    githubRefreshLeasedUntil: null,
  });
  expect(read.every((project) => project.githubReadAt !== null)).toBe(true);

  expect(await refreshStaleFacts(options)).toEqual({ read: 0, ended: 'done' });
  expect(repositoryRequests()).toHaveLength(seeded.length);

  await readDaysAgo(2, [seeded[0]!.id]);
  expect(await refreshStaleFacts(options)).toEqual({ read: 1, ended: 'done' });
  expect(repositoryRequests().at(-1)?.path).toBe(`/repos/${seeded[0]!.githubRepo}`);
});

it('marks a repository gone private as missing and keeps its last figures', async () => {
  await refreshStaleFacts(options);
  await api.github.setPrivate('XRPLF/rippled', true);
  await readDaysAgo(2);
  await refreshStaleFacts(options);
  const [rippled] = await api.db
    .select()
    .from(projects)
    .where(eq(projects.githubRepo, 'XRPLF/rippled'));
  expect(rippled).toMatchObject({ githubStatus: 'missing', githubStars: 4611 });
  expect(rippled!.githubReadAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
});

it('stops at a rate limit, gives the projects back, and asks nothing until the reset', async () => {
  await api.github.rateLimit({ mode: 'primary', resetInSeconds: 600 });
  expect(await refreshStaleFacts(options)).toEqual({ read: 0, ended: 'rate limited' });
  expect(repositoryRequests()).toHaveLength(1);
  const released = await demoProjects();
  expect(released.every((project) => project.githubRefreshLeasedUntil === null)).toBe(true);

  await api.github.rateLimit({ mode: 'off' });
  expect(await refreshStaleFacts(options)).toEqual({ read: 0, ended: 'budget reserved' });
  expect(repositoryRequests()).toHaveLength(1);
});

it("leaves GitHub's last requests to people: stops at the reserve until the window resets", async () => {
  const seeded = await demoProjects();
  const resetAt = new Date(Date.now() + 30 * 60_000);
  // 60 an hour without a token: the reserve is 6; with 8 left, the refresh reads 2 and stops.
  await api.db
    .insert(githubRateLimits)
    .values({ resource: 'core', limit: 60, remaining: 8, resetAt });
  // A GitHub whose every answer says one request less is left.
  const budget = databaseBudgetStore(api.db);
  const counting: GitHubRefreshOptions = {
    ...options,
    github: {
      ...options.github,
      async repository(fullName) {
        const [row] = await api.db.select().from(githubRateLimits);
        await budget.record({
          resource: 'core',
          limit: 60,
          remaining: row!.remaining - 1,
          resetAt,
        });
        return { fullName, private: false, stars: 1, forks: 1, openIssues: 1, pushedAt: null };
      },
    },
  };
  expect(await refreshStaleFacts(counting)).toEqual({ read: 2, ended: 'budget reserved' });
  expect(await refreshStaleFacts(counting)).toEqual({ read: 0, ended: 'budget reserved' });
  const unread = (await demoProjects()).filter((project) => project.githubReadAt === null);
  expect(unread).toHaveLength(seeded.length - 2);
  expect(unread.every((project) => project.githubRefreshLeasedUntil === null)).toBe(true);

  await api.db.update(githubRateLimits).set({ resetAt: new Date(Date.now() - 1000) });
  expect((await refreshStaleFacts(options)).read).toBe(seeded.length - 2);
});

it('gives the projects back when GitHub cannot be reached', async () => {
  await api.github.outage('reset');
  expect(await refreshStaleFacts(options)).toEqual({ read: 0, ended: 'unreachable' });
  const released = await demoProjects();
  expect(released.every((project) => project.githubRefreshLeasedUntil === null)).toBe(true);
  expect(released.every((project) => project.githubReadAt === null)).toBe(true);
});

it('never reads one project twice when two workers run at once', async () => {
  const seeded = await demoProjects();
  const rounds = await Promise.all([
    refreshStaleFacts({ ...options, batch: 2 }),
    refreshStaleFacts({ ...options, batch: 2 }),
    refreshStaleFacts({ ...options, batch: 2 }),
  ]);
  const read = rounds.reduce((sum, round) => sum + round.read, 0);
  expect(read).toBe(Math.min(6, seeded.length));
  const paths = repositoryRequests().map((request) => request.path);
  expect(new Set(paths).size).toBe(paths.length);
});

it('runs in the background of the API, with the first round at start', async () => {
  const running = await startTestApi(
    { GITHUB_REFRESH_INTERVAL_MS: '50' },
    { refreshGitHubFacts: true },
  );
  try {
    await eventually(async () => {
      const rows = await running.db.select().from(projects);
      return rows.length > 0 && rows.every((project) => project.githubStatus === 'found');
    });
  } finally {
    await running.close();
  }
});
