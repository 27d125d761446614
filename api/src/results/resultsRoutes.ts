import type { Handlers } from '../http/handler';
import { readResults } from './resultQueries';

/** Each approved cohort's public results, for transparency. */
export const resultsRoutes: Pick<Handlers, 'listResults'> = {
  async listResults(_request, { db, config }) {
    return readResults(db, config);
  },
};
