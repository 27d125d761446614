import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** The judges' assessments, the review, the distribution and its approvals (issue 16). */
export const judgingRoutes: Pick<
  Handlers,
  | 'judgeSummary'
  | 'listEvaluations'
  | 'getEvaluation'
  | 'createAssessment'
  | 'reviseAssessment'
  | 'getAssessment'
  | 'recuse'
  | 'recordConsensus'
  | 'getReview'
  | 'getDistribution'
  | 'approveDistribution'
  | 'excuseJudge'
  | 'unexcuseJudge'
  | 'remindJudges'
> = {
  judgeSummary: notBuiltYet('judgeSummary'),
  listEvaluations: notBuiltYet('listEvaluations'),
  getEvaluation: notBuiltYet('getEvaluation'),
  createAssessment: notBuiltYet('createAssessment'),
  reviseAssessment: notBuiltYet('reviseAssessment'),
  getAssessment: notBuiltYet('getAssessment'),
  recuse: notBuiltYet('recuse'),
  recordConsensus: notBuiltYet('recordConsensus'),
  getReview: notBuiltYet('getReview'),
  getDistribution: notBuiltYet('getDistribution'),
  approveDistribution: notBuiltYet('approveDistribution'),
  excuseJudge: notBuiltYet('excuseJudge'),
  unexcuseJudge: notBuiltYet('unexcuseJudge'),
  remindJudges: notBuiltYet('remindJudges'),
};
