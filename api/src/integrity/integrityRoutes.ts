import { eq } from 'drizzle-orm';
import { cohorts } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { analyseCohort } from './analysis';
import { excludeVoters, liftExclusion } from './exclusions';
import { integrityVotersPage, readVoteIntegrity } from './integrityQueries';
import { saveIntegritySettings } from './settingsChanges';

async function findCohort(db: Parameters<Handlers['voteIntegrity']>[1]['db'], id: number) {
  const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, id));
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  return cohort;
}

export const integrityRoutes: Pick<
  Handlers,
  | 'voteIntegrity'
  | 'integrityVoters'
  | 'updateIntegritySettings'
  | 'excludeVoters'
  | 'liftExclusion'
> = {
  async voteIntegrity({ params }, { db }) {
    return readVoteIntegrity(db, await findCohort(db, params.id));
  },

  async integrityVoters({ params, query }, { db }) {
    const cohort = await findCohort(db, params.id);
    const page = await integrityVotersPage(db, cohort.id, query);
    return { page: query.page, limit: query.limit, ...page };
  },

  async updateIntegritySettings({ params, body, actor }, { db }) {
    const settings = await saveIntegritySettings(db, actor, params.id, body);
    await analyseCohort(db, params.id);
    return settings;
  },

  async excludeVoters({ params, body, actor }, { db }) {
    return excludeVoters(db, actor, params.id, body);
  },

  async liftExclusion({ params, actor }, { db }) {
    const stillExcluded = await liftExclusion(db, actor, params.id, params.exclusionId);
    return { success: true, message: MESSAGES.exclusionLifted(stillExcluded) };
  },
};
