// Each request's id (@glow/contract/requestIds): the one the web origin (or a balancer) sent in
// X-Request-Id when it is sane, else a new one. Fastify's logger writes it as `reqId` into every
// line the request logs, and the answer names it, so a caller's report finds its log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, isSaneRequestId } from '@glow/contract/requestIds';
import type { FastifyInstance } from 'fastify';

/** Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(sent) ? sent : randomUUID();
}

/** Every answer, errors and 404s included, carries its request's id in X-Request-Id. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
