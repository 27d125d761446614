// GitHub's REST API through @octokit/core, at the configured base URL (the local stand-in outside
// production), with the optional token. Rate limits are respected, never retried: a rate-limited
// answer pauses every call until GitHub's reset (kept in the database, so every API instance
// waits), and a call while paused fails at once without asking GitHub.
import { Octokit } from '@octokit/core';
import { RequestError } from '@octokit/request-error';
import type { GitHubReference, GitHubReferenceState } from '@glow/contract';
import { now } from '../clock';
import type { GitHubConfig, OutsideTimeouts } from '../config';

export interface RepositoryFacts {
  /** `owner/name` in GitHub's case (it follows a renamed repository to its new name). */
  fullName: string;
  private: boolean;
  stars: number;
  forks: number;
  openIssues: number;
  pushedAt: Date | null;
}

/** What GitHub says of a pull request, an issue or a release. */
export interface ReferenceFacts {
  title: string;
  state: GitHubReferenceState;
  /** A merged pull request's merge. */
  mergedAt: Date | null;
  /** A release's publication. */
  publishedAt: Date | null;
}

export interface GitHubUser {
  login: string;
  name: string | null;
}

/**
 * GitHub could not be reached, did not answer in time, or failed (5xx, or an answer we cannot use).
 */
export class GitHubUnreachable extends Error {}

/** GitHub's rate limit is reached: no call before `until`. */
export class GitHubRateLimited extends Error {
  constructor(readonly until: Date) {
    super(`GitHub's rate limit is reached until ${until.toISOString()}`);
  }
}

/** GitHub's budget as its x-ratelimit-* headers last said. */
export interface GitHubBudget {
  resource: string;
  limit: number;
  remaining: number;
  resetAt: Date;
}

/** Where the client keeps GitHub's budget and pause (the database: API instances share them). */
export interface GitHubBudgetStore {
  record(budget: GitHubBudget): Promise<void>;
  pause(resource: string, until: Date): Promise<void>;
  /** The end of the current pause, or null when calls may be made. */
  pausedUntil(resource: string): Promise<Date | null>;
}

export interface GitHubClient {
  /** The repository as an anonymous caller (or the token) sees it; null when it is not readable. */
  repository(fullName: string): Promise<RepositoryFacts | null>;
  /**
   * Commits to the repository by `author` (GitHub login) from `since` (to `until`, when given);
   * 0 for none or no repo.
   */
  commitCount(fullName: string, author: string, since: Date, until?: Date): Promise<number>;
  user(login: string): Promise<GitHubUser | null>;
  /**
   * The pull request, issue or release; null when it is not readable (none, a private or blocked
   * repository, a deleted issue).
   */
  reference(reference: GitHubReference): Promise<ReferenceFacts | null>;
}

/**
 * What GitHub answers, for good, when it will not give what was asked: 404 (none, or a private
 * repository), 403 once rateLimitedUntil has said it is no rate limit (an organisation enforcing
 * SAML single sign-on, a repository access blocked), 451 (a repository taken down for legal
 * reasons). Asking again later would get the same answer.
 */
const NOT_READABLE = [403, 404, 451];

/** The calls Glow makes all count against GitHub's `core` resource. */
const CORE = 'core';
/** GitHub's advice when a rate-limited answer says neither retry-after nor a reset. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
const API_VERSION = '2022-11-28';

type Headers = Record<string, string | number | undefined>;

/**
 * When a 403/429 answer lets calls resume, following GitHub's rules: retry-after (seconds), else
 * x-ratelimit-reset when remaining is 0, else one minute for an answer that says "rate limit".
 * Null when the answer is not a rate limit (a 403 for another reason).
 */
export function rateLimitedUntil(
  status: number,
  headers: Headers,
  message: string,
  at = now().getTime(),
): Date | null {
  if (status !== 403 && status !== 429) return null;
  const retryAfter = Number(headers['retry-after']);
  if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0)
    return new Date(at + retryAfter * 1000);
  if (String(headers['x-ratelimit-remaining']) === '0') {
    const reset = Number(headers['x-ratelimit-reset']) * 1000;
    // A reset already past (clocks differ) still waits a moment rather than calling at once.
    return new Date(Number.isFinite(reset) ? Math.max(reset, at + 1000) : at + 60_000);
  }
  if (status === 429 || /rate limit/i.test(message))
    return new Date(at + DEFAULT_RATE_LIMIT_WAIT_MS);
  return null;
}

function budgetOf(headers: Headers): GitHubBudget | null {
  const [limit, remaining, reset] = [
    'x-ratelimit-limit',
    'x-ratelimit-remaining',
    'x-ratelimit-reset',
  ].map((name) => Number(headers[name]));
  if (![limit, remaining, reset].every((value) => Number.isInteger(value))) return null;
  return {
    resource: String(headers['x-ratelimit-resource'] ?? CORE),
    limit: limit!,
    remaining: remaining!,
    resetAt: new Date(reset! * 1000),
  };
}

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

export function createGitHubClient(
  config: GitHubConfig,
  timeouts: OutsideTimeouts,
  budget: GitHubBudgetStore,
): GitHubClient {
  const octokit = new Octokit({
    baseUrl: config.apiUrl,
    userAgent: 'Glow',
    log: quiet,
    ...(config.token ? { auth: config.token } : {}),
  });
  const options = () => ({
    headers: { 'x-github-api-version': API_VERSION },
    request: { signal: AbortSignal.timeout(timeouts.connectMs + timeouts.answerMs) },
  });

  async function record(headers: Headers): Promise<void> {
    const current = budgetOf(headers);
    if (current) await budget.record(current);
  }

  /**
   * Makes the call unless GitHub is paused; answers null for the statuses that mean "none"
   * (`absent`; a rate limit is told apart first), and turns every other failure into
   * GitHubRateLimited or GitHubUnreachable.
   */
  async function guarded<T extends { headers: Headers }>(
    call: () => Promise<T>,
    absent: number[] = NOT_READABLE,
  ): Promise<T | null> {
    const pausedUntil = await budget.pausedUntil(CORE);
    if (pausedUntil && pausedUntil.getTime() > now().getTime())
      throw new GitHubRateLimited(pausedUntil);
    let response: T;
    try {
      response = await call();
    } catch (error) {
      if (!(error instanceof RequestError) || !error.response) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new GitHubUnreachable(`GitHub could not be reached: ${reason}`);
      }
      const { status, response: answer } = error;
      await record(answer.headers);
      const until = rateLimitedUntil(status, answer.headers, error.message);
      if (until) {
        await budget.pause(CORE, until);
        throw new GitHubRateLimited(until);
      }
      if (absent.includes(status)) return null;
      throw new GitHubUnreachable(`GitHub answered ${status}: ${error.message}`);
    }
    await record(response.headers);
    return response;
  }

  const split = (fullName: string) => {
    const [owner = '', repo = ''] = fullName.split('/');
    return { owner, repo };
  };

  return {
    async repository(fullName) {
      const answer = await guarded(() =>
        octokit.request('GET /repos/{owner}/{repo}', { ...split(fullName), ...options() }),
      );
      if (!answer) return null;
      const { data } = answer;
      return {
        fullName: data.full_name,
        private: data.private,
        stars: data.stargazers_count,
        forks: data.forks_count,
        openIssues: data.open_issues_count,
        pushedAt: data.pushed_at ? new Date(data.pushed_at) : null,
      };
    },
    async commitCount(fullName, author, since, until) {
      // One commit per page: the last page's number is the count (GitHub has no count field).
      const answer = await guarded(
        () =>
          octokit.request('GET /repos/{owner}/{repo}/commits', {
            ...split(fullName),
            author,
            since: since.toISOString(),
            ...(until ? { until: until.toISOString() } : {}),
            per_page: 1,
            ...options(),
          }),
        [...NOT_READABLE, 409],
      );
      if (!answer) return 0;
      const last = /<([^>]+)>; rel="last"/.exec(String(answer.headers.link ?? ''))?.[1];
      return last ? Number(new URL(last).searchParams.get('page')) : answer.data.length;
    },
    async user(login) {
      const answer = await guarded(() =>
        octokit.request('GET /users/{username}', { username: login, ...options() }),
      );
      return answer ? { login: answer.data.login, name: answer.data.name ?? null } : null;
    },
    reference(reference) {
      return readReference(reference);
    },
  };

  async function readReference(reference: GitHubReference): Promise<ReferenceFacts | null> {
    const repository = { owner: reference.owner, repo: reference.repo };
    const date = (value: string | null | undefined) => (value ? new Date(value) : null);
    if (reference.kind === 'pull') {
      const answer = await guarded(() =>
        octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
          ...repository,
          pull_number: reference.number,
          ...options(),
        }),
      );
      if (!answer) return null;
      const { data } = answer;
      return {
        title: data.title,
        state: data.merged_at ? 'merged' : data.state,
        mergedAt: date(data.merged_at),
        publishedAt: null,
      };
    }
    if (reference.kind === 'issue') {
      // 410 Gone: the issue was deleted (or the repository's issues switched off); none is there.
      const answer = await guarded(
        () =>
          octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
            ...repository,
            issue_number: reference.number,
            ...options(),
          }),
        [...NOT_READABLE, 410],
      );
      if (!answer) return null;
      const { data } = answer;
      // A pull request answers here too, with `pull_request.merged_at` once merged.
      const mergedAt = date(data.pull_request?.merged_at);
      return {
        title: data.title,
        state: mergedAt ? 'merged' : data.state === 'closed' ? 'closed' : 'open',
        mergedAt,
        publishedAt: null,
      };
    }
    const answer = await guarded(() =>
      octokit.request('GET /repos/{owner}/{repo}/releases/tags/{tag}', {
        ...repository,
        tag: reference.tag,
        ...options(),
      }),
    );
    if (!answer) return null;
    const { data } = answer;
    return {
      title: data.name || data.tag_name,
      state: 'published',
      mergedAt: null,
      publishedAt: date(data.published_at),
    };
  }
}
