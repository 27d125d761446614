import type { Role } from '@glow/contract';
import type { Database } from '../db/database';
import { auditLogs } from '../db/schema';

export interface Actor {
  id: number;
  email: string;
  role: Role;
}

export interface AuditedChange {
  action: string;
  entity: string;
  entityId: string | number;
  details?: Record<string, unknown>;
}

/** Records a change; call it inside the transaction that makes the change. */
export async function recordChange(
  db: Database,
  actor: Actor,
  change: AuditedChange,
): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    details: change.details ?? {},
  });
}
