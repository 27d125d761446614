/** A cohort moves through these in order, then it is closed. */
export const CYCLE_PERIODS = [
  'nomination',
  'voting',
  'assessment',
  'distribution',
  'closed',
] as const;
export type CyclePeriod = (typeof CYCLE_PERIODS)[number];

/**
 * Every period a cohort can be in: one of its cycle, or cancelled (stopped by an admin before its
 * distribution was approved: nothing is judged or paid, and another cohort can start).
 */
export const COHORT_PERIODS = [...CYCLE_PERIODS, 'cancelled'] as const;
export type CohortPeriod = (typeof COHORT_PERIODS)[number];

/** Whether a cohort in `period` is over: closed at the end of its cycle, or cancelled. */
export const isEndedPeriod = (period: CohortPeriod) =>
  period === 'closed' || period === 'cancelled';

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
  cancelled: 'Cancelled',
};

/** The only period a cohort may move to from each period (moves go forward, one at a time). */
export const NEXT_PERIOD: Record<CohortPeriod, CyclePeriod | null> = {
  nomination: 'voting',
  voting: 'assessment',
  assessment: 'distribution',
  distribution: 'closed',
  closed: null,
  cancelled: null,
};

export type CohortMoveTarget = Exclude<CyclePeriod, 'nomination'>;

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

/** The sizes a grant is given in ("shirt sizes"). */
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
/** A new cohort's applications are due this many days after its start unless the admin says. */
export const DEFAULT_APPLICATION_DAYS = 60;
/**
 * The moment a cohort's applications are due: the end of their due day (YYYY-MM-DD), in UTC, the
 * day every other date of a cohort is counted in.
 */
export function applicationsDueAt(dueOn: string): Date {
  const day = new Date(`${dueOn}T00:00:00.000Z`);
  return new Date(day.getTime() + 24 * 3600_000);
}

/**
 * Contributors with an unfinished application are reminded this many days before it is due:
 * once each, the nearest one only when they were nominated late or a reminder could not go.
 */
export const APPLICATION_REMINDER_DAYS = [7, 1] as const;

/** A nomination with fewer assessments than this needs the judges' attention. */
export const MIN_ASSESSMENTS_PER_NOMINATION = 3;

/** What GitHub said the last time a project's repository was read. */
export const GITHUB_STATUSES = ['found', 'missing'] as const;
export type GitHubStatus = (typeof GITHUB_STATUSES)[number];

/**
 * What waits on an admin (the dashboard's "Needs your attention"): submitted applications to
 * review, rejected KYC results to decide on (ask again, or let the grant go back to the pool),
 * payable grants, panel judges with assessments left, voting run past its planned end.
 */
export const ADMIN_WAITING_KINDS = [
  'applicationsToReview',
  'kycRejected',
  'grantsPayable',
  'judgesUnfinished',
  'votingOverdue',
] as const;
export type AdminWaitingKind = (typeof ADMIN_WAITING_KINDS)[number];
