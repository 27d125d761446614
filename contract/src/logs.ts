import { z } from 'zod';
import { PageInfoSchema, PagingQuerySchema } from './common';
import { RoleSchema } from './users';

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string(), role: RoleSchema }),
  /** What was done, as `<record>.<verb>`, e.g. `user.create`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const ListLogsQuerySchema = PagingQuerySchema;
export type ListLogsQuery = z.input<typeof ListLogsQuerySchema>;

export const AuditLogListSchema = PageInfoSchema.extend({ logs: z.array(AuditLogEntrySchema) });
export type AuditLogList = z.infer<typeof AuditLogListSchema>;
