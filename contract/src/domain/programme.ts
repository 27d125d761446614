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

/** The periods a cohort moves through, with the names the pages show. */
export const COHORT_PERIOD_NAMES: Record<CohortPeriod, string> = {
  nomination: 'Nomination',
  voting: 'Voting',
  assessment: 'Assessment',
  distribution: 'Distribution',
  closed: 'Closed',
};

/** The only period a cohort may move to from each period (moves go forward, one at a time). */
export const NEXT_PERIOD: Record<CohortPeriod, CohortPeriod | null> = {
  nomination: 'voting',
  voting: 'assessment',
  assessment: 'distribution',
  distribution: 'closed',
  closed: null,
};

export type CohortMoveTarget = Exclude<CohortPeriod, 'nomination'>;

/** The button that makes each move, and what the confirmation says changes. */
export const PERIOD_MOVES: Record<CohortMoveTarget, { label: string; effect: string }> = {
  voting: {
    label: 'Open voting',
    effect: 'Scouts can no longer nominate; voting opens. Scouts are emailed.',
  },
  assessment: {
    label: 'Start assessment',
    effect: 'Voting closes; the judges are emailed to assess the nominations.',
  },
  distribution: {
    label: 'Start distribution',
    effect: 'Judges can no longer change their assessments; approved grants can be paid.',
  },
  closed: {
    label: 'Close the cohort',
    effect: 'The cohort ends today and its figures are kept as they are; a new cohort can start.',
  },
};

/** The sizes a grant is given in (DOMAIN.md "shirt sizes"). */
export const GRANT_SIZES = ['small', 'medium', 'large'] as const;
export type GrantSize = (typeof GRANT_SIZES)[number];

export const GRANT_SIZE_NAMES: Record<GrantSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** Whole XRP paid per final size: a setting of each cohort. */
export type GrantAmounts = Record<GrantSize, number>;

/** A new cohort's amounts when there is no earlier cohort to take them from. */
export const DEFAULT_GRANT_AMOUNTS: GrantAmounts = { small: 50, medium: 750, large: 3000 };
export const DEFAULT_KYC_SIZES: readonly GrantSize[] = ['large'];
export const DEFAULT_VOTING_PERIOD_DAYS = 14;

/** A nomination with fewer assessments than this needs the judges' attention. */
export const MIN_ASSESSMENTS_PER_NOMINATION = 3;

/** What GitHub said the last time a project's repository was read. */
export const GITHUB_STATUSES = ['found', 'missing'] as const;
export type GitHubStatus = (typeof GITHUB_STATUSES)[number];
