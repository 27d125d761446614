// Rolls back a remote's failing new version in the background: every interval it reads the live
// versions and counts their failure reports (deploys/automaticRollback.ts). Every API process
// runs one; the database decides which of them rolls a version back and tells the admins.
import type { FastifyBaseLogger } from 'fastify';
import { pause, until } from '../clients/deadlines';
import {
  rollBackFailingVersions,
  type AutomaticRollbackOptions,
} from '../deploys/automaticRollback';

export interface AreaRollbackWorkerOptions extends AutomaticRollbackOptions {
  log: FastifyBaseLogger;
  intervalMs: number;
}

export interface AreaRollbackWorker {
  /** Stops after the round in flight, waiting for it until `deadline` (a Date.now() time). */
  stop(deadline: number): Promise<void>;
}

export function startAreaRollbackWorker(options: AreaRollbackWorkerOptions): AreaRollbackWorker {
  const { log, intervalMs } = options;
  const stopping = new AbortController();
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

  const running = (async () => {
    while (!stopping.signal.aborted) {
      await roundOnce();
      await pause(intervalMs, stopping.signal);
    }
  })();

  return {
    async stop(deadline) {
      stopping.abort();
      await until(deadline, running);
    },
  };
}
