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

/**
 * What the audit log names when Glow changes something by itself (no person acted): no user, this
 * name, and the role whose powers the change used.
 */
export const AUTOMATIC_ACTOR = { email: 'Glow (automatic)', role: 'admin' } as const;

/** Records a change Glow made by itself; call it inside the transaction that records the change. */
export async function recordAutomaticChange(db: Database, change: AuditedChange): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: null,
    actorEmail: AUTOMATIC_ACTOR.email,
    actorRole: AUTOMATIC_ACTOR.role,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    details: change.details ?? {},
  });
}
