// Contributors, the people scouts nominate: scouts and admins search them and create
// them before nominating (contributorChanges.ts).
import { count } from 'drizzle-orm';
import { contributors } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { findActiveCohort } from '../programme/cohortViews';
import { ofContributorInCohort, readPairNominations } from '../nominations/pairNominations';
import {
  contributorOrder,
  matchingContributors,
  readContributorSummary,
  summaryColumns,
  type Viewing,
} from './contributorQueries';
import { createContributor } from './contributorChanges';
import { toContributorSummary } from './contributorViews';

export const contributorRoutes: Pick<
  Handlers,
  'searchContributors' | 'createContributor' | 'listContributorNominations'
> = {
  async searchContributors({ query, actor }, { db }) {
    const cohort = await findActiveCohort(db);
    const where = matchingContributors(query.search);
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns(cohort?.id ?? null))
        .from(contributors)
        .where(where)
        .orderBy(...contributorOrder)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(contributors).where(where),
    ]);
    return {
      page: query.page,
      limit: query.limit,
      total: total?.value ?? 0,
      contributors: rows.map((row) =>
        toContributorSummary(row.contributor, row.activeNominations, actor),
      ),
    };
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
