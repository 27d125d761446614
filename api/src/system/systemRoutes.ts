import { count, desc } from 'drizzle-orm';
import { auditLogs } from '../db/schema';
import { checkDatabase } from '../db/database';
import { isDatabaseUnavailable } from '../db/errors';
import { unavailable } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';

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
  },
};
