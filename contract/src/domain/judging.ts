// Plain data of judging: the sizes a judge gives, the criteria a judge answers, the
// flags of the review and the amount a final size means. No zod: browser pages import these.
import type { GrantAmounts } from './programme';

/** The sizes a judge gives a nomination: Decline, or the size of its grant. */
export const ASSESSMENT_SIZES = ['decline', 'small', 'medium', 'large'] as const;
export type AssessmentSize = (typeof ASSESSMENT_SIZES)[number];

export const ASSESSMENT_SIZE_NAMES: Record<AssessmentSize, string> = {
  decline: 'Decline',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** A judge's row of a nomination: an assessment, or a recusal (a conflict of interest). */
export const ASSESSMENT_STATUSES = ['assessed', 'recused'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/**
 * The yes/no questions a judge answers from the work and its evidence; a "no" warns, the judge's
 * size decides. What only the nominee knows (their age, whether the work was paid) is their own
 * declaration in the application, shown to the judge as declared.
 */
export const ASSESSMENT_CRITERIA = [
  { key: 'coreInfrastructure', question: 'Did they contribute to core XRPL infrastructure?' },
  { key: 'recentWork', question: 'Was the work done within the 6 months before its nomination?' },
] as const;
export type AssessmentCriterionKey = (typeof ASSESSMENT_CRITERIA)[number]['key'];
export type AssessmentCriteria = Record<AssessmentCriterionKey, boolean>;

/**
 * What the review flags on a nomination: fewer than 3 assessments (no final size yet), a split
 * with no most common size, a Decline among Large (information only).
 */
export const REVIEW_FLAGS = ['fewerThanThree', 'split', 'declineAmongLarge'] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];

export const REVIEW_FLAG_NAMES: Record<ReviewFlag, string> = {
  fewerThanThree: 'Fewer than 3 assessments',
  split: 'Split: no most common size',
  declineAmongLarge: 'Decline among Large',
};

/** What a split nomination needs: one more judge's assessment, or the judges' consensus. */
export const REVIEW_NEEDS = ['anotherAssessment', 'consensus'] as const;
export type ReviewNeed = (typeof REVIEW_NEEDS)[number];

/** The review list's filters: splits, nominations short of 3 assessments, the caller's to-do. */
export const REVIEW_FILTERS = ['ties', 'short', 'todo'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The evaluation list's filters: the caller's to-do, nominations short of 3 assessments. */
export const EVALUATION_FILTERS = ['todo', 'short'] as const;
export type EvaluationFilter = (typeof EVALUATION_FILTERS)[number];

/** A judge's own state of a nomination in the lists. */
export const MY_ASSESSMENT_STATES = ['todo', 'assessed', 'recused'] as const;
export type MyAssessmentState = (typeof MY_ASSESSMENT_STATES)[number];

/**
 * Why a judge is not shown the sizes of a nomination, nor anything that follows from them (its
 * final size, amount, consensus, its part of the totals): they may still assess it and will see
 * them once they saved their assessment (`assessFirst`); they did not assess it and no longer can
 * (`notAssessed`: the judging is locked, or they were excused); they recused themselves
 * (`recused`); they are its contributor or a scout behind it (`conflict`).
 */
export const SIZES_HIDDEN_REASONS = ['assessFirst', 'notAssessed', 'recused', 'conflict'] as const;
export type SizesHiddenReason = (typeof SIZES_HIDDEN_REASONS)[number];

/** Whole XRP a final size means: nothing for Decline, else the cohort's amount for that size. */
export function amountOf(size: AssessmentSize, amounts: GrantAmounts): number {
  return size === 'decline' ? 0 : amounts[size];
}

/** An admin may remind the judges of a cohort at most once in this many hours. */
export const JUDGE_REMINDER_INTERVAL_HOURS = 24;

/** The longest texts of judging, in characters. */
export const ASSESSMENT_TEXT_MAX = {
  rejectionReason: 1000,
  recusalReason: 1000,
  comment: 2000,
  consensusReason: 1000,
  excuseReason: 500,
} as const;
