import type { Handlers } from '../http/handler';
import { assessmentChanges } from './assessmentChanges';
import { judgeReads } from './judgeReads';

/** A judge's home, evaluations, assessments, recusals and consensus sizes. */
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
> = {
  ...judgeReads,
  ...assessmentChanges,
};
