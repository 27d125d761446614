// Plain data of a nominated contributor's application (their onboarding): its
// steps and the one function that says which is done, current or locked, the eligibility
// questions, the details form's fields and the statuses. No zod: the pages and the API both
// import these, and the API's order rule is the same function the stepper shows.
import type { CohortPeriod } from './programme';

/** The contributor's own steps, taken strictly in order; review and KYC follow the details. */
const ORDERED_STEPS = [
  'account',
  'terms',
  'codeOfConduct',
  'eligibility',
  'wallet',
  'details',
] as const;

/** The steps of an application, in the order a contributor takes them. */
export const APPLICATION_STEPS = [...ORDERED_STEPS, 'review', 'kyc'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const APPLICATION_STEP_NAMES: Record<ApplicationStep, string> = {
  account: 'Account',
  terms: 'Terms of service',
  codeOfConduct: 'Code of conduct',
  eligibility: 'Eligibility',
  wallet: 'Wallet',
  details: 'Application details',
  review: 'Review by the admins',
  kyc: 'Identity verification (KYC)',
};

/**
 * What each step asks of the contributor, in the words of "previous steps must be completed
 * first: {action}" and of the stepper's next action.
 */
export const STEP_ACTIONS: Record<ApplicationStep, string> = {
  account: 'set your password',
  terms: 'accept the terms of service',
  codeOfConduct: 'accept the code of conduct',
  eligibility: 'answer the eligibility questions',
  wallet: 'register your wallet',
  details: 'submit your application details',
  review: 'wait for the admins to review your application',
  kyc: 'verify your identity',
};

/**
 * `done`; `current`: the step to take now (the admins' review is current while they review);
 * `locked`: an earlier step comes first; `notNeeded`: KYC when the grant does not require it;
 * `failed`: the eligibility of a not-eligible application, a rejected KYC.
 */
export const STEP_STATES = ['done', 'current', 'locked', 'notNeeded', 'failed'] as const;
export type StepState = (typeof STEP_STATES)[number];

/**
 * `inProgress → submitted → (returned → submitted)* → approved`; a wallet change before the grant
 * is paid sends a submitted or approved one to `walletChanged` (the contributor confirms the new
 * address in the agreement: `submitted` again, then approved again), in any cohort state;
 * `notEligible` (a failing eligibility answer) and `withdrawn` (no nomination of the person left
 * in the cohort) are final.
 */
export const APPLICATION_STATUSES = [
  'inProgress',
  'submitted',
  'returned',
  'approved',
  'walletChanged',
  'notEligible',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  inProgress: 'In progress',
  submitted: 'Submitted',
  returned: 'Returned',
  approved: 'Approved',
  walletChanged: 'Wallet changed',
  notEligible: 'Not eligible',
  withdrawn: 'Withdrawn',
};

/**
 * Whether the application ended with its cohort: the cohort closed while the application was
 * still the contributor's to finish (never submitted, or returned and not submitted again), or
 * the cohort was cancelled (nothing of it is paid, whatever the application reached). Like a
 * withdrawn one it is over: no step can be taken any more.
 */
export function endedWithCohort(status: ApplicationStatus, cohortPeriod: CohortPeriod): boolean {
  if (cohortPeriod === 'cancelled') return status !== 'notEligible' && status !== 'withdrawn';
  return cohortPeriod === 'closed' && (status === 'inProgress' || status === 'returned');
}

/** How the pages name an application's status; one that ended with its cohort says how. */
export function applicationStatusName(
  status: ApplicationStatus,
  cohortPeriod: CohortPeriod,
): string {
  if (!endedWithCohort(status, cohortPeriod)) return APPLICATION_STATUS_NAMES[status];
  return cohortPeriod === 'cancelled'
    ? 'Ended (cohort cancelled)'
    : 'Not completed (cohort closed)';
}

/** An application's KYC; none (null) when its grant does not require one. */
export const KYC_STATUSES = ['required', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_STATUS_NAMES: Record<KycStatus, string> = {
  required: 'Required',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * What a signed wallet challenge proves: a sign-in (a voter's session), or a contributor's
 * ownership of the wallet they register. A challenge of one purpose never serves the other.
 */
export const WALLET_CHALLENGE_PURPOSES = ['signIn', 'contributorWallet'] as const;
export type WalletChallengePurpose = (typeof WALLET_CHALLENGE_PURPOSES)[number];

/** The documents a contributor reads; the first two are accepted once per version. */
export const CONTRIBUTOR_DOCUMENTS = ['terms', 'codeOfConduct', 'grantAgreement'] as const;
export type ContributorDocument = (typeof CONTRIBUTOR_DOCUMENTS)[number];
export const ACCEPTED_DOCUMENTS = ['terms', 'codeOfConduct'] as const;
export type AcceptedDocument = (typeof ACCEPTED_DOCUMENTS)[number];

export const CONTRIBUTOR_DOCUMENT_NAMES: Record<ContributorDocument, string> = {
  terms: 'terms of service',
  codeOfConduct: 'code of conduct',
  grantAgreement: 'grant agreement',
};

/** The eligibility questions: each answer must be "yes" (`true`) for the contributor to pass. */
export const ELIGIBILITY_QUESTIONS = [
  {
    key: 'over18',
    question: 'I am 18 years old or older.',
    explanation: 'Glow grants go to adults only.',
  },
  {
    key: 'notInSanctionedRegion',
    question:
      'I do not live in, and am not a resident of, Syria, Iran, Cuba, North Korea, Crimea, Donetsk or Luhansk.',
    explanation: 'Glow cannot send grants to these regions.',
  },
  {
    key: 'notOnSanctionsList',
    question: 'I am not on a sanctions list.',
    explanation: 'Glow cannot fund a person on a sanctions list.',
  },
  {
    key: 'notAffiliatedEmployee',
    question:
      'I am not employed by Ripple, the Interledger Foundation, XRPL Commons, the XRP Ledger Foundation or an affiliate.',
    explanation: 'Staff of the organisations behind the programme cannot receive its grants.',
  },
  {
    key: 'notScoutOrJudge',
    question: 'I am not a scout or a judge in this cohort.',
    explanation: 'Scouts and judges of a cohort cannot receive its grants.',
  },
  {
    key: 'recentWork',
    question: 'The nominated work was done within the 6 months before it was nominated.',
    explanation: 'Glow rewards work done within the 6 months before its nomination.',
  },
  {
    key: 'notAlreadyFunded',
    question: 'This work has not been funded already (grant, bounty or salary).',
    explanation: 'Glow does not fund work that was paid for.',
  },
] as const;
export type EligibilityKey = (typeof ELIGIBILITY_QUESTIONS)[number]['key'];
export type EligibilityAnswers = Record<EligibilityKey, boolean>;
export const ELIGIBILITY_KEYS: readonly EligibilityKey[] = ELIGIBILITY_QUESTIONS.map(
  ({ key }) => key,
);

/** The answers of an eligible contributor: "yes" to every question. */
export const ELIGIBLE_ANSWERS = Object.fromEntries(
  ELIGIBILITY_KEYS.map((key) => [key, true]),
) as EligibilityAnswers;

/** The keys answered "no", in the questions' order. */
export function failingEligibility(answers: EligibilityAnswers): EligibilityKey[] {
  return ELIGIBILITY_KEYS.filter((key) => !answers[key]);
}

/** The plain explanations of the failing answers, one sentence each, joined by a space. */
export function eligibilityExplanation(failing: readonly EligibilityKey[]): string {
  return ELIGIBILITY_QUESTIONS.filter(({ key }) => failing.includes(key))
    .map(({ explanation }) => explanation)
    .join(' ');
}

/** The details form's fields: labels and bounds the form and schema share. */
export const APPLICATION_FIELDS = {
  previousXrplGrants: { label: 'Previous XRPL grants' },
  previousAccelerator: { label: 'Previous accelerator (e.g. XRPL Aquarium)' },
  website: { label: 'Website', maxLength: 200 },
  github: { label: 'GitHub' },
  xHandle: { label: 'X handle' },
  additionalInformation: { label: 'Additional information', maxLength: 2000 },
  agreementName: { label: 'Type your full name to sign' },
} as const;

/** An admin's reason to return an application, ask for KYC or reopen it: 1 to 1000 characters. */
export const APPLICATION_REASON_MAX_LENGTH = 1000;

/** An admin may remind a contributor of their unfinished steps at most once in this many hours. */
export const APPLICANT_REMINDER_INTERVAL_HOURS = 24;

/** What the steps are computed from: the person's account and documents, the application. */
export interface ApplicationFacts {
  status: ApplicationStatus;
  /** The period of the application's cohort: once it is closed, an unfinished one is over. */
  cohortPeriod: CohortPeriod;
  /** The contributor has set a password. */
  hasPassword: boolean;
  /** The latest version of each document the person accepted, or null. */
  acceptedVersions: Record<AcceptedDocument, string | null>;
  eligibilityAnswered: boolean;
  /** The person registered a wallet by proving they own it. */
  walletRegistered: boolean;
  kycStatus: KycStatus | null;
}

export interface StepView {
  step: ApplicationStep;
  state: StepState;
}

export interface ApplicationProgress {
  steps: StepView[];
  /** The step the contributor takes next (null when nothing is theirs to do). */
  current: ApplicationStep | null;
  /** What `current` asks, for the stepper's button and the 409 "previous steps …". */
  nextAction: string | null;
}

const FINAL_STATUSES: readonly ApplicationStatus[] = ['notEligible', 'withdrawn'];
const SUBMITTED_STATUSES: readonly ApplicationStatus[] = ['submitted', 'approved'];

function isDone(
  step: ApplicationStep,
  facts: ApplicationFacts,
  versions: Record<AcceptedDocument, string>,
): boolean {
  switch (step) {
    case 'account':
      return facts.hasPassword;
    case 'terms':
    case 'codeOfConduct':
      return facts.acceptedVersions[step] === versions[step];
    case 'eligibility':
      return facts.eligibilityAnswered && facts.status !== 'notEligible';
    case 'wallet':
      return facts.walletRegistered;
    case 'details':
      return SUBMITTED_STATUSES.includes(facts.status);
    case 'review':
      return facts.status === 'approved';
    case 'kyc':
      return facts.kycStatus === 'approved';
  }
}

/** The action of a step, or why a document must be accepted again. */
function actionOf(
  step: ApplicationStep,
  facts: ApplicationFacts,
  versions: Record<AcceptedDocument, string>,
): string {
  if ((step === 'terms' || step === 'codeOfConduct') && facts.acceptedVersions[step] !== null) {
    const them = step === 'terms' ? 'them' : 'it';
    return `the ${CONTRIBUTOR_DOCUMENT_NAMES[step]} changed to version ${versions[step]}; read and accept ${them} again`;
  }
  return STEP_ACTIONS[step];
}

/**
 * Each step's state: the contributor's steps up to the details are done in order (the first not
 * done is current, the rest locked); the review is current while the admins have the submitted
 * application; KYC, when required, is current once the details are submitted (an application may be
 * approved while its KYC is pending). A not-eligible or withdrawn application, or one that ended
 * with its cohort, has no current step. `versions`: the documents' current versions (a new version
 * undoes an acceptance).
 */
export function applicationSteps(
  facts: ApplicationFacts,
  versions: Record<AcceptedDocument, string>,
): ApplicationProgress {
  const final =
    FINAL_STATUSES.includes(facts.status) || endedWithCohort(facts.status, facts.cohortPeriod);
  const states = new Map<ApplicationStep, StepState>();
  let blocked = false;
  for (const step of ORDERED_STEPS) {
    if (isDone(step, facts, versions)) states.set(step, 'done');
    else if (step === 'eligibility' && facts.status === 'notEligible') {
      states.set(step, 'failed');
      blocked = true;
    } else {
      states.set(step, blocked || final ? 'locked' : 'current');
      blocked = true;
    }
  }
  const submitted = states.get('details') === 'done';
  states.set(
    'review',
    isDone('review', facts, versions) ? 'done' : submitted && !final ? 'current' : 'locked',
  );
  states.set('kyc', kycState(facts, submitted && !final));
  const steps = APPLICATION_STEPS.map((step) => ({ step, state: states.get(step)! }));
  // The contributor's next step: the review is the admins' to do, not theirs.
  const current =
    steps.find(({ step, state }) => state === 'current' && step !== 'review')?.step ?? null;
  return { steps, current, nextAction: current ? actionOf(current, facts, versions) : null };
}

function kycState(facts: ApplicationFacts, detailsSubmitted: boolean): StepState {
  switch (facts.kycStatus) {
    case null:
      return 'notNeeded';
    case 'approved':
      return 'done';
    case 'rejected':
      return 'failed';
    default:
      return detailsSubmitted ? 'current' : 'locked';
  }
}

/** The state of one step. */
export function stepState(progress: ApplicationProgress, step: ApplicationStep): StepState {
  return progress.steps.find((view) => view.step === step)!.state;
}
