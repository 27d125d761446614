import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

export const contributorRoutes: Pick<
  Handlers,
  'searchContributors' | 'createContributor' | 'listContributorNominations'
> = {
  searchContributors: notBuiltYet('searchContributors'),
  createContributor: notBuiltYet('createContributor'),
  listContributorNominations: notBuiltYet('listContributorNominations'),
};
