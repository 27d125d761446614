// The headers every answer of the shell origin carries (the API's own answers excepted: it sets
// its own). The Content-Security-Policy goes with the page itself (shellDocument.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One year; not includeSubDomains, which would bind every other site of the domain too. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the browser reached this origin over HTTPS: on a TLS socket, or through a proxy that
 * ended TLS and says so in X-Forwarded-Proto (its first entry is the hop the browser made).
 * Anyone can send that header over plain HTTP, but browsers ignore HSTS received without TLS.
 */
export function reachedOverHttps(request: FastifyRequest): boolean {
  if ('encrypted' in request.raw.socket && request.raw.socket.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

export async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers({
    'X-Content-Type-Options': 'nosniff',
    // Pages carry secrets in their address (password links), and no other site needs to know
    // where a visitor came from.
    'Referrer-Policy': 'no-referrer',
    // frame-ancestors 'none' for browsers that do not know CSP.
    'X-Frame-Options': 'DENY',
  });
  if (reachedOverHttps(request))
    reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
