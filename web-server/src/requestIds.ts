// Each request's id (@glow/contract/requestIds): the sane X-Request-Id a balancer in front sent,
// else a new one. Fastify's logger writes it as `reqId` into the origin's log lines of the
// request, and /api passes it on to the API (apiProxy.ts), whose log lines carry the same one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, isSaneRequestId } from '@glow/contract/requestIds';

/** Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(sent) ? sent : randomUUID();
}
