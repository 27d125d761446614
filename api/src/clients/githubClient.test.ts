// The GitHub client against the GitHub stand-in: what it reads, what it makes of GitHub's
// failures, and that a rate-limited answer pauses it (no request until the reset).
import { createServer } from 'node:net';
import type { GitHubConfig } from '../config';
import { startTestGitHub, type TestGitHub } from '../testing/testGitHub';
import {
  createGitHubClient,
  GitHubRateLimited,
  GitHubUnreachable,
  rateLimitedUntil,
  type GitHubBudget,
  type GitHubBudgetStore,
} from './githubClient';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEOUTS = { connectMs: 200, answerMs: 500 };

let github: TestGitHub;

beforeEach(async () => {
  github = await startTestGitHub();
});

afterEach(() => github.close());

/** The budget store in memory, recording what the client tells it. */
function memoryBudget() {
  const recorded: GitHubBudget[] = [];
  let pausedUntil: Date | null = null;
  const store: GitHubBudgetStore = {
    record: async (budget) => void recorded.push(budget),
    pause: async (_, until) => void (pausedUntil = until),
    pausedUntil: async () => pausedUntil,
  };
  return { store, recorded, pausedUntil: () => pausedUntil };
}

function clientOf(url: string, budget = memoryBudget(), token: string | null = null) {
  const config: GitHubConfig = {
    apiUrl: url,
    token,
    refresh: { intervalMs: 60_000, maxAgeMs: DAY_MS, batch: 10, leaseMs: 300_000 },
  };
  return createGitHubClient(config, TIMEOUTS, budget.store);
}

async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('The call succeeded');
    },
    (error: unknown) => error,
  );
}

it("reads a repository's facts in GitHub's case, and null for a missing or private one", async () => {
  const client = clientOf(github.url);
  expect(await client.repository('xrplf/XRPL.js')).toEqual({
    fullName: 'XRPLF/xrpl.js',
    private: false,
    stars: 1243,
    forks: 532,
    openIssues: 87,
    pushedAt: expect.any(Date),
  });
  expect(await client.repository('XRPLF/private-roadmap')).toBeNull();
  expect(await client.repository('XRPLF/no-such-repo')).toBeNull();
});

it('sends the token: a private repository it may see is answered as private', async () => {
  const client = clientOf(github.url, memoryBudget(), 'ghp_test');
  expect(await client.repository('XRPLF/private-roadmap')).toMatchObject({ private: true });
  expect(github.requests().at(-1)).toMatchObject({ authorised: true });
});

it("counts a contributor's commits since a date (up to another), and users", async () => {
  const client = clientOf(github.url);
  const since = new Date(Date.now() - 180 * DAY_MS);
  // mokafor's demo commits on xrpl.js: 14, one every 9 days from 2 days ago (all within 6 months).
  expect(await client.commitCount('XRPLF/xrpl.js', 'mokafor', since)).toBe(14);
  expect(
    await client.commitCount('XRPLF/xrpl.js', 'mokafor', new Date(Date.now() - 30 * DAY_MS)),
  ).toBe(4);
  // Up to a date as well: the 10 commits of 30 days ago and before.
  expect(
    await client.commitCount('XRPLF/xrpl.js', 'mokafor', since, new Date(Date.now() - 30 * DAY_MS)),
  ).toBe(10);
  expect(await client.commitCount('XRPLF/xrpl.js', 'nobody', since)).toBe(0);
  expect(await client.commitCount('XRPLF/no-such-repo', 'mokafor', since)).toBe(0);
  await github.addRepository({ fullName: 'glow-test/empty' });
  expect(await client.commitCount('glow-test/empty', 'mokafor', since)).toBe(0);
  expect(await client.user('MOKAFOR')).toEqual({ login: 'mokafor', name: 'mokafor' });
  expect(await client.user('no-such-user')).toBeNull();
});

it("records GitHub's budget from every answer, 404s included", async () => {
  const budget = memoryBudget();
  const client = clientOf(github.url, budget);
  await client.repository('XRPLF/rippled');
  await client.repository('XRPLF/gone');
  expect(budget.recorded).toEqual([
    { resource: 'core', limit: 60, remaining: 59, resetAt: expect.any(Date) },
    { resource: 'core', limit: 60, remaining: 58, resetAt: expect.any(Date) },
  ]);
});

it('pauses at a rate-limited answer until its reset, and asks GitHub nothing meanwhile', async () => {
  const budget = memoryBudget();
  const client = clientOf(github.url, budget);
  await github.rateLimit({ mode: 'primary', resetInSeconds: 120 });
  const limited = await rejection(client.repository('XRPLF/rippled'));
  expect(limited).toBeInstanceOf(GitHubRateLimited);
  const until = (limited as GitHubRateLimited).until.getTime();
  expect(until).toBeGreaterThan(Date.now() + 110_000);
  expect(budget.pausedUntil()?.getTime()).toBe(until);

  await github.rateLimit({ mode: 'off' });
  const requests = github.requests().length;
  expect(await rejection(client.user('mokafor'))).toBeInstanceOf(GitHubRateLimited);
  expect(github.requests()).toHaveLength(requests);
});

it('takes a 403 that is not a rate limit for a failure, not a pause', () => {
  const now = Date.parse('2026-11-24T00:00:00Z');
  const reset = String(now / 1000 + 300);
  expect(
    rateLimitedUntil(403, { 'x-ratelimit-remaining': '12' }, 'Resource not accessible', now),
  ).toBeNull();
  expect(rateLimitedUntil(404, { 'x-ratelimit-remaining': '0' }, 'Not Found', now)).toBeNull();
  expect(
    rateLimitedUntil(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }, '', now),
  ).toEqual(new Date(now + 300_000));
  expect(
    rateLimitedUntil(429, { 'retry-after': '30', 'x-ratelimit-remaining': '0' }, '', now),
  ).toEqual(new Date(now + 30_000));
  expect(
    rateLimitedUntil(
      403,
      { 'x-ratelimit-remaining': '7' },
      'You have exceeded a secondary rate limit',
      now,
    ),
  ).toEqual(new Date(now + 60_000));
  // A reset already past (another clock) still waits a moment.
  expect(
    rateLimitedUntil(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' }, '', now),
  ).toEqual(new Date(now + 1000));
});

it('is unreachable when GitHub refuses connections, closes them, or never answers', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as { port: number };
  await new Promise((resolve) => closed.close(resolve));
  expect(
    await rejection(clientOf(`http://127.0.0.1:${port}`).repository('XRPLF/rippled')),
  ).toBeInstanceOf(GitHubUnreachable);

  const client = clientOf(github.url);
  await github.outage('reset');
  expect(await rejection(client.repository('XRPLF/rippled'))).toBeInstanceOf(GitHubUnreachable);
  await github.outage('silent');
  const started = Date.now();
  expect(await rejection(client.repository('XRPLF/rippled'))).toBeInstanceOf(GitHubUnreachable);
  expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.connectMs + TIMEOUTS.answerMs - 20);
  expect(Date.now() - started).toBeLessThan(TIMEOUTS.connectMs + TIMEOUTS.answerMs + 1000);
});
