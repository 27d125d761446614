// Reading the audit log: every change a signed-in user made, newest first.
import type { AuditLogList, ListLogsQuerySchema } from '@glow/contract';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { auditLogs } from '../db/schema';

/** A page of the audit log, newest first. */
export async function readAuditLog(
  db: Database,
  query: z.output<typeof ListLogsQuerySchema>,
): Promise<AuditLogList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .orderBy(desc(auditLogs.at), desc(auditLogs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLogs),
  ]);
  return {
    logs: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      details: row.details,
    })),
    page: query.page,
    limit: query.limit,
    total: total?.value ?? 0,
  };
}
