// Every answer's time, by route pattern: a label per URL would grow without end and could carry
// ids and tokens, so an answer without a route (a 404 of an unknown path) counts as `unmatched`.
import type { FastifyInstance } from 'fastify';
import type { ApiMetrics } from './apiMetrics';

export const UNMATCHED_ROUTE = 'unmatched';

export function measureRequests(
  app: FastifyInstance,
  requestDuration: ApiMetrics['requestDuration'],
): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
