import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** Each approved cohort's public results (issue 18; WP-5 builds it). */
export const resultsRoutes: Pick<Handlers, 'listResults'> = {
  listResults: notBuiltYet,
};
