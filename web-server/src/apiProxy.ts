// /api/* on the shell origin goes to the API unchanged and streamed both ways, as the production
// load balancer passes it on. The API sets its own headers; the client's address goes along in
// X-Forwarded-For for the API's rate limits (which proxies it believes is the API's TRUST_PROXY),
// and the request's id in X-Request-Id, so the API's log lines of the call carry the origin's id.
import fastifyHttpProxy from '@fastify/http-proxy';
import { REQUEST_ID_HEADER } from '@glow/contract/requestIds';
import type { FastifyInstance } from 'fastify';

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

/** A request that may have changed what the API answers: not a read, and not refused. */
const isWrite = (method: string, status: number) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && status < 400;

/** Passes /api/* on to the API; `onWrite` is told of each write the API accepted. */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrl: string,
  onWrite: () => void = () => {},
) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/') && isWrite(request.method, reply.statusCode)) onWrite();
  });
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': forwardedFor(
          request.headers['x-forwarded-for'],
          request.raw.socket.remoteAddress,
        ),
        [REQUEST_ID_HEADER]: request.id,
      }),
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'the API did not answer');
        reply
          .header(REQUEST_ID_HEADER, reply.request.id)
          .code(502)
          .send({ message: 'The API is not reachable' });
      },
    },
  });
}
