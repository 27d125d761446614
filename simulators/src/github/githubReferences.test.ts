// The GitHub stand-in's pull requests, issues and releases, read by the unmodified @octokit/core
// with the fields of GitHub's REST answers.
import { Octokit } from '@octokit/core';
import { RequestError } from '@octokit/request-error';
import { startGitHubSimulator, type GitHubSimulator } from './startGitHubSimulator';

let github: GitHubSimulator;
let octokit: Octokit;

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

async function status(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof RequestError) return error.status;
    throw error;
  }
}

beforeEach(async () => {
  github = await startGitHubSimulator({ port: 0 });
  octokit = new Octokit({ baseUrl: github.url, log: quiet });
});

afterEach(() => github.close());

describe('GitHub stand-in: pull requests, issues and releases', () => {
  it('answers a merged pull request with its title, state and merge time', async () => {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: 'XRPLF',
      repo: 'xrpl.js',
      pull_number: 2741,
    });
    expect(data).toMatchObject({
      number: 2741,
      title: 'Autofill fetches fees and sequences once per batch',
      state: 'closed',
      merged: true,
      html_url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
      user: { login: 'mokafor' },
    });
    expect(Date.parse(data.merged_at!)).toBeLessThan(Date.now());
  });

  it('answers an open pull request with no merge time', async () => {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: 'xrplf',
      repo: 'xrpl.js',
      pull_number: 2788,
    });
    expect(data).toMatchObject({ state: 'open', merged: false, merged_at: null, closed_at: null });
  });

  it('answers an issue, and a pull request as an issue with its pull_request part', async () => {
    const issue = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
      owner: 'XRPLF',
      repo: 'xrpl.js',
      issue_number: 2702,
    });
    expect(issue.data).toMatchObject({ number: 2702, state: 'closed' });
    expect(issue.data.pull_request).toBeUndefined();
    const pull = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
      owner: 'XRPLF',
      repo: 'xrpl.js',
      issue_number: 2741,
    });
    expect(pull.data.pull_request?.html_url).toBe('https://github.com/XRPLF/xrpl.js/pull/2741');
  });

  it('answers a release by its tag with its name and publication', async () => {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/releases/tags/{tag}', {
      owner: 'XRPLF',
      repo: 'xrpl.js',
      tag: 'xrpl@4.3.0',
    });
    expect(data).toMatchObject({ tag_name: 'xrpl@4.3.0', name: 'xrpl.js 4.3.0', draft: false });
    expect(Date.parse(data.published_at!)).toBeLessThan(Date.now());
  });

  it('answers 404 for an unknown number, an issue asked as a pull request, an unknown tag and a private repository', async () => {
    const pull = (owner: string, repo: string, pull_number: number) =>
      octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner,
        repo,
        pull_number,
      });
    expect(await status(pull('XRPLF', 'xrpl.js', 9999))).toBe(404);
    expect(await status(pull('XRPLF', 'xrpl.js', 2702))).toBe(404);
    expect(await status(pull('XRPLF', 'private-roadmap', 1))).toBe(404);
    expect(
      await status(
        octokit.request('GET /repos/{owner}/{repo}/releases/tags/{tag}', {
          owner: 'XRPLF',
          repo: 'xrpl.js',
          tag: 'v0.0.1',
        }),
      ),
    ).toBe(404);
  });

  it('serves the pull requests and releases of a repository added through its controls', async () => {
    const added = await fetch(`${github.url}/__simulator/repos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'glow-demo/ledger-lens',
        pulls: [
          { number: 7, title: 'Lens view', author: 'imoreau', createdAt: '2026-01-02T00:00:00Z' },
        ],
        releases: [{ tag: 'v1.0.0', author: 'imoreau', publishedAt: '2026-02-01T00:00:00Z' }],
      }),
    });
    expect(added.status).toBe(201);
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: 'glow-demo',
      repo: 'ledger-lens',
      pull_number: 7,
    });
    expect(data).toMatchObject({ title: 'Lens view', state: 'open' });
    const release = await octokit.request('GET /repos/{owner}/{repo}/releases/tags/{tag}', {
      owner: 'glow-demo',
      repo: 'ledger-lens',
      tag: 'v1.0.0',
    });
    expect(release.data.name).toBeNull();
  });

  it('answers a repository taken down 451 and one behind SAML enforcement 403, with requests left', async () => {
    for (const [fullName, blocked] of [
      ['glow-demo/taken-down', 'legal'],
      ['sso-org/tools', 'saml'],
    ]) {
      const added = await fetch(`${github.url}/__simulator/repos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName,
          blocked,
          pulls: [
            { number: 7, title: 'Lens view', author: 'imoreau', createdAt: '2026-01-02T00:00:00Z' },
          ],
        }),
      });
      expect(added.status).toBe(201);
    }
    const refusal = async (owner: string, repo: string) => {
      try {
        await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
          owner,
          repo,
          pull_number: 7,
        });
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        return {
          status: error.status,
          message: error.message,
          remaining: error.response?.headers['x-ratelimit-remaining'],
        };
      }
      return null;
    };
    expect(await refusal('glow-demo', 'taken-down')).toMatchObject({
      status: 451,
      message: expect.stringContaining('Repository access blocked'),
    });
    const saml = await refusal('sso-org', 'tools');
    expect(saml).toMatchObject({
      status: 403,
      message: expect.stringContaining('SAML enforcement'),
    });
    expect(Number(saml!.remaining)).toBeGreaterThan(0);
  });
});
