// Whether this instance may get traffic: not while it shuts down (its listener closes soon), not
// while its database does not answer, and not while the database lacks a migration this build
// carries (its queries would fail). A balancer reads it from GET /api/health/ready.
import type { NotReadyReason } from '@glow/contract';
import type { Database } from '../db/database';
import { isDatabaseUnavailable } from '../db/errors';
import { pendingMigrations } from '../db/migrations';
import { MESSAGES } from '../errors/messages';

export type ReadinessCheck =
  | { ready: true }
  | { ready: false; reason: NotReadyReason; message: string; pendingMigrations: string[] };

export async function checkReadiness(db: Database, stopping: AbortSignal): Promise<ReadinessCheck> {
  const notReady = (reason: NotReadyReason, message: string, pending: string[] = []) =>
    ({ ready: false, reason, message, pendingMigrations: pending }) as const;
  if (stopping.aborted) return notReady('shuttingDown', MESSAGES.notReadyShuttingDown);
  let pending: string[];
  try {
    pending = await pendingMigrations(db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return notReady('database', MESSAGES.notReadyDatabase);
  }
  if (pending.length > 0)
    return notReady('migrations', MESSAGES.notReadyMigrations(pending), pending);
  // The stop may have begun while the database was read: a balancer acting on a late "ready"
  // would send requests to a listener about to close.
  if (stopping.aborted) return notReady('shuttingDown', MESSAGES.notReadyShuttingDown);
  return { ready: true };
}
