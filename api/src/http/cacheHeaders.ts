// What caches may keep of each answer of the API, errors and 404s included: nothing (no-store),
// as answers carry tokens and people's data, except the answer to an anonymous caller of an
// endpoint whose contract entry has `sharedCache`, which a CDN, the web origin or a browser may
// keep a few seconds (api/docs/conventions.md#caching).
import type { SharedCache } from '@glow/contract';
import { REQUEST_ID_HEADER } from '@glow/contract/requestIds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry's `sharedCache`: how long caches may keep an anonymous answer. */
    sharedCache?: SharedCache;
  }
}

/** The Cache-Control of an anonymous caller's answer of an endpoint with this `sharedCache`. */
export const cacheControlOf = ({ sharedMaxAgeSeconds }: SharedCache) =>
  `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}, must-revalidate`;

/**
 * The caller sends no Authorization header. Its bearer token is the only thing that says who
 * calls (a user, a wallet session, or both: authentication.ts); no cookie does.
 */
const isAnonymous = (request: FastifyRequest) => request.headers.authorization === undefined;

/** A strong ETag of the body's bytes. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match is `*` or names the ETag (compared weakly, as RFC 9110 says for this header). */
function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export function installCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { sharedCache } = request.routeOptions.config;
    if (
      !sharedCache ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !isAnonymous(request)
    ) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const etag = etagOf(payload);
    // Vary: no cache may hand this copy to a signed-in caller, whose answer can differ (a voter's
    // own votes).
    // No request id: the copy is handed to others, whose requests have their own.
    reply
      .header('cache-control', cacheControlOf(sharedCache))
      .header('etag', etag)
      .header('vary', 'Authorization')
      .removeHeader(REQUEST_ID_HEADER);
    if (!namesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return null;
  });
}
