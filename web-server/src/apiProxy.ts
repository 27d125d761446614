// /api/* on the shell origin goes to the API unchanged and streamed both ways, as the production
// load balancer passes it on. The API sets its own headers; the client's address goes along in
// X-Forwarded-For for the API's rate limits (which proxies it believes is the API's TRUST_PROXY),
// and the request's id in X-Request-Id, so the API's log lines of the call carry the origin's id.
//
// In front of it, a shared cache (apiCache.ts) answers the anonymous GETs and HEADs whose answers
// the API lets shared caches keep, so that a spike on the public pages reaches the API once per
// URL per `s-maxage` (web-server/docs/web-origins.md#the-apis-answers-kept-in-memory).
import fastifyHttpProxy from '@fastify/http-proxy';
import { REQUEST_ID_HEADER } from '@glow/contract/requestIds';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { createApiCache, type ApiCache } from './apiCache';
import { apiGet } from './apiGet';
import {
  ageOf,
  HOP_BY_HOP,
  mayAnswerFromMemory,
  namesEtag,
  notModifiedHeaders,
  passedHeaders,
  type SharedCopy,
} from './sharedCacheRules';

/**
 * The X-Forwarded-For the API receives: what the client sent, then the address the request came
 * from, as every proxy of a chain appends the address it saw.
 */
export function forwardedFor(
  sent: string | string[] | undefined,
  remoteAddress: string | undefined,
): string {
  return [...(Array.isArray(sent) ? sent : [sent]), remoteAddress].filter(Boolean).join(', ');
}

/** The request's headers as the API receives them, from the proxy or the cache. */
function headersForApi(
  request: Pick<FastifyRequest<RouteGenericInterface, RawServerBase>, 'id' | 'headers' | 'raw'>,
  headers: IncomingHttpHeaders = request.headers,
): IncomingHttpHeaders {
  return {
    ...headers,
    'x-forwarded-for': forwardedFor(
      request.headers['x-forwarded-for'],
      request.raw.socket.remoteAddress,
    ),
    [REQUEST_ID_HEADER]: request.id,
  };
}

/** What the cache's call does not pass on: its own connection, and the client's conditions. */
const NOT_IN_CACHE_CALLS = [...HOP_BY_HOP, 'host', 'if-none-match', 'if-modified-since'];

/**
 * The cache's GET of the request's URL: the whole answer, for every caller, so without the
 * client's conditions (the cache answers those); with the stale copy's ETag when it revalidates
 * one.
 */
function cacheCallHeaders(request: FastifyRequest, etag: string | undefined): IncomingHttpHeaders {
  const headers = Object.fromEntries(
    Object.entries(headersForApi(request)).filter(([name]) => !NOT_IN_CACHE_CALLS.includes(name)),
  );
  return etag === undefined ? headers : { ...headers, 'if-none-match': etag };
}

/**
 * A request that may have changed what the API answers: not a read, and not refused (4xx). A 5xx
 * counts: the API may have made the write before it failed or the connection dropped (502).
 */
const isWrite = (method: string, status: number) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && (status < 400 || status >= 500);

function sendApiUnreachable(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  error: unknown,
) {
  reply.log.warn({ err: error }, 'the API did not answer');
  return reply
    .header(REQUEST_ID_HEADER, reply.request.id)
    .code(502)
    .send({ message: 'The API is not reachable' });
}

/** A copy from memory: 304 when the request's If-None-Match names its ETag. No request id. */
function sendCopy(request: FastifyRequest, reply: FastifyReply, copy: SharedCopy) {
  const age = String(ageOf(copy, Date.now()));
  const ifNoneMatch = request.headers['if-none-match'];
  if (namesEtag(ifNoneMatch, copy.etag)) {
    return reply.code(304).headers(notModifiedHeaders(copy)).header('age', age).send();
  }
  return reply.code(200).headers(copy.headers).header('age', age).send(copy.body);
}

/** A path with a `..` segment, plain or encoded, which the proxy refuses (400): left to it. */
function climbsOutOfApi(url: string): boolean {
  try {
    return decodeURIComponent(url.split('?', 1)[0]!).split(/[/\\]/).includes('..');
  } catch {
    return true;
  }
}

/** Answers what the cache can before the proxy sees the request. */
function answerFromCache(cache: ApiCache, apiUrl: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/') || climbsOutOfApi(request.url)) return;
    if (!mayAnswerFromMemory(request.method, request.headers)) return;
    const fetch = (etag: string | undefined) =>
      apiGet(apiUrl, request.url, cacheCallHeaders(request, etag));
    let read;
    try {
      read = await cache.read(request.url, fetch);
    } catch (error) {
      return sendApiUnreachable(reply, error);
    }
    if (read.kind === 'pass-on') return;
    if (read.kind === 'copy') return sendCopy(request, reply, read.copy);
    const { status, headers, body } = read.answer;
    return reply.code(status).headers(passedHeaders(headers)).send(body);
  };
}

/**
 * Passes /api/* on to the API, answering what it can from its cache; `onWrite` is told of each
 * write the API accepted, when the cache has forgotten every copy, before the writer has its
 * answer (so its next read is fresh).
 */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrl: string,
  onWrite: () => void = () => {},
) {
  const cache = createApiCache();
  app.addHook('onRequest', answerFromCache(cache, apiUrl));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && isWrite(request.method, reply.statusCode)) {
      cache.clear();
      onWrite();
    }
    return payload;
  });
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => headersForApi(request, headers),
      onError: (reply, { error }) => sendApiUnreachable(reply, error),
    },
  });
}
