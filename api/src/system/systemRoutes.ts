import { checkDatabase } from '../db/database';
import { isDatabaseUnavailable } from '../db/errors';
import { unavailable } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { readAuditLog } from './auditLogQueries';

export const systemRoutes: Pick<Handlers, 'health' | 'listLogs' | 'publicConfig'> = {
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
