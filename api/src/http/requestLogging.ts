// What the API logs of each request. Fastify logs every request's URL; a Xaman payload's secret
// travels in the query string of getpayload and checksign (GET calls), so the logged URL keeps
// the parameter but not its value: whoever reads the logs cannot finish someone's sign-in.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMETERS = ['secret'];

/** `url` (a path with its query) with the value of every secret parameter left out. */
export function withoutSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  if (!SECRET_PARAMETERS.some((name) => query.has(name))) return url;
  for (const name of SECRET_PARAMETERS) {
    if (query.has(name)) query.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

/** pino's `req` serializer: the request as Fastify logs it, minus secrets. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
