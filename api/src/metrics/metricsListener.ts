// The operators' listener: GET /metrics in Prometheus' text format, on a host and port of its own
// (METRICS_HOST, METRICS_PORT), so that the public API port never serves it and only the network
// the operators reach it from does. It adds the process's own metrics (prom-client's defaults:
// CPU, memory, event loop delay) to the instance's registry.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, type Registry } from 'prom-client';

export interface MetricsListener {
  /** Where Prometheus scrapes: `http://<host>:<port>/metrics`. */
  url: string;
  close(): Promise<void>;
}

export async function startMetricsListener(
  registry: Registry,
  { host, port }: { host: string; port: number },
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  collectDefaultMetrics({ register: registry });
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found: this listener answers GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'the metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${boundPort}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
