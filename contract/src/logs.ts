import { z } from 'zod';
import { PageInfoSchema, PagingQuerySchema } from './common';
import { recordId, text } from './fields';
import { RoleSchema } from './users';

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
