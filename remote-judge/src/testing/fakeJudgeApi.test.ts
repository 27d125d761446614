// The judge pages' fixtures are what the API may answer: each passes the contract's schema (the
// fake API checks every answer too, but only of the routes a test calls).
import {
  AssessmentSchema,
  DistributionSchema,
  EvaluationRowSchema,
  EvaluationSchema,
  JudgeSummarySchema,
  ReviewSchema,
} from '@glow/contract';
import {
  assessment,
  distribution,
  evaluation,
  evaluationRow,
  review,
  reviewRow,
  summary,
} from './fakeJudgeApi';

it.each([
  ['the summary', JudgeSummarySchema, summary()],
  ['an evaluation row', EvaluationRowSchema, evaluationRow(30)],
  ['the dossier', EvaluationSchema, evaluation()],
  ['an assessment', AssessmentSchema, assessment(1)],
  ['the review', ReviewSchema, review([reviewRow(30)])],
  ['the distribution', DistributionSchema, distribution()],
] as const)('%s follows the contract', (_what, schema, value) => {
  expect(schema.safeParse(value).error?.issues).toBeUndefined();
});
