import type { Handlers } from '../http/handler';
import { readBallot } from './ballotQueries';

export const ballotRoutes: Pick<Handlers, 'listNominations'> = {
  listNominations: ({ query, wallet }, { db }) => readBallot(db, query, wallet?.address ?? null),
};
