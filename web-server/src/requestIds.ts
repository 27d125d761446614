// Each request's id: made here, at the edge of what Glow runs, for every request. Fastify's logger
// writes it as `reqId` into the origin's log lines of the request, and /api passes it on to the API
// (apiProxy.ts), whose log lines carry the same one. An X-Request-Id the client sent is not taken:
// the web origin cannot tell a balancer's from a visitor's, and a visitor could otherwise file its
// lines under another request's id.
import { randomUUID } from 'node:crypto';

/** Fastify's `genReqId`. */
export function requestIdOf(): string {
  return randomUUID();
}
