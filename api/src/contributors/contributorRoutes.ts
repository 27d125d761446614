// Contributors, the people scouts nominate: scouts and admins search them and create
// them before nominating (contributorChanges.ts).
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { findActiveCohort } from '../programme/cohortViews';
import { ofContributorInCohort, readPairNominations } from '../nominations/pairNominations';
import { readContributorSummary, searchContributors, type Viewing } from './contributorQueries';
import { createContributor } from './contributorChanges';

export const contributorRoutes: Pick<
  Handlers,
  'searchContributors' | 'createContributor' | 'listContributorNominations'
> = {
  async searchContributors({ query, actor }, { db }) {
    return searchContributors(db, query, actor);
  },

  async createContributor({ body, actor }, { db }) {
    const { id, viewing } = await createContributor(db, actor, body);
    const contributor = await readContributorSummary(db, id, viewing);
    if (!contributor) throw notFound(MESSAGES.contributorNotFound);
    return { success: true, message: MESSAGES.contributorCreated, contributor };
  },

  async listContributorNominations({ params, actor }, { db }) {
    const cohort = await findActiveCohort(db);
    const viewing: Viewing = { viewer: actor, activeCohortId: cohort?.id ?? null };
    if (!(await readContributorSummary(db, params.id, viewing))) {
      throw notFound(MESSAGES.contributorNotFound);
    }
    const nominations = cohort
      ? await readPairNominations(db, ofContributorInCohort(params.id, cohort.id), actor.id)
      : [];
    if (nominations.length === 0) throw notFound(MESSAGES.contributorNominationsNotFound);
    return { nominations };
  },
};
