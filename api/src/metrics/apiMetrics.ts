// What an API instance counts for its operators, in a Prometheus registry of its own (tests build
// many APIs in one process, so nothing goes into prom-client's global registry). The operators'
// listener serves it (metricsListener.ts); api/docs/operations.md says what to watch on each.
import { VOTE_TYPES } from '@glow/contract';
import { Counter, Histogram, Registry } from 'prom-client';

/** The outside services whose clients count their failures (clients/failureCounting.ts). */
export const OUTSIDE_SERVICES = ['xrpl', 'xaman', 'github', 'kyc', 'smtp'] as const;
export type OutsideService = (typeof OUTSIDE_SERVICES)[number];

export interface ApiMetrics {
  registry: Registry;
  /** Every answer, by method, route pattern (`/api/users/:id`, never the URL) and status. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Votes written (UP, DOWN) or removed (NONE); votes per minute is its rate. */
  votesCast: Counter<'type'>;
  /** Calls to an outside service that got no usable answer. */
  outsideServiceFailures: Counter<'service'>;
}

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const votesCast = new Counter({
    name: 'glow_votes_cast_total',
    help: 'Votes cast: written (UP, DOWN) or removed (NONE)',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const outsideServiceFailures = new Counter({
    name: 'glow_outside_service_failures_total',
    help: 'Calls to an outside service (XRPL node, Xaman, GitHub, KYC provider, SMTP) that got no usable answer',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  // Every series from the start, so that rate() and increase() see the first one too.
  for (const type of VOTE_TYPES) votesCast.inc({ type }, 0);
  for (const service of OUTSIDE_SERVICES) outsideServiceFailures.inc({ service }, 0);
  return { registry, requestDuration, votesCast, outsideServiceFailures };
}
