// Each request's id (@glow/contract/requestIds): the one a trusted proxy (TRUST_PROXY: the web
// origin, a balancer) sent in X-Request-Id when it is sane, else a new one. An id from anyone
// else is not taken, so no client can file its log lines under another request's id. Fastify's
// logger writes it as `reqId` into every line the request logs, and the answer names it, so a
// caller's report finds its log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import { REQUEST_ID_HEADER, isSaneRequestId } from '@glow/contract/requestIds';
import type { FastifyInstance } from 'fastify';

/** Fastify's `genReqId` for the API behind the proxies `trustProxy` names (config.ts). */
export function requestIdReader(trustProxy: string): (request: IncomingMessage) => string {
  const isTrusted = compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress ?? '';
    return isSaneRequestId(sent) && isTrusted(peer, 0) ? sent : randomUUID();
  };
}

/** Every answer, errors and 404s included, carries its request's id in X-Request-Id. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
