// Judging: a judge's assessments and recusals of the nominations of the
// cohort in its assessment period, the review of the compiled sizes, the distribution the
// judges approve, and the admin's excusals and reminders.
import { z } from 'zod';
import { COHORT_PERIODS, NOMINATION_CATEGORIES } from '../domain/programme';
import {
  ASSESSMENT_CRITERIA,
  ASSESSMENT_SIZES,
  ASSESSMENT_STATUSES,
  ASSESSMENT_TEXT_MAX,
  EVALUATION_FILTERS,
  MY_ASSESSMENT_STATES,
  REVIEW_FILTERS,
  REVIEW_FLAGS,
  REVIEW_NEEDS,
  SIZES_HIDDEN_REASONS,
  type AssessmentCriterionKey,
} from '../domain/judging';
import { ErrorBodySchema, PageInfoSchema, PagingQuerySchema } from '../common';
import { GITHUB_STATUSES } from '../domain/programme';
import { recordId, recordIdParam, requiredProse, text } from '../fields';
import { GrantAmountsSchema } from '../programme/schemas';
import { ELIGIBILITY_KEYS, type EligibilityKey } from '../domain/applications';
import { EvidenceSchema } from '../nominations/schemas';

export const AssessmentSizeSchema = z.enum(ASSESSMENT_SIZES, {
  error: (issue) =>
    issue.input === undefined
      ? 'size is required'
      : `size must be one of ${ASSESSMENT_SIZES.join(', ')}`,
});

const criterion = (key: AssessmentCriterionKey) => {
  const field = `criteria.${key}`;
  return z.boolean({
    error: (issue) =>
      issue.input === undefined ? `${field} is required` : `${field} must be true or false`,
  });
};

const criteria = Object.fromEntries(
  ASSESSMENT_CRITERIA.map(({ key }) => [key, criterion(key)]),
) as Record<AssessmentCriterionKey, ReturnType<typeof criterion>>;

/** The judge's answers to the criteria; a "no" (`false`) is a valid answer. */
export const AssessmentCriteriaSchema = z.strictObject(criteria, {
  error: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined
      ? 'criteria is required'
      : `criteria must be an object with ${ASSESSMENT_CRITERIA.map(({ key }) => key).join(', ')}`;
  },
});

/**
 * A judge's assessment: the criteria, the size, a rejection reason for Decline only, and an
 * optional comment.
 */
export const AssessRequestSchema = z
  .strictObject({
    criteria: AssessmentCriteriaSchema,
    size: AssessmentSizeSchema,
    rejectionReason: requiredProse(
      'rejectionReason',
      ASSESSMENT_TEXT_MAX.rejectionReason,
    ).optional(),
    comment: text('comment')
      .trim()
      .max(
        ASSESSMENT_TEXT_MAX.comment,
        `comment must be at most ${ASSESSMENT_TEXT_MAX.comment} characters`,
      )
      .optional(),
  })
  .superRefine((assessment, context) => {
    if (assessment.size === 'decline' && assessment.rejectionReason === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: 'rejectionReason is required for Decline',
      });
    }
    if (assessment.size !== 'decline' && assessment.rejectionReason !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: 'rejectionReason is only for Decline',
      });
    }
  });
export type AssessRequest = z.infer<typeof AssessRequestSchema>;

/** Recusing from a nomination (a conflict of interest): final, with a reason. */
export const RecuseRequestSchema = z.strictObject({
  reason: requiredProse('reason', ASSESSMENT_TEXT_MAX.recusalReason),
});
export type RecuseRequest = z.infer<typeof RecuseRequestSchema>;

/** The judges' consensus size of a split no judge is left to decide: one of the tied sizes. */
export const ConsensusRequestSchema = z.strictObject({
  size: AssessmentSizeSchema,
  reason: requiredProse('reason', ASSESSMENT_TEXT_MAX.consensusReason),
});
export type ConsensusRequest = z.infer<typeof ConsensusRequestSchema>;

/** An admin excusing an absent judge from approving a cohort's distribution. */
export const ExcuseRequestSchema = z.strictObject({
  reason: requiredProse('reason', ASSESSMENT_TEXT_MAX.excuseReason),
});
export type ExcuseRequest = z.infer<typeof ExcuseRequestSchema>;

export const AssessmentIdParamsSchema = z.strictObject({ id: recordIdParam('assessment id') });

export const CohortJudgeParamsSchema = z.strictObject({
  id: recordIdParam('cohort id'),
  judgeId: recordIdParam('judge id'),
});

const JudgedCohortSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  period: z.enum(COHORT_PERIODS),
});

const ContributorNameSchema = z.object({ id: recordId('id'), name: text('name') });
const ProjectNameSchema = z.object({ id: recordId('id'), name: text('name') });

const CriteriaAnswersSchema = z.object(
  Object.fromEntries(ASSESSMENT_CRITERIA.map(({ key }) => [key, z.boolean()])) as Record<
    AssessmentCriterionKey,
    z.ZodBoolean
  >,
);

/** One judge's row of a nomination: an assessment or a recusal. */
export const AssessmentSchema = z.object({
  id: recordId('id'),
  nominationId: recordId('nominationId'),
  /** `id` null and `name` "a former judge" once the judge's account is deleted. */
  judge: z.object({ id: recordId('id').nullable(), name: text('name') }),
  status: z.enum(ASSESSMENT_STATUSES),
  criteria: CriteriaAnswersSchema.nullable(),
  size: z.enum(ASSESSMENT_SIZES).nullable(),
  rejectionReason: text('rejectionReason').nullable(),
  comment: text('comment').nullable(),
  recusalReason: text('recusalReason').nullable(),
  createdAt: text('createdAt'),
  updatedAt: text('updatedAt').nullable(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

export const AssessmentOutcomeSchema = z.object({
  success: z.literal(true),
  /** "assessment saved" or "recusal saved". */
  message: text('message'),
  assessment: AssessmentSchema,
  /** The change altered the compiled distribution, so the judges' approvals were reset. */
  approvalsCleared: z.boolean(),
  /** The change completed the distribution: every nomination has a final size. */
  distributionReady: z.boolean(),
});
export type AssessmentOutcome = z.infer<typeof AssessmentOutcomeSchema>;

/** A 409 of creating an assessment the judge already has: the id to revise instead. */
export const AssessmentConflictErrorSchema = ErrorBodySchema.extend({
  assessmentId: recordId('assessmentId').optional(),
});
export type AssessmentConflictError = z.infer<typeof AssessmentConflictErrorSchema>;

/** The judge's own part in a nomination: its state (todo, assessed, recused), size and id. */
const MyAssessmentSummarySchema = z.object({
  status: z.enum(MY_ASSESSMENT_STATES),
  size: z.enum(ASSESSMENT_SIZES).nullable(),
  assessmentId: recordId('assessmentId').nullable(),
});

export const EvaluationListQuerySchema = PagingQuerySchema.extend({
  filter: z
    .enum(EVALUATION_FILTERS, { error: `filter must be one of ${EVALUATION_FILTERS.join(', ')}` })
    .optional(),
});
export type EvaluationListQuery = z.input<typeof EvaluationListQuerySchema>;

/** A nomination in the judge's list: highest score first, then most scouts. */
export const EvaluationRowSchema = z.object({
  nominationId: recordId('nominationId'),
  contributor: ContributorNameSchema,
  projects: z.array(ProjectNameSchema),
  description: text('description'),
  score: z.number().int(),
  scouts: z.number().int(),
  /** Assessments (not recusals) of every judge. */
  assessmentCount: z.number().int(),
  mine: MyAssessmentSummarySchema,
  /** The judge is its contributor or a scout behind it: they may only recuse. */
  conflict: z.boolean(),
});
export type EvaluationRow = z.infer<typeof EvaluationRowSchema>;

export const EvaluationListSchema = PageInfoSchema.extend({
  cohort: JudgedCohortSchema,
  evaluations: z.array(EvaluationRowSchema),
});
export type EvaluationList = z.infer<typeof EvaluationListSchema>;

/**
 * The nominee's own answers to the eligibility questions of their application, as declared (a
 * judge cannot know their age or who paid for the work); null until they answered.
 */
export const EligibilityDeclarationSchema = z
  .object({
    answers: z.object(
      Object.fromEntries(ELIGIBILITY_KEYS.map((key) => [key, z.boolean()])) as Record<
        EligibilityKey,
        z.ZodBoolean
      >,
    ),
    declaredAt: text('declaredAt'),
  })
  .nullable();
export type EligibilityDeclaration = z.infer<typeof EligibilityDeclarationSchema>;

/**
 * Everything a judge weighs about one nomination, with their own and (once assessed) others' rows.
 */
export const EvaluationSchema = z.object({
  nomination: z.object({
    id: recordId('id'),
    description: text('description'),
    categories: z.array(z.enum(NOMINATION_CATEGORIES)),
    contributionDate: text('contributionDate'),
    createdAt: text('createdAt'),
  }),
  cohort: JudgedCohortSchema.extend({ grantAmounts: GrantAmountsSchema }),
  contributor: z.object({
    id: recordId('id'),
    name: text('name'),
    githubUsername: text('githubUsername'),
    projectRole: text('projectRole').nullable(),
    contributorSince: text('contributorSince').nullable(),
  }),
  projects: z.array(
    z.object({
      id: recordId('id'),
      name: text('name'),
      githubRepo: text('githubRepo'),
      websiteUrl: text('websiteUrl').nullable(),
      stars: z.number().int().nullable(),
      pushedAt: text('pushedAt').nullable(),
      githubStatus: z.enum(GITHUB_STATUSES).nullable(),
      /** The contributor's commits in the 6 months before the nomination; null when unknown. */
      contributorCommits6m: z.number().int().nullable(),
      commitsReadAt: text('commitsReadAt').nullable(),
    }),
  ),
  /**
   * `score`: the tally (every vote but those of voters an admin excluded); `withoutFlaggedScore`:
   * with the voters the ledger flagged left out too (vote integrity).
   */
  votes: z.object({
    score: z.number().int(),
    withoutFlaggedScore: z.number().int(),
    up: z.number().int(),
    down: z.number().int(),
  }),
  scouts: z.number().int(),
  /** "Nominating scout", "Co-nominator 1", …: the texts, never the scouts' identities. */
  scoutNotes: z.array(z.object({ label: text('label'), text: text('text') })),
  /** The links the scouts added, oldest first, with the GitHub facts read; never who added them. */
  evidence: z.array(EvidenceSchema),
  declaration: EligibilityDeclarationSchema,
  assessmentCount: z.number().int(),
  mine: AssessmentSchema.nullable(),
  /** Null while hidden: before the judge saved their own, or when they recused. */
  others: z.array(AssessmentSchema).nullable(),
  /** Why the judge may not assess it (they may only recuse), or null. */
  conflict: text('conflict').nullable(),
  canChange: z.boolean(),
  lockedBecause: text('lockedBecause').nullable(),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

/**
 * Why the caller is not shown a nomination's sizes (and what follows from them); null when shown.
 */
const SizesHiddenSchema = z.enum(SIZES_HIDDEN_REASONS).nullable();

const sizeRecord = <T extends z.ZodType>(value: T) =>
  z.object({ decline: value, small: value, medium: value, large: value });

export const ReviewQuerySchema = PagingQuerySchema.extend({
  filter: z
    .enum(REVIEW_FILTERS, { error: `filter must be one of ${REVIEW_FILTERS.join(', ')}` })
    .optional(),
});
export type ReviewQuery = z.input<typeof ReviewQuerySchema>;

/** One nomination of the review, in the evaluation list's order. */
export const ReviewRowSchema = z.object({
  nominationId: recordId('nominationId'),
  contributor: ContributorNameSchema,
  projects: z.array(ProjectNameSchema),
  /** The tally: every vote but those of voters an admin excluded. */
  score: z.number().int(),
  /** The tally with the voters the ledger flagged left out too. */
  withoutFlaggedScore: z.number().int(),
  assessmentCount: z.number().int(),
  /**
   * Why the sizes and what follows from them (counts, final size, amount, consensus, the rows, the
   * "Decline among Large" flag) are null for this caller; null when they are shown.
   */
  sizesHidden: SizesHiddenSchema,
  /** Null while hidden from this judge (before they saved their own, or when they recused). */
  counts: sizeRecord(z.number().int()).nullable(),
  /** Null when hidden (as counts) or when there is none yet. */
  finalSize: z.enum(ASSESSMENT_SIZES).nullable(),
  amount: z.number().int().nullable(),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  needs: z.enum(REVIEW_NEEDS).nullable(),
  /** Panel judges (not excused) who may still assess it: neither assessed nor recused. */
  judgesLeft: z.array(text('judgesLeft')),
  /** Panel judges who have a conflict with it and have not recused yet. */
  judgesWithConflict: z.array(text('judgesWithConflict')),
  /** The judges' consensus of a split; null without one, or while the sizes are hidden. */
  consensus: z
    .object({
      size: z.enum(ASSESSMENT_SIZES),
      reason: text('reason'),
      recordedBy: text('recordedBy').nullable(),
      recordedAt: text('recordedAt'),
    })
    .nullable(),
  /** The individual rows; null while hidden from this judge. */
  assessments: z
    .array(
      z.object({
        id: recordId('id'),
        judgeName: text('judgeName'),
        status: z.enum(ASSESSMENT_STATUSES),
        size: z.enum(ASSESSMENT_SIZES).nullable(),
      }),
    )
    .nullable(),
  /** The caller's own state; null for an admin. */
  mine: z.enum(MY_ASSESSMENT_STATES).nullable(),
});
export type ReviewRow = z.infer<typeof ReviewRowSchema>;

/**
 * The whole cohort's figures, the same on every page of the review. The sizes' counts and amounts
 * are those of the final sizes the caller is shown: a judge's leave out the nominations whose
 * sizes are hidden from them (`notShown`); an admin's count every one.
 */
export const ReviewTotalsSchema = z.object({
  nominations: z.number().int(),
  bySize: sizeRecord(z.object({ count: z.number().int(), amount: z.number().int() })),
  /** Whole XRP of the final sizes shown. */
  total: z.number().int(),
  /** Nominations whose sizes are hidden from the caller, left out of `bySize` and `total`. */
  notShown: z.number().int(),
  /** Every nomination has a final size. */
  complete: z.boolean(),
  /** Nominations with no final size yet. */
  incomplete: z.number().int(),
  /** Nominations with fewer than 3 assessments. */
  short: z.number().int(),
  /** Nominations split with no most common size and no consensus. */
  splits: z.number().int(),
});
export type ReviewTotals = z.infer<typeof ReviewTotalsSchema>;

const ReviewedCohortSchema = JudgedCohortSchema.extend({ grantAmounts: GrantAmountsSchema });

/** A page of the compiled assessments, with the whole cohort's totals. */
export const ReviewSchema = PageInfoSchema.extend({
  cohort: ReviewedCohortSchema,
  rows: z.array(ReviewRowSchema),
  totals: ReviewTotalsSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

/** A cohort's final list, who approved it and who is still waited for. */
export const DistributionSchema = z.object({
  cohort: ReviewedCohortSchema,
  items: z.array(
    z.object({
      nominationId: recordId('nominationId'),
      contributor: ContributorNameSchema,
      projects: z.array(ProjectNameSchema),
      /** Why its final size and amount are null for this caller; null when they are shown. */
      sizesHidden: SizesHiddenSchema,
      /**
       * Null while the nomination has none (fewer than 3 assessments, unresolved split) or it is
       * hidden.
       */
      finalSize: z.enum(ASSESSMENT_SIZES).nullable(),
      amount: z.number().int().nullable(),
    }),
  ),
  totals: ReviewTotalsSchema,
  /** The caller may approve now: complete, in the assessment period, not approved yet by them. */
  approvable: z.boolean(),
  /** What stops approving: the words after "previous steps must be completed first: ". */
  blockers: z.array(text('blockers')),
  panel: z.array(
    z.object({
      judgeId: recordId('judgeId'),
      name: text('name'),
      excused: z
        .object({ at: text('at'), by: text('by').nullable(), reason: text('reason') })
        .nullable(),
      approvedAt: text('approvedAt').nullable(),
      progress: z.object({
        assessed: z.number().int(),
        recused: z.number().int(),
        /** Nominations with no final size that the judge neither assessed nor recused. */
        left: z.number().int(),
      }),
    }),
  ),
  approvals: z.number().int(),
  /** Every non-excused panel judge, at least 1. */
  required: z.number().int(),
  approved: z.boolean(),
  approvedByMe: z.boolean(),
  /**
   * "Approvals were reset on …: <nomination> changed from Medium to Large", or null; without the
   * sizes when they are hidden from the caller.
   */
  resetNote: text('resetNote').nullable(),
});
export type Distribution = z.infer<typeof DistributionSchema>;

/** The judge's home: the cohort under assessment, their progress and the distribution's state. */
export const JudgeSummarySchema = z.object({
  cohort: JudgedCohortSchema.extend({ periodStartedAt: text('periodStartedAt') }).nullable(),
  /** The last cohort the judge was on the panel of, when no cohort is being assessed. */
  lastCohort: JudgedCohortSchema.nullable(),
  progress: z
    .object({ assessed: z.number().int(), recused: z.number().int(), total: z.number().int() })
    .nullable(),
  short: z.object({ count: z.number().int(), first: z.array(EvaluationRowSchema) }),
  distribution: z
    .object({
      ready: z.boolean(),
      blockers: z.array(text('blockers')),
      approvedByMe: z.boolean(),
      /** The judge's excusal by an admin: they assess and approve nothing more of this cohort. */
      excused: z.object({ at: text('at'), reason: text('reason') }).nullable(),
      approvals: z.number().int(),
      required: z.number().int(),
      approved: z.boolean(),
    })
    .nullable(),
  /**
   * The first nomination left to do, in the list's order; null when none is, or the judge was
   * excused.
   */
  continueAt: recordId('continueAt').nullable(),
});
export type JudgeSummary = z.infer<typeof JudgeSummarySchema>;

export const JudgeRemindersOutcomeSchema = z.object({
  success: z.literal(true),
  /** "judges reminded", or "No judge has nominations left". */
  message: text('message'),
  emailed: z.number().int(),
});
export type JudgeRemindersOutcome = z.infer<typeof JudgeRemindersOutcomeSchema>;
