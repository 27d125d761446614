// The GitHub stand-in driven by the unmodified @octokit/core, as the API drives GitHub.
import { Octokit } from '@octokit/core';
import { RequestError } from '@octokit/request-error';
import { DEMO_REPOSITORIES } from './githubDefaults';
import { startGitHubSimulator, type GitHubSimulator } from './startGitHubSimulator';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

let github: GitHubSimulator;
let octokit: Octokit;

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

function client(token?: string) {
  return new Octokit({ baseUrl: github.url, log: quiet, ...(token ? { auth: token } : {}) });
}

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${github.url}/__simulator/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** The error an Octokit call failed with (fails the test when it succeeded). */
async function failure(call: Promise<unknown>): Promise<RequestError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

beforeEach(async () => {
  github = await startGitHubSimulator({ port: 0, anonymousLimit: 5 });
  octokit = client();
});

afterEach(() => github.close());

describe('GitHub stand-in: repositories', () => {
  it('answers a public repository in GitHub canonical case, with its figures', async () => {
    const { status, data } = await octokit.request('GET /repos/{owner}/{repo}', {
      owner: 'xrplf',
      repo: 'XRPL.JS',
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      full_name: 'XRPLF/xrpl.js',
      name: 'xrpl.js',
      owner: { login: 'XRPLF', type: 'Organization' },
      private: false,
      visibility: 'public',
      stargazers_count: 1243,
      forks_count: 532,
      open_issues_count: 87,
      html_url: 'https://github.com/XRPLF/xrpl.js',
    });
    expect(Date.parse(data.pushed_at!)).toBeGreaterThan(Date.now() - 7 * DAY_MS);
  });

  it('answers 404 for a missing repository, and for a private one to a caller without a token', async () => {
    for (const repo of ['no-such-repo', 'private-roadmap']) {
      const error = await failure(
        octokit.request('GET /repos/{owner}/{repo}', { owner: 'XRPLF', repo }),
      );
      expect(error.status).toBe(404);
      expect(error.response?.data).toEqual({
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest/repos/repos#get-a-repository',
        status: '404',
      });
    }
  });

  it('shows a private repository to a caller with a token', async () => {
    const { data } = await client('ghp_test').request('GET /repos/{owner}/{repo}', {
      owner: 'XRPLF',
      repo: 'private-roadmap',
    });
    expect(data).toMatchObject({ private: true, visibility: 'private' });
  });

  it('holds every demo repository', async () => {
    const names = (await control('GET', 'repos')).body as Array<{ fullName: string }>;
    expect(names.map((repository) => repository.fullName)).toEqual(
      DEMO_REPOSITORIES.map((repository) => repository.fullName),
    );
  });
});

describe('GitHub stand-in: commits and users', () => {
  beforeEach(async () => {
    expect(
      await control('POST', 'repos', {
        fullName: 'glow-test/commits',
        commits: [
          { author: 'alice', date: daysAgo(1) },
          { author: 'alice', date: daysAgo(40) },
          { author: 'Alice', email: 'alice@example.org', date: daysAgo(300) },
          { author: 'bob', date: daysAgo(2) },
        ],
      }),
    ).toMatchObject({ status: 201, body: { fullName: 'glow-test/commits', commits: 4 } });
  });

  const commits = (query: Record<string, string | number>) =>
    octokit.request('GET /repos/{owner}/{repo}/commits', {
      owner: 'glow-test',
      repo: 'commits',
      ...query,
    });

  it('lists commits newest first, by author login (any case) or email, since a date', async () => {
    const byAlice = await commits({ author: 'ALICE' });
    expect(byAlice.data.map((commit) => commit.commit.author?.date)).toEqual(
      [daysAgo(1).slice(0, 10), daysAgo(40).slice(0, 10), daysAgo(300).slice(0, 10)].map((day) =>
        expect.stringContaining(day),
      ),
    );
    expect(byAlice.data[0]).toMatchObject({ author: { login: 'alice', type: 'User' } });

    const recent = await commits({ author: 'alice', since: daysAgo(180) });
    expect(recent.data).toHaveLength(2);
    expect((await commits({ author: 'alice@example.org' })).data).toHaveLength(1);
    expect((await commits({ since: daysAgo(10) })).data).toHaveLength(2);
    expect((await commits({ author: 'nobody' })).data).toEqual([]);
  });

  it('pages with a Link header whose last page counts the commits at per_page=1', async () => {
    const first = await commits({ author: 'alice', per_page: 1 });
    expect(first.data).toHaveLength(1);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toMatch(/[?&]page=3>; rel="last"/);
    expect(first.headers.link).toContain(`<${github.url}/repos/glow-test/commits/commits?`);
    const last = await commits({ author: 'alice', per_page: 1, page: 3 });
    expect(last.headers.link).not.toContain('rel="next"');
    expect(last.headers.link).toContain('rel="prev"');
    expect((await commits({ author: 'bob', per_page: 1 })).headers.link).toBeUndefined();
  });

  it('refuses an invalid since (422) and answers 409 for a repository without commits', async () => {
    expect((await failure(commits({ since: 'yesterday' }))).status).toBe(422);
    await control('POST', 'repos', { fullName: 'glow-test/empty' });
    const empty = await failure(
      octokit.request('GET /repos/{owner}/{repo}/commits', { owner: 'glow-test', repo: 'empty' }),
    );
    expect(empty.status).toBe(409);
    expect(empty.message).toContain('Git Repository is empty.');
  });

  it('answers users who committed, and 404 for others', async () => {
    const { data } = await octokit.request('GET /users/{username}', { username: 'mokafor' });
    expect(data).toMatchObject({ login: 'mokafor', type: 'User', email: null });
    const missing = await failure(
      octokit.request('GET /users/{username}', { username: 'no-such-user' }),
    );
    expect(missing.status).toBe(404);
  });
});

describe('GitHub stand-in: rate limits', () => {
  const getRepository = (caller = octokit) =>
    caller.request('GET /repos/{owner}/{repo}', { owner: 'XRPLF', repo: 'rippled' });

  it('counts requests down in the x-ratelimit headers, per hour, 404s included', async () => {
    const first = await getRepository();
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '4',
      'x-ratelimit-used': '1',
      'x-ratelimit-resource': 'core',
    });
    const reset = Number(first.headers['x-ratelimit-reset']);
    expect(reset * 1000).toBeGreaterThan(Date.now() + 59 * 60_000);
    const missing = await failure(
      octokit.request('GET /repos/{owner}/{repo}', { owner: 'XRPLF', repo: 'gone' }),
    );
    expect(missing.response?.headers['x-ratelimit-remaining']).toBe('3');
    // GET /rate_limit is not counted.
    const { data } = await octokit.request('GET /rate_limit');
    expect(data.resources.core).toMatchObject({ limit: 5, remaining: 3, used: 2, reset });
  });

  it('answers 403 with remaining 0 once the anonymous budget is spent; a token has its own', async () => {
    for (let call = 0; call < 5; call += 1) await getRepository();
    const refused = await failure(getRepository());
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/^API rate limit exceeded for 127\.0\.0\.1\./);
    expect(refused.response?.headers['x-ratelimit-remaining']).toBe('0');
    const withToken = await getRepository(client('ghp_test'));
    expect(withToken.headers).toMatchObject({
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
    });
  });

  it('answers rate-limited on demand: primary until its reset, secondary with retry-after, then off', async () => {
    await control('POST', 'rate-limit', { mode: 'primary', resetInSeconds: 600 });
    const primary = await failure(getRepository(client('ghp_test')));
    expect(primary.status).toBe(403);
    expect(primary.response?.headers['x-ratelimit-remaining']).toBe('0');
    const reset = Number(primary.response?.headers['x-ratelimit-reset']) * 1000;
    expect(reset).toBeGreaterThan(Date.now() + 590_000);
    expect(reset).toBeLessThan(Date.now() + 610_000);

    await control('POST', 'rate-limit', { mode: 'secondary', retryAfterSeconds: 30 });
    const secondary = await failure(getRepository());
    expect(secondary.status).toBe(429);
    expect(secondary.response?.headers['retry-after']).toBe('30');
    expect(secondary.message).toContain('secondary rate limit');

    await control('POST', 'rate-limit', { mode: 'off' });
    expect((await getRepository()).status).toBe(200);
    expect((await control('POST', 'rate-limit', { mode: 'sometimes' })).status).toBe(400);
  });
});

describe('GitHub stand-in: controls', () => {
  it('adds a repository (409 when it exists), makes it private, and deletes it', async () => {
    const added = await control('POST', 'repos', {
      fullName: 'glow-test/new-repo',
      stars: 12,
      openIssues: 3,
      pushedAt: '2026-11-02T10:00:00Z',
    });
    expect(added).toMatchObject({ status: 201, body: { private: false, stars: 12 } });
    const { data } = await octokit.request('GET /repos/{owner}/{repo}', {
      owner: 'glow-test',
      repo: 'new-repo',
    });
    expect(data).toMatchObject({ stargazers_count: 12, open_issues_count: 3 });
    expect(data.pushed_at).toBe('2026-11-02T10:00:00.000Z');
    expect((await control('POST', 'repos', { fullName: 'GLOW-TEST/new-repo' })).status).toBe(409);
    expect((await control('POST', 'repos', { fullName: 'not a name' })).status).toBe(400);
    expect((await control('POST', 'repos', { fullName: 'a/b', stars: -1 })).body).toEqual({
      message: 'stars must be a whole number from 0',
    });

    const get = () =>
      failure(
        octokit.request('GET /repos/{owner}/{repo}', { owner: 'glow-test', repo: 'new-repo' }),
      );
    expect(
      await control('POST', 'repos/glow-test/new-repo/visibility', { private: true }),
    ).toMatchObject({ status: 200, body: { private: true } });
    expect((await get()).status).toBe(404);
    expect((await control('DELETE', 'repos/glow-test/new-repo')).status).toBe(204);
    expect((await control('DELETE', 'repos/glow-test/new-repo')).status).toBe(404);
    expect((await get()).status).toBe(404);
  });

  it('stops answering: connections closed, or left silent until it is up again', async () => {
    await control('POST', 'down', { down: true });
    const reset = await failure(octokit.request('GET /users/{username}', { username: 'smarin' }));
    expect(reset.status).toBe(500);
    expect(reset.response).toBeUndefined();

    await control('POST', 'down', { down: true, silent: true });
    const started = Date.now();
    const silent = await failure(
      octokit.request('GET /users/{username}', {
        username: 'smarin',
        request: { signal: AbortSignal.timeout(300) },
      }),
    );
    expect(silent.status).toBe(500);
    expect(silent.response).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await control('POST', 'down', { down: false });
    expect((await octokit.request('GET /users/{username}', { username: 'smarin' })).status).toBe(
      200,
    );
  });

  it('logs the REST requests (not the controls) and starts over on reset', async () => {
    await client('ghp_test').request('GET /repos/{owner}/{repo}/commits', {
      owner: 'XRPLF',
      repo: 'clio',
      author: 'tvidal',
    });
    await control('POST', 'repos', { fullName: 'glow-test/temporary' });
    const logged = await control('GET', 'requests');
    expect(logged.body).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/repos/XRPLF/clio/commits',
        query: { author: 'tvidal' },
        authorised: true,
        status: 200,
      }),
    ]);
    expect(github.requests).toHaveLength(1);

    expect(await control('POST', 'reset')).toEqual({
      status: 200,
      body: { repositories: DEMO_REPOSITORIES.length },
    });
    expect((await control('GET', 'requests')).body).toEqual([]);
    expect(
      (
        await failure(
          octokit.request('GET /repos/{owner}/{repo}', { owner: 'glow-test', repo: 'temporary' }),
        )
      ).status,
    ).toBe(404);
  });

  it('shows its repositories and last requests on its front page, escaped', async () => {
    await control('POST', 'repos', { fullName: 'glow-test/page' });
    await failure(octokit.request('GET /users/{username}', { username: '<b>' }));
    const page = await fetch(`${github.url}/`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<td>glow-test/page</td>');
    expect(html).toContain('GET /users/%3Cb%3E · 404');
    expect(html).not.toContain('<b>');
  });
});
