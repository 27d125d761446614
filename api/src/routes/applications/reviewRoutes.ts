import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** The admins' review of a cohort's applications (issue 17). */
export const reviewRoutes: Pick<
  Handlers,
  | 'listCohortApplications'
  | 'readApplication'
  | 'approveApplication'
  | 'returnApplication'
  | 'requestKyc'
  | 'reopenApplication'
  | 'remindApplicants'
> = {
  listCohortApplications: notBuiltYet,
  readApplication: notBuiltYet,
  approveApplication: notBuiltYet,
  returnApplication: notBuiltYet,
  requestKyc: notBuiltYet,
  reopenApplication: notBuiltYet,
  remindApplicants: notBuiltYet,
};
