import { z } from 'zod';
import { ErrorBodySchema, PageInfoSchema, PagingQuerySchema } from '../common';
import { recordId, text } from '../fields';
import { RoleSchema } from '../users/schemas';

export const AuditLogEntrySchema = z.object({
  id: recordId('id'),
  at: text('at'),
  actor: z.object({ id: recordId('actor.id').nullable(), email: text('email'), role: RoleSchema }),
  /** What was done, as `<record>.<verb>`, e.g. `user.create`. */
  action: text('action'),
  entity: text('entity'),
  entityId: text('entityId'),
  details: z.record(text('details'), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const ListLogsQuerySchema = PagingQuerySchema;
export type ListLogsQuery = z.input<typeof ListLogsQuerySchema>;

export const AuditLogListSchema = PageInfoSchema.extend({ logs: z.array(AuditLogEntrySchema) });
export type AuditLogList = z.infer<typeof AuditLogListSchema>;

const DatabaseKindSchema = z.enum(['pglite', 'postgresql']);

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: DatabaseKindSchema,
});
export type Health = z.infer<typeof HealthSchema>;

/** The 503 of `/api/health` when the database does not answer (with a `Retry-After` header). */
export const HealthDownSchema = ErrorBodySchema.extend({
  status: z.literal('down'),
  database: DatabaseKindSchema,
});
export type HealthDown = z.infer<typeof HealthDownSchema>;

/** `/api/health/live`: the process answers (nothing else is checked). */
export const LivenessSchema = z.object({ status: z.literal('alive') });
export type Liveness = z.infer<typeof LivenessSchema>;

/** `/api/health/ready`: the instance may get traffic. */
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: DatabaseKindSchema,
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/**
 * What keeps an instance from getting traffic: it is shutting down, its database does not answer,
 * or the database lacks migrations this build carries.
 */
export const NOT_READY_REASONS = ['shuttingDown', 'database', 'migrations'] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** The 503 of `/api/health/ready` (with a `Retry-After` header): the message says it in words. */
export const NotReadySchema = ErrorBodySchema.extend({
  status: z.literal('notReady'),
  database: DatabaseKindSchema,
  reason: z.enum(NOT_READY_REASONS),
  /** The migrations of this build the database has not applied (their names in api/drizzle). */
  pendingMigrations: z.array(text('pendingMigrations')),
});
export type NotReady = z.infer<typeof NotReadySchema>;
