// The judging calls: evaluations, assessments, recusals, consensus, the review and the
// distribution's approval.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint, JUDGE, JUDGE_OR_ADMIN } from '../endpoint';
import { ErrorBodySchema, FieldErrorSchema, OutcomeSchema } from '../common';
import { NominationIdParamsSchema } from '../nominations/schemas';
import { CohortIdParamsSchema } from '../programme/schemas';
import {
  AssessRequestSchema,
  AssessmentConflictErrorSchema,
  AssessmentIdParamsSchema,
  AssessmentOutcomeSchema,
  AssessmentSchema,
  CohortJudgeParamsSchema,
  ConsensusRequestSchema,
  DistributionSchema,
  EvaluationListQuerySchema,
  EvaluationListSchema,
  EvaluationSchema,
  ExcuseRequestSchema,
  JudgeRemindersOutcomeSchema,
  JudgeSummarySchema,
  RecuseRequestSchema,
  ReviewQuerySchema,
  ReviewSchema,
} from './schemas';

export const JUDGING_ENDPOINTS = {
  judgeSummary: {
    ...ROUTES.judgeSummary,
    access: JUDGE,
    summary:
      "The judge's home: the cohort under assessment, their progress, nominations short of 3 assessments and the distribution's state",
    tag: 'judging',
    response: JudgeSummarySchema,
    validationWords: 'spec',
  },
  listEvaluations: {
    ...ROUTES.listEvaluations,
    access: JUDGE,
    summary:
      "A cohort's nominations for its judges, highest score first, then most scouts, with the judge's own status; paged, filters todo and short",
    tag: 'judging',
    params: CohortIdParamsSchema,
    query: EvaluationListQuerySchema,
    response: EvaluationListSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getEvaluation: {
    ...ROUTES.getEvaluation,
    access: JUDGE,
    summary:
      "Everything a judge weighs about a nomination, their own assessment, and the others' once they saved theirs",
    tag: 'judging',
    params: NominationIdParamsSchema,
    response: EvaluationSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  createAssessment: {
    ...ROUTES.createAssessment,
    access: JUDGE,
    summary:
      "Saves the judge's assessment of a nomination (criteria, size, a reason for Decline) during the assessment period",
    tag: 'judging',
    params: NominationIdParamsSchema,
    body: AssessRequestSchema,
    response: AssessmentOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: AssessmentConflictErrorSchema },
    validationWords: 'spec',
  },
  reviseAssessment: {
    ...ROUTES.reviseAssessment,
    access: JUDGE,
    summary: "Revises the judge's own assessment until the cohort's distribution is approved",
    tag: 'judging',
    params: AssessmentIdParamsSchema,
    body: AssessRequestSchema,
    response: AssessmentOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getAssessment: {
    ...ROUTES.getAssessment,
    access: JUDGE_OR_ADMIN,
    summary:
      "One assessment: a judge's own, or another judge's once the caller saved theirs of the same nomination; admins read any",
    tag: 'judging',
    params: AssessmentIdParamsSchema,
    response: AssessmentSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  recuse: {
    ...ROUTES.recuse,
    access: JUDGE,
    summary:
      "Recuses the judge from a nomination (a conflict of interest), with a reason; final, and hides the others' assessments of it",
    tag: 'judging',
    params: NominationIdParamsSchema,
    body: RecuseRequestSchema,
    response: AssessmentOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  recordConsensus: {
    ...ROUTES.recordConsensus,
    access: JUDGE,
    summary:
      "Records the judges' consensus size of a split nomination no judge is left to assess, with a reason",
    tag: 'judging',
    params: NominationIdParamsSchema,
    body: ConsensusRequestSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getReview: {
    ...ROUTES.getReview,
    access: JUDGE_OR_ADMIN,
    summary:
      "A cohort's compiled assessments per nomination (counts, final size, amount, flags), paged, filters ties, short and todo, with the whole cohort's totals",
    tag: 'judging',
    params: CohortIdParamsSchema,
    query: ReviewQuerySchema,
    response: ReviewSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getDistribution: {
    ...ROUTES.getDistribution,
    access: JUDGE_OR_ADMIN,
    summary:
      "A cohort's final list of sizes and amounts, its total, what blocks approving, and the panel's approvals",
    tag: 'judging',
    params: CohortIdParamsSchema,
    response: DistributionSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  approveDistribution: {
    ...ROUTES.approveDistribution,
    access: JUDGE,
    summary:
      "Approves the cohort's distribution, once per judge, when every nomination has a final size",
    tag: 'judging',
    params: CohortIdParamsSchema,
    response: DistributionSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  excuseJudge: {
    ...ROUTES.excuseJudge,
    access: ADMIN,
    summary:
      "Excuses an absent judge from approving the cohort's distribution, with a reason (until it is approved)",
    tag: 'judging',
    params: CohortJudgeParamsSchema,
    body: ExcuseRequestSchema,
    response: DistributionSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  unexcuseJudge: {
    ...ROUTES.unexcuseJudge,
    access: ADMIN,
    summary: "Takes back a judge's excusal until the cohort's distribution is approved",
    tag: 'judging',
    params: CohortJudgeParamsSchema,
    response: DistributionSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  remindJudges: {
    ...ROUTES.remindJudges,
    access: ADMIN,
    summary:
      'Emails the judges with nominations left in the cohort under assessment, at most once a day',
    tag: 'judging',
    params: CohortIdParamsSchema,
    response: JudgeRemindersOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
} as const satisfies Record<string, Endpoint>;
