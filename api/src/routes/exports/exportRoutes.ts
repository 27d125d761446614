import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** The CSV exports, streamed from the database (issue 18; WP-4 builds them). */
export const exportRoutes: Pick<
  Handlers,
  'exportCohortNominations' | 'exportCohortVotes' | 'exportPayments'
> = {
  exportCohortNominations: notBuiltYet,
  exportCohortVotes: notBuiltYet,
  exportPayments: notBuiltYet,
};
