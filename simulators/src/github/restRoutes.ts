// GitHub's REST routes that Glow reads: a repository, its commits (by author, since a date), a
// user, and the caller's rate limit. Every answer but GET /rate_limit is counted against the
// caller's budget and carries GitHub's x-ratelimit-* headers.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestUrl, type Route } from '../http';
import {
  EMPTY_REPOSITORY,
  invalidParameter,
  NOT_FOUND,
  REPOSITORY_NOT_FOUND,
  USER_NOT_FOUND,
  type GitHubErrorBody,
} from './githubErrors';
import { commitJson, repositoryJson, userJson } from './githubResponses';
import type { Caller, RateLimiter } from './rateLimit';
import type { RepositoryStore, StoredRepository } from './repositoryStore';

const REPOSITORY_PATH = /^\/repos\/([^/]+)\/([^/]+)$/;
const COMMITS_PATH = /^\/repos\/([^/]+)\/([^/]+)\/commits$/;
const USER_PATH = /^\/users\/([^/]+)$/;
const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;

export function callerOf(request: IncomingMessage): Caller {
  const authorization = request.headers.authorization?.trim();
  const token = authorization?.replace(/^(token|bearer)\s+/i, '');
  return token ? { kind: 'token', token } : { kind: 'anonymous' };
}

interface RestRouteOptions {
  store: RepositoryStore;
  rateLimiter: RateLimiter;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28',
    'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/** GitHub's Link header: the other pages of a list, at the address the caller used. */
function linkHeader(base: URL, page: number, lastPage: number): string | undefined {
  if (lastPage <= 1) return undefined;
  const at = (number: number) => {
    const url = new URL(base);
    url.searchParams.set('page', String(number));
    return `<${url.href}>`;
  };
  const links = [
    ...(page > 1 ? [`${at(page - 1)}; rel="prev"`] : []),
    ...(page < lastPage ? [`${at(page + 1)}; rel="next"`, `${at(lastPage)}; rel="last"`] : []),
    ...(page > 1 ? [`${at(1)}; rel="first"`] : []),
  ];
  return links.join(', ');
}

/** A positive whole number from the query, or `fallback`; null when it is not one. */
function positiveNumber(value: string | null, fallback: number): number | null {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const notFound = (body: GitHubErrorBody): Answer => ({ status: 404, body });

/** GET /repos/{owner}/{repo}/commits with author (login or email), since, until and pages. */
function commitsAnswer(
  repository: StoredRepository,
  url: URL,
  apiUrl: string,
  store: RepositoryStore,
): Answer {
  if (repository.commits.length === 0) return { status: 409, body: EMPTY_REPOSITORY };
  const query = url.searchParams;
  const times: Record<'since' | 'until', number | null> = { since: null, until: null };
  for (const name of ['since', 'until'] as const) {
    const value = query.get(name);
    if (value === null) continue;
    times[name] = Date.parse(value);
    if (Number.isNaN(times[name])) return { status: 422, body: invalidParameter(name, value) };
  }
  const perPage = positiveNumber(query.get('per_page'), DEFAULT_PER_PAGE);
  if (perPage === null)
    return { status: 422, body: invalidParameter('per_page', query.get('per_page') ?? '') };
  const page = positiveNumber(query.get('page'), 1);
  if (page === null)
    return { status: 422, body: invalidParameter('page', query.get('page') ?? '') };

  const author = query.get('author')?.toLowerCase();
  const matching = repository.commits.filter(
    (commit) =>
      (!author ||
        commit.author.toLowerCase() === author ||
        commit.email.toLowerCase() === author) &&
      (times.since === null || commit.date.getTime() >= times.since) &&
      (times.until === null || commit.date.getTime() <= times.until),
  );
  const size = Math.min(perPage, MAX_PER_PAGE);
  const lastPage = Math.max(Math.ceil(matching.length / size), 1);
  const shown = matching.slice((page - 1) * size, page * size);
  const link = linkHeader(new URL(`${url.pathname}${url.search}`, apiUrl), page, lastPage);
  return {
    status: 200,
    body: shown.map((commit) => commitJson(apiUrl, repository, commit, store.user(commit.author))),
    headers: link ? { link } : {},
  };
}

export function createRestRoute({ store, rateLimiter }: RestRouteOptions): Route {
  return async (request, response, path) => {
    const repositoryMatch = REPOSITORY_PATH.exec(path);
    const commitsMatch = COMMITS_PATH.exec(path);
    const userMatch = USER_PATH.exec(path);
    if (!repositoryMatch && !commitsMatch && !userMatch && path !== '/rate_limit') return false;

    const apiUrl = `http://${request.headers.host ?? '127.0.0.1'}`;
    const caller = callerOf(request);
    if (path === '/rate_limit') {
      const core = rateLimiter.budget(caller);
      send(response, 200, { resources: { core }, rate: core }, {});
      return true;
    }

    /** The repository as this caller may see it: a private one only with a token. */
    const visible = (owner: string, name: string): StoredRepository | undefined => {
      const repository = store.find(decodeURIComponent(owner), decodeURIComponent(name));
      return repository && (!repository.private || caller.kind === 'token')
        ? repository
        : undefined;
    };

    const answerOf = (): Answer => {
      if (request.method !== 'GET') return notFound(NOT_FOUND);
      if (repositoryMatch) {
        const repository = visible(repositoryMatch[1]!, repositoryMatch[2]!);
        if (!repository) return notFound(REPOSITORY_NOT_FOUND);
        return {
          status: 200,
          body: repositoryJson(apiUrl, repository, store.user(repository.owner)!),
        };
      }
      if (commitsMatch) {
        const repository = visible(commitsMatch[1]!, commitsMatch[2]!);
        if (!repository) return notFound(REPOSITORY_NOT_FOUND);
        return commitsAnswer(repository, requestUrl(request), apiUrl, store);
      }
      const user = store.user(decodeURIComponent(userMatch![1]!));
      if (!user) return notFound(USER_NOT_FOUND);
      return { status: 200, body: userJson(apiUrl, user, store.publicRepositoriesOf(user.login)) };
    };

    const admission = rateLimiter.admit(caller, request.socket.remoteAddress ?? '127.0.0.1');
    const { status, body, headers = {} } = admission.refusal ?? answerOf();
    send(response, status, body, { ...admission.headers, ...headers });
    return true;
  };
}
