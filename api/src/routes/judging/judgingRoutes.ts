import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** A judge's home, evaluations, assessments, recusals and consensus sizes (issue 16). */
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
  judgeSummary: notBuiltYet('judgeSummary'),
  listEvaluations: notBuiltYet('listEvaluations'),
  getEvaluation: notBuiltYet('getEvaluation'),
  createAssessment: notBuiltYet('createAssessment'),
  reviseAssessment: notBuiltYet('reviseAssessment'),
  getAssessment: notBuiltYet('getAssessment'),
  recuse: notBuiltYet('recuse'),
  recordConsensus: notBuiltYet('recordConsensus'),
};
