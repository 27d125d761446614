import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';
import { findActiveCohort, toCohort } from './cohortViews';

export const cohortRoutes: Pick<
  Handlers,
  | 'activeCohort'
  | 'listCohorts'
  | 'cohortDefaults'
  | 'startCohort'
  | 'getCohort'
  | 'listCohortNominations'
  | 'updateCohort'
  | 'moveCohort'
> = {
  async activeCohort(_request, { db }) {
    const active = await findActiveCohort(db);
    return { cohort: active ? toCohort(active) : null };
  },
  listCohorts: notBuiltYet('listCohorts'),
  cohortDefaults: notBuiltYet('cohortDefaults'),
  startCohort: notBuiltYet('startCohort'),
  getCohort: notBuiltYet('getCohort'),
  listCohortNominations: notBuiltYet('listCohortNominations'),
  updateCohort: notBuiltYet('updateCohort'),
  moveCohort: notBuiltYet('moveCohort'),
};
