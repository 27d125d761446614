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
