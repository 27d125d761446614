import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** The review, the distribution, its approvals and excusals, and the judges' reminders (issue 16). */
export const distributionRoutes: Pick<
  Handlers,
  | 'getReview'
  | 'getDistribution'
  | 'approveDistribution'
  | 'excuseJudge'
  | 'unexcuseJudge'
  | 'remindJudges'
> = {
  getReview: notBuiltYet('getReview'),
  getDistribution: notBuiltYet('getDistribution'),
  approveDistribution: notBuiltYet('approveDistribution'),
  excuseJudge: notBuiltYet('excuseJudge'),
  unexcuseJudge: notBuiltYet('unexcuseJudge'),
  remindJudges: notBuiltYet('remindJudges'),
};
