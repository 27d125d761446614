// Rolls back a remote's failing new version in the background: every interval it reads the live
// versions and counts their failure reports (deploys/automaticRollback.ts). Every API process
// runs one; the database decides which of them rolls a version back and tells the admins.
import type { FastifyBaseLogger } from 'fastify';
import {
  rollBackFailingVersions,
  type AutomaticRollbackOptions,
} from '../deploys/automaticRollback';
import { repeatRounds, type Rounds } from './repeatRounds';

export interface AreaRollbackWorkerOptions extends AutomaticRollbackOptions {
  log: FastifyBaseLogger;
  intervalMs: number;
}

export function startAreaRollbackWorker(options: AreaRollbackWorkerOptions): Rounds {
  const { log, intervalMs } = options;
  /** Whether the last round failed, so an outage is logged once, not every round. */
  let failing = false;

  async function roundOnce(): Promise<void> {
    try {
      await rollBackFailingVersions(options);
      if (failing) log.info('the automatic rollback reads the CDN and the database again');
      failing = false;
    } catch (error) {
      if (!failing) {
        log.warn({ err: error }, 'the automatic rollback cannot read the CDN or the database');
      }
      failing = true;
    }
  }

  return repeatRounds(intervalMs, roundOnce);
}
