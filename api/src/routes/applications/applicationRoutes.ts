import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** The contributor's own application: documents, eligibility, details (issue 17). */
export const applicationRoutes: Pick<
  Handlers,
  | 'listMyApplications'
  | 'readContributorDocument'
  | 'acceptContributorDocument'
  | 'answerEligibility'
  | 'submitApplicationDetails'
> = {
  listMyApplications: notBuiltYet,
  readContributorDocument: notBuiltYet,
  acceptContributorDocument: notBuiltYet,
  answerEligibility: notBuiltYet,
  submitApplicationDetails: notBuiltYet,
};
