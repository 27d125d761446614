/** A cohort moves through these in order, then it is closed. */
export const COHORT_PERIODS = [
  'nomination',
  'voting',
  'assessment',
  'distribution',
  'closed',
] as const;
export type CohortPeriod = (typeof COHORT_PERIODS)[number];

export const NOMINATION_CATEGORIES = [
  'Solving Technical Debt',
  'Improving the Core Protocol',
  'Improving Existing Standards',
  'Creating New Standards',
  'Improving Documentation or Creating Example Code',
  'Creating Community Tools',
  'Supporting Infrastructure',
  'Others',
] as const;
export type NominationCategory = (typeof NOMINATION_CATEGORIES)[number];

export const VOTE_TYPES = ['UP', 'DOWN', 'NONE'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** The value a vote adds to a nomination's score. */
export const VOTE_VALUES: Record<VoteType, -1 | 0 | 1> = { UP: 1, DOWN: -1, NONE: 0 };

export const NOMINATION_SORTS = ['score', 'newest'] as const;
export type NominationSort = (typeof NOMINATION_SORTS)[number];
