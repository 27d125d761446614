// The scout side of nominations: a scout's own list (an
// admin's: all, or one scout's), creating, co-nominating, editing, withdrawing, and evidence.
import { and, eq, type SQL } from 'drizzle-orm';
import { nominations } from '../db/schema';
import { forbidden } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { coNominationRoutes } from './coNominations';
import { evidenceRoutes } from './evidenceRoutes';
import { nominationChangeRoutes } from './nominationChanges';
import { nominationCreateRoutes } from './nominationCreate';
import { backedBy } from './pairNominations';
import { readScoutedPage } from './scoutedQueries';

export const scoutNominationRoutes: Pick<
  Handlers,
  | 'listScoutedNominations'
  | 'createNomination'
  | 'coNominate'
  | 'updateNomination'
  | 'withdrawNomination'
  | 'withdrawCoNomination'
  | 'listEvidence'
  | 'addEvidence'
  | 'removeEvidence'
> = {
  async listScoutedNominations({ query, actor }, { db }) {
    if (query.scoutId !== undefined && actor.role !== 'admin') {
      throw forbidden(MESSAGES.unauthorized);
    }
    // A scout sees the nominations they back; an admin every one, or one scout's.
    const scoutId = actor.role === 'admin' ? query.scoutId : actor.id;
    const where: SQL | undefined = and(
      scoutId === undefined ? undefined : backedBy(scoutId),
      query.cohortId === undefined ? undefined : eq(nominations.cohortId, query.cohortId),
    );
    const page = { page: query.page, limit: query.limit };
    return { ...page, ...(await readScoutedPage(db, where, actor.id, page)) };
  },
  ...nominationCreateRoutes,
  ...coNominationRoutes,
  ...nominationChangeRoutes,
  ...evidenceRoutes,
};
