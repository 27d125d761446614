// Test controls under /__simulator/ (not part of GitHub): add repositories, make one private or
// delete it, answer rate-limited, stop answering, read the log of requests, start over.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestError, readJson, routePath } from '../http';
import type {
  CommitSeed,
  IssueSeed,
  ReleaseSeed,
  RepositoryBlock,
  RepositorySeed,
} from './githubDefaults';
import type { ForcedLimit, RateLimiter } from './rateLimit';
import { RepositoryExists, type RepositoryStore, type StoredRepository } from './repositoryStore';
import { isObject } from '../isObject';

export const CONTROL_PREFIX = '/__simulator/';

/** How the stand-in fails to answer: `reset` closes each connection, `silent` never answers. */
export type Outage = 'none' | 'reset' | 'silent';

/** One request to the REST routes, as GET /__simulator/requests lists it. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Whether it carried a token. */
  authorised: boolean;
  /** The status answered; null when the connection was dropped or left without an answer. */
  status: number | null;
  at: string;
}

export interface GitHubControls {
  store: RepositoryStore;
  rateLimiter: RateLimiter;
  requests: LoggedRequest[];
  setOutage(outage: Outage): void;
  outage(): Outage;
}

const FULL_NAME = /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}\/[A-Za-z0-9._-]{1,100}$/;

function optional<T>(
  body: Record<string, unknown>,
  field: string,
  check: (value: unknown) => value is T,
  rule: string,
): T | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (!check(value)) throw new RequestError(`${field} must be ${rule}`, 400);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isBlock = (value: unknown): value is RepositoryBlock => value === 'legal' || value === 'saml';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function commitSeed(value: unknown, index: number): CommitSeed {
  if (!isObject(value) || !isString(value.author) || !isDate(value.date)) {
    throw new RequestError(
      `commits[${index}] must be { author, date (ISO 8601), email?, message? }`,
      400,
    );
  }
  return {
    author: value.author,
    date: value.date,
    ...(isString(value.email) ? { email: value.email } : {}),
    ...(isString(value.message) ? { message: value.message } : {}),
  };
}

function issueSeed(field: string) {
  return (value: unknown, index: number): IssueSeed => {
    const optionalDate = (date: unknown) => date === undefined || isDate(date);
    if (
      !isObject(value) ||
      !(typeof value.number === 'number' && Number.isInteger(value.number) && value.number > 0) ||
      !isString(value.title) ||
      !isString(value.author) ||
      !isDate(value.createdAt) ||
      !optionalDate(value.closedAt) ||
      !optionalDate(value.mergedAt) ||
      !(value.deleted === undefined || typeof value.deleted === 'boolean')
    ) {
      throw new RequestError(
        `${field}[${index}] must be { number, title, author, createdAt, closedAt?, mergedAt?, deleted? }`,
        400,
      );
    }
    return {
      number: value.number,
      title: value.title,
      author: value.author,
      createdAt: value.createdAt,
      ...(isString(value.closedAt) ? { closedAt: value.closedAt } : {}),
      ...(isString(value.mergedAt) ? { mergedAt: value.mergedAt } : {}),
      ...(value.deleted === true ? { deleted: true } : {}),
    };
  };
}

function releaseSeed(value: unknown, index: number): ReleaseSeed {
  if (
    !isObject(value) ||
    !isString(value.tag) ||
    !isString(value.author) ||
    !isDate(value.publishedAt) ||
    !(value.name === undefined || isString(value.name))
  ) {
    throw new RequestError(`releases[${index}] must be { tag, author, publishedAt, name? }`, 400);
  }
  return {
    tag: value.tag,
    author: value.author,
    publishedAt: value.publishedAt,
    ...(isString(value.name) ? { name: value.name } : {}),
  };
}

/** The body of POST /__simulator/repos. */
export function repositorySeed(body: unknown): RepositorySeed {
  if (!isObject(body) || !isString(body.fullName) || !FULL_NAME.test(body.fullName)) {
    throw new RequestError('The body must be { fullName: "owner/name", … }', 400);
  }
  const commits = optional(body, 'commits', Array.isArray, 'an array');
  return {
    fullName: body.fullName,
    private: optional(body, 'private', isBoolean, 'true or false'),
    blocked: optional(body, 'blocked', isBlock, '"legal" or "saml"'),
    description: optional(body, 'description', isString, 'a string'),
    language: optional(body, 'language', isString, 'a string'),
    stars: optional(body, 'stars', isCount, 'a whole number from 0'),
    forks: optional(body, 'forks', isCount, 'a whole number from 0'),
    openIssues: optional(body, 'openIssues', isCount, 'a whole number from 0'),
    pushedAt: optional(body, 'pushedAt', isDate, 'an ISO 8601 date'),
    commits: (commits as unknown[] | undefined)?.map(commitSeed),
    pulls: (optional(body, 'pulls', Array.isArray, 'an array') as unknown[] | undefined)?.map(
      issueSeed('pulls'),
    ),
    issues: (optional(body, 'issues', Array.isArray, 'an array') as unknown[] | undefined)?.map(
      issueSeed('issues'),
    ),
    releases: (optional(body, 'releases', Array.isArray, 'an array') as unknown[] | undefined)?.map(
      releaseSeed,
    ),
  };
}

function forcedLimit(body: unknown): ForcedLimit {
  const positive = (value: unknown, fallback: number, field: string) => {
    if (value === undefined) return fallback;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
    throw new RequestError(`${field} must be a whole number of seconds above 0`, 400);
  };
  if (isObject(body) && body.mode === 'off') return { mode: 'off' };
  if (isObject(body) && body.mode === 'primary')
    return { mode: 'primary', resetInSeconds: positive(body.resetInSeconds, 60, 'resetInSeconds') };
  if (isObject(body) && body.mode === 'secondary')
    return {
      mode: 'secondary',
      retryAfterSeconds: positive(body.retryAfterSeconds, 60, 'retryAfterSeconds'),
    };
  throw new RequestError(
    'The body must be { mode: "primary", resetInSeconds? } or { mode: "secondary", retryAfterSeconds? } or { mode: "off" }',
    400,
  );
}

function outageOf(body: unknown): Outage {
  if (isObject(body) && body.down === false) return 'none';
  if (isObject(body) && body.down === true) return body.silent === true ? 'silent' : 'reset';
  throw new RequestError('The body must be { down: true | false, silent?: true }', 400);
}

/** What the control routes answer about a repository. */
export function describeRepository(repository: StoredRepository) {
  return {
    fullName: repository.fullName,
    private: repository.private,
    stars: repository.stars,
    forks: repository.forks,
    openIssues: repository.openIssues,
    pushedAt: repository.pushedAt.toISOString(),
    commits: repository.commits.length,
  };
}

type RepositoryRequest = FastifyRequest<{ Params: { owner: string; name: string } }>;

export async function controlRoutes(
  app: FastifyInstance,
  { controls, reset }: { controls: GitHubControls; reset: () => void },
) {
  const { store, rateLimiter } = controls;

  routePath(app, '/__simulator/repos', {
    GET: (_request, reply) => reply.send(store.list().map(describeRepository)),
    POST: (request, reply) => {
      try {
        const added = store.add(repositorySeed(readJson(request)));
        return reply.code(201).send(describeRepository(added));
      } catch (error) {
        if (!(error instanceof RepositoryExists)) throw error;
        return reply.code(409).send({ message: error.message });
      }
    },
  });

  routePath(app, '/__simulator/repos/:owner/:name', {
    DELETE: (request: RepositoryRequest, reply) => {
      const { owner, name } = request.params;
      if (!store.find(owner, name)) return repositoryNotFound(request, reply);
      store.remove(owner, name);
      return reply.code(204).send();
    },
  });

  routePath(app, '/__simulator/repos/:owner/:name/visibility', {
    POST: (request: RepositoryRequest, reply) => {
      const repository = store.find(request.params.owner, request.params.name);
      if (!repository) return repositoryNotFound(request, reply);
      const body = readJson(request);
      if (!isObject(body) || !isBoolean(body.private))
        throw new RequestError('The body must be { private: true | false }', 400);
      repository.private = body.private;
      return reply.send(describeRepository(repository));
    },
  });

  routePath(app, '/__simulator/rate-limit', {
    POST: (request, reply) => {
      const limit = forcedLimit(readJson(request));
      rateLimiter.force(limit);
      return reply.send(limit);
    },
  });

  routePath(app, '/__simulator/down', {
    POST: (request, reply) => {
      controls.setOutage(outageOf(readJson(request)));
      return reply.send({ outage: controls.outage() });
    },
  });

  routePath(app, '/__simulator/requests', {
    GET: (_request, reply) => reply.send(controls.requests),
  });

  routePath(app, '/__simulator/reset', {
    POST: (_request, reply) => {
      reset();
      return reply.send({ repositories: store.list().length });
    },
  });
}

function repositoryNotFound(request: RepositoryRequest, reply: FastifyReply) {
  const { owner, name } = request.params;
  return reply.code(404).send({ message: `No repository ${owner}/${name}` });
}
