// The system's calls: the API's health, the audit log and what the browser needs to know about
// this deployment.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import {
  AuditLogListSchema,
  HealthDownSchema,
  HealthSchema,
  ListLogsQuerySchema,
  LivenessSchema,
  NotReadySchema,
  ReadinessSchema,
} from './schemas';
import { PublicConfigSchema } from '../wallets/schemas';

export const SYSTEM_ENDPOINTS = {
  health: {
    ...ROUTES.health,
    access: 'public',
    summary: 'Liveness and database check',
    tag: 'system',
    response: HealthSchema,
    errors: { 503: HealthDownSchema },
  },
  liveness: {
    ...ROUTES.liveness,
    access: 'public',
    summary: 'Liveness, for an orchestrator: the process answers (nothing else is checked)',
    tag: 'system',
    response: LivenessSchema,
  },
  readiness: {
    ...ROUTES.readiness,
    access: 'public',
    summary:
      'Readiness, for a load balancer: the database answers, every migration is applied and the instance is not shutting down',
    tag: 'system',
    response: ReadinessSchema,
    errors: { 503: NotReadySchema },
  },
  listLogs: {
    ...ROUTES.listLogs,
    access: ADMIN,
    summary: 'The audit log, newest first, paged',
    tag: 'logs',
    query: ListLogsQuerySchema,
    response: AuditLogListSchema,
  },
  publicConfig: {
    ...ROUTES.publicConfig,
    access: 'public',
    summary: 'What the browser needs to know about this deployment (ledger network)',
    tag: 'system',
    response: PublicConfigSchema,
  },
} as const satisfies Record<string, Endpoint>;
