// The system's calls: the API's health and the audit log.
import { ADMIN, type Endpoint } from '../endpoint';
import { AuditLogListSchema, HealthDownSchema, HealthSchema, ListLogsQuerySchema } from './schemas';

export const SYSTEM_ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check',
    tag: 'system',
    response: HealthSchema,
    errors: { 503: HealthDownSchema },
  },
  listLogs: {
    method: 'GET',
    path: '/api/logs',
    access: ADMIN,
    summary: 'The audit log, newest first, paged',
    tag: 'logs',
    query: ListLogsQuerySchema,
    response: AuditLogListSchema,
  },
} as const satisfies Record<string, Endpoint>;
