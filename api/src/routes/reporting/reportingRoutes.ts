import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** The reporting page's figures (issue 18; WP-4 builds them). */
export const reportingRoutes: Pick<Handlers, 'readCohortReport' | 'readProgrammeReport'> = {
  readCohortReport: notBuiltYet,
  readProgrammeReport: notBuiltYet,
};
