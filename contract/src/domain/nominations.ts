// Plain data of nominations, projects and contributors:
// the screening questions, a contributor's roles in a project and what a scout's list shows.

/** A contributor's role in the project they are nominated for. */
export const CONTRIBUTOR_ROLES = ['creator', 'maintainer', 'contributor', 'editor'] as const;
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];

export const CONTRIBUTOR_ROLE_NAMES: Record<ContributorRole, string> = {
  creator: 'Creator',
  maintainer: 'Maintainer',
  contributor: 'Contributor',
  editor: 'Editor',
};

/**
 * The email a nomination sends its contributor: an invitation to set a password (no account, or
 * one never signed in to), or the news alone.
 */
export const CONTRIBUTOR_EMAILS = ['invitation', 'nominated'] as const;
export type ContributorEmail = (typeof CONTRIBUTOR_EMAILS)[number];

/** The screening answers as stored: each is `true` when the nominee passes. */
export const SCREENING_KEYS = [
  'over18',
  'notInRestrictedRegion',
  'notOnSanctionsList',
  'notRippleEmployee',
] as const;
export type ScreeningKey = (typeof SCREENING_KEYS)[number];
export type Screening = Record<ScreeningKey, boolean>;

export interface ScreeningQuestion {
  key: ScreeningKey;
  /** Asked in its natural form; `passingAnswer` is the answer that lets the nominee pass. */
  question: string;
  passingAnswer: 'yes' | 'no';
  /** Why a failing answer stops the nomination. */
  refusal: string;
}

export const RESTRICTED_REGIONS = [
  'Syria',
  'Iran',
  'Cuba',
  'North Korea',
  'Crimea',
  'Donetsk',
  'Luhansk',
] as const;

/** The four questions a scout answers first; any failing answer blocks the nomination. */
export const SCREENING_QUESTIONS: readonly ScreeningQuestion[] = [
  {
    key: 'over18',
    question: 'Is the nominee 18 or older?',
    passingAnswer: 'yes',
    refusal: 'Nominees must be 18 or older.',
  },
  {
    key: 'notInRestrictedRegion',
    question: `Does the nominee live in ${RESTRICTED_REGIONS.slice(0, -1).join(', ')} or ${RESTRICTED_REGIONS.at(-1)}?`,
    passingAnswer: 'no',
    refusal: 'Nominees living in a restricted region cannot be funded through Glow.',
  },
  {
    key: 'notOnSanctionsList',
    question: 'Is the nominee on a sanctions list?',
    passingAnswer: 'no',
    refusal: 'Nominees on a sanctions list cannot be funded through Glow.',
  },
  {
    key: 'notRippleEmployee',
    question: 'Is the nominee an employee of Ripple or an affiliated organisation?',
    passingAnswer: 'no',
    refusal: 'Employees of Ripple or an affiliated organisation cannot be nominated.',
  },
];

/**
 * Where a nomination is in the cycle, as a scout's pages show it (from its cohort's period);
 * once the distribution is approved, `sized` (with its final size) or `declined` (Decline), then
 * what became of its person's grant: `paid`, or `returned to pool`.
 */
export const NOMINATION_STATUSES = [
  'nominated',
  'in voting',
  'being assessed',
  'sized',
  'declined',
  'paid',
  'returned to pool',
  'cohort closed',
  'cohort cancelled',
] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];

export const NOMINATION_STATUS_NAMES: Record<NominationStatus, string> = {
  nominated: 'Nominated',
  'in voting': 'In voting',
  'being assessed': 'Being assessed',
  sized: 'Sized',
  declined: 'Not funded',
  paid: 'Paid',
  'returned to pool': 'Grant returned to the pool',
  'cohort closed': 'Cohort closed',
  'cohort cancelled': 'Cohort cancelled',
};

/** What a scout is to a nomination: who made it, or a co-nominator backing it. */
export const NOMINATION_PARTS = ['nominator', 'co-nominator'] as const;
export type NominationPart = (typeof NOMINATION_PARTS)[number];

/** Work older than this many months is allowed, with a warning (judges look at recent work). */
export const CONTRIBUTION_WARNING_MONTHS = 6;
export const MAX_PROJECTS_PER_NOMINATION = 5;
