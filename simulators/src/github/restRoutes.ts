// GitHub's REST routes that Glow reads: a repository, its commits (by author, since a date), a
// pull request, an issue, a release by its tag, a user, and the caller's rate limit. Every answer but GET /rate_limit is counted against the
// caller's budget and carries GitHub's x-ratelimit-* headers.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { requestUrl } from '../http';
import {
  EMPTY_REPOSITORY,
  invalidParameter,
  ISSUE_DELETED,
  NOT_FOUND,
  REPOSITORY_BLOCKED,
  REPOSITORY_NOT_FOUND,
  SAML_ENFORCED,
  USER_NOT_FOUND,
  type GitHubErrorBody,
} from './githubErrors';
import {
  commitJson,
  issueJson,
  pullJson,
  releaseJson,
  repositoryJson,
  userJson,
} from './githubResponses';
import type { Caller, RateLimiter } from './rateLimit';
import type { RepositoryStore, StoredRepository } from './repositoryStore';

const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;

export function callerOf(headers: IncomingHttpHeaders): Caller {
  const authorization = headers.authorization?.trim();
  const token = authorization?.replace(/^(token|bearer)\s+/i, '');
  return token ? { kind: 'token', token } : { kind: 'anonymous' };
}

interface RestRouteOptions {
  store: RepositoryStore;
  rateLimiter: RateLimiter;
}

function send(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string>) {
  return reply
    .code(status)
    .headers({
      'x-github-api-version-selected': '2022-11-28',
      'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
      ...headers,
    })
    .send(body);
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

/** GitHub's refusal of every read of a blocked repository, or null for one it serves. */
function blockedAnswer(repository: StoredRepository): Answer | null {
  if (repository.blocked === 'legal') return { status: 451, body: REPOSITORY_BLOCKED };
  if (repository.blocked === 'saml') return { status: 403, body: SAML_ENFORCED };
  return null;
}

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

type RepositoryRequest = FastifyRequest<{ Params: { owner: string; repo: string } }>;
type UserRequest = FastifyRequest<{ Params: { username: string } }>;
type NumberedRequest = FastifyRequest<{ Params: { owner: string; repo: string; number: string } }>;
type TagRequest = FastifyRequest<{ Params: { owner: string; repo: string; tag: string } }>;

/** GitHub answers a number that is not a whole number as a path it does not have. */
const numberOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

export async function restRoutes(app: FastifyInstance, { store, rateLimiter }: RestRouteOptions) {
  /** Counts the request against the caller's budget, then answers it unless it is over. */
  function answer(request: FastifyRequest, reply: FastifyReply, answerOf: () => Answer) {
    const admission = rateLimiter.admit(
      callerOf(request.headers),
      request.socket.remoteAddress ?? '127.0.0.1',
    );
    // GitHub answers another method on these paths as a path it does not have.
    const {
      status,
      body,
      headers = {},
    } = admission.refusal ?? (request.method === 'GET' ? answerOf() : notFound(NOT_FOUND));
    return send(reply, status, body, { ...admission.headers, ...headers });
  }

  /** The repository as this caller may see it: a private one only with a token. */
  function visible(request: {
    params: { owner: string; repo: string };
    headers: IncomingHttpHeaders;
  }): StoredRepository | undefined {
    const repository = store.find(request.params.owner, request.params.repo);
    return repository && (!repository.private || callerOf(request.headers).kind === 'token')
      ? repository
      : undefined;
  }

  app.all('/rate_limit', (request, reply) => {
    const core = rateLimiter.budget(callerOf(request.headers));
    return send(reply, 200, { resources: { core }, rate: core }, {});
  });

  app.all('/repos/:owner/:repo', (request: RepositoryRequest, reply) =>
    answer(request, reply, () => {
      const repository = visible(request);
      if (!repository) return notFound(REPOSITORY_NOT_FOUND);
      const blocked = blockedAnswer(repository);
      if (blocked) return blocked;
      return {
        status: 200,
        body: repositoryJson(apiUrlOf(request), repository, store.user(repository.owner)!),
      };
    }),
  );

  app.all('/repos/:owner/:repo/commits', (request: RepositoryRequest, reply) =>
    answer(request, reply, () => {
      const repository = visible(request);
      if (!repository) return notFound(REPOSITORY_NOT_FOUND);
      const blocked = blockedAnswer(repository);
      if (blocked) return blocked;
      return commitsAnswer(repository, requestUrl(request), apiUrlOf(request), store);
    }),
  );

  /** The pull request (`pull`) or issue of the number, as the caller may see it. */
  function numbered(request: NumberedRequest, pull: boolean): Answer {
    const repository = visible(request);
    if (!repository) return notFound(REPOSITORY_NOT_FOUND);
    const blocked = blockedAnswer(repository);
    if (blocked) return blocked;
    const number = numberOf(request.params.number);
    const issue = number === null ? undefined : repository.issues.get(number);
    // An issue is not a pull request; a pull request is also an issue.
    if (!issue || (pull && !issue.pull)) return notFound(NOT_FOUND);
    if (issue.deleted) return { status: 410, body: ISSUE_DELETED };
    const author = store.user(issue.author)!;
    const apiUrl = apiUrlOf(request);
    return {
      status: 200,
      body: pull
        ? pullJson(apiUrl, repository, issue, author)
        : issueJson(apiUrl, repository, issue, author),
    };
  }

  app.all('/repos/:owner/:repo/pulls/:number', (request: NumberedRequest, reply) =>
    answer(request, reply, () => numbered(request, true)),
  );

  app.all('/repos/:owner/:repo/issues/:number', (request: NumberedRequest, reply) =>
    answer(request, reply, () => numbered(request, false)),
  );

  app.all('/repos/:owner/:repo/releases/tags/:tag', (request: TagRequest, reply) =>
    answer(request, reply, () => {
      const repository = visible(request);
      if (!repository) return notFound(REPOSITORY_NOT_FOUND);
      const blocked = blockedAnswer(repository);
      if (blocked) return blocked;
      const release = repository.releases.find(({ tag }) => tag === request.params.tag);
      if (!release) return notFound(NOT_FOUND);
      return {
        status: 200,
        body: releaseJson(apiUrlOf(request), repository, release, store.user(release.author)!),
      };
    }),
  );

  app.all('/users/:username', (request: UserRequest, reply) =>
    answer(request, reply, () => {
      const user = store.user(request.params.username);
      if (!user) return notFound(USER_NOT_FOUND);
      return {
        status: 200,
        body: userJson(apiUrlOf(request), user, store.publicRepositoriesOf(user.login)),
      };
    }),
  );
}

/** The API's address as the caller used it, for the URLs in answers. */
function apiUrlOf(request: FastifyRequest): string {
  return `http://${request.headers.host ?? '127.0.0.1'}`;
}
