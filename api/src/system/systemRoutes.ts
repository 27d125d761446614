import { checkDatabase } from '../db/database';
import { isDatabaseUnavailable } from '../db/errors';
import { unavailable } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { readAuditLog } from './auditLogQueries';
import { checkReadiness } from './readiness';

export const systemRoutes: Pick<
  Handlers,
  'health' | 'liveness' | 'readiness' | 'listLogs' | 'publicConfig'
> = {
  async health(_request, { db, databaseKind }) {
    try {
      await checkDatabase(db);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The contract's HealthDownSchema: the caller learns which database is down.
      throw unavailable(MESSAGES.databaseUnavailable, {
        status: 'down',
        database: databaseKind,
      });
    }
    return { status: 'ok', database: databaseKind };
  },

  async liveness() {
    return { status: 'alive' };
  },

  async readiness(_request, { db, databaseKind, stopping }) {
    const answer = await checkReadiness(db, stopping);
    if (answer.ready) return { status: 'ready', database: databaseKind };
    // The contract's NotReadySchema: the balancer's log shows why.
    throw unavailable(answer.message, {
      status: 'notReady',
      database: databaseKind,
      reason: answer.reason,
      pendingMigrations: answer.pendingMigrations,
    });
  },

  async publicConfig(_request, { config }) {
    return {
      network: { ...config.network },
      voterRegistration: {
        destination: config.voterRegistration.destination,
        amountDrops: config.voterRegistration.amountDrops,
      },
    };
  },

  async listLogs({ query }, { db }) {
    return readAuditLog(db, query);
  },
};
