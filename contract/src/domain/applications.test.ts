import {
  ELIGIBILITY_QUESTIONS,
  ELIGIBLE_ANSWERS,
  applicationStatusName,
  applicationSteps,
  endedWithCohort,
  type ApplicationStatus,
  eligibilityExplanation,
  failingEligibility,
  type ApplicationFacts,
  type StepState,
} from './applications';
import type { CohortPeriod } from './programme';

const VERSIONS = { terms: '2026-11-1', codeOfConduct: '2026-11-1' };

/** A contributor who has just set their password: nothing else done. */
const FRESH: ApplicationFacts = {
  status: 'inProgress',
  cohortPeriod: 'nomination',
  hasPassword: true,
  acceptedVersions: { terms: null, codeOfConduct: null },
  eligibilityAnswered: false,
  walletRegistered: false,
  kycStatus: null,
};

const READY_TO_SUBMIT: ApplicationFacts = {
  ...FRESH,
  acceptedVersions: { ...VERSIONS },
  eligibilityAnswered: true,
  walletRegistered: true,
};

/**
 * The states in step order: account, terms, codeOfConduct, eligibility, wallet, details, review,
 * kyc.
 */
function statesOf(facts: ApplicationFacts): StepState[] {
  return applicationSteps(facts, VERSIONS).steps.map(({ state }) => state);
}

describe('applicationSteps', () => {
  it.each<[string, ApplicationFacts, StepState[], string | null]>([
    [
      'a fresh contributor: the terms are next, the rest locked',
      FRESH,
      ['done', 'current', 'locked', 'locked', 'locked', 'locked', 'locked', 'notNeeded'],
      'accept the terms of service',
    ],
    [
      'an account without a password',
      { ...FRESH, hasPassword: false },
      ['current', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked', 'notNeeded'],
      'set your password',
    ],
    [
      'terms accepted: the code of conduct is next',
      { ...FRESH, acceptedVersions: { terms: VERSIONS.terms, codeOfConduct: null } },
      ['done', 'done', 'current', 'locked', 'locked', 'locked', 'locked', 'notNeeded'],
      'accept the code of conduct',
    ],
    [
      'both documents: eligibility is next',
      { ...FRESH, acceptedVersions: { ...VERSIONS } },
      ['done', 'done', 'done', 'current', 'locked', 'locked', 'locked', 'notNeeded'],
      'answer the eligibility questions',
    ],
    [
      'eligible: the wallet is next',
      { ...READY_TO_SUBMIT, walletRegistered: false },
      ['done', 'done', 'done', 'done', 'current', 'locked', 'locked', 'notNeeded'],
      'register your wallet',
    ],
    [
      'a wallet registered: the details are next',
      READY_TO_SUBMIT,
      ['done', 'done', 'done', 'done', 'done', 'current', 'locked', 'notNeeded'],
      'submit your application details',
    ],
    [
      'submitted: the admins review, nothing is the contributor’s to do',
      { ...READY_TO_SUBMIT, status: 'submitted' },
      ['done', 'done', 'done', 'done', 'done', 'done', 'current', 'notNeeded'],
      null,
    ],
    [
      'returned: the details are open again',
      { ...READY_TO_SUBMIT, status: 'returned' },
      ['done', 'done', 'done', 'done', 'done', 'current', 'locked', 'notNeeded'],
      'submit your application details',
    ],
    [
      'approved without KYC: all done',
      { ...READY_TO_SUBMIT, status: 'approved' },
      ['done', 'done', 'done', 'done', 'done', 'done', 'done', 'notNeeded'],
      null,
    ],
    [
      'KYC required before the details: locked until they are submitted',
      { ...READY_TO_SUBMIT, kycStatus: 'required' },
      ['done', 'done', 'done', 'done', 'done', 'current', 'locked', 'locked'],
      'submit your application details',
    ],
    [
      'KYC required once submitted: the contributor verifies while the admins review',
      { ...READY_TO_SUBMIT, status: 'submitted', kycStatus: 'required' },
      ['done', 'done', 'done', 'done', 'done', 'done', 'current', 'current'],
      'verify your identity',
    ],
    [
      'approved with KYC pending: KYC is still the contributor’s',
      { ...READY_TO_SUBMIT, status: 'approved', kycStatus: 'pending' },
      ['done', 'done', 'done', 'done', 'done', 'done', 'done', 'current'],
      'verify your identity',
    ],
    [
      'KYC approved',
      { ...READY_TO_SUBMIT, status: 'approved', kycStatus: 'approved' },
      ['done', 'done', 'done', 'done', 'done', 'done', 'done', 'done'],
      null,
    ],
    [
      'KYC rejected',
      { ...READY_TO_SUBMIT, status: 'approved', kycStatus: 'rejected' },
      ['done', 'done', 'done', 'done', 'done', 'done', 'done', 'failed'],
      null,
    ],
    [
      'not eligible: ends at the eligibility questions',
      {
        ...FRESH,
        acceptedVersions: { ...VERSIONS },
        eligibilityAnswered: true,
        status: 'notEligible',
      },
      ['done', 'done', 'done', 'failed', 'locked', 'locked', 'locked', 'notNeeded'],
      null,
    ],
    [
      'withdrawn: nothing is current',
      { ...READY_TO_SUBMIT, status: 'withdrawn' },
      ['done', 'done', 'done', 'done', 'done', 'locked', 'locked', 'notNeeded'],
      null,
    ],
    [
      'unfinished when its cohort closed: over, nothing is current',
      { ...READY_TO_SUBMIT, walletRegistered: false, cohortPeriod: 'closed' },
      ['done', 'done', 'done', 'done', 'locked', 'locked', 'locked', 'notNeeded'],
      null,
    ],
    [
      'returned when its cohort closed: over, the details stay locked',
      { ...READY_TO_SUBMIT, status: 'returned', cohortPeriod: 'closed' },
      ['done', 'done', 'done', 'done', 'done', 'locked', 'locked', 'notNeeded'],
      null,
    ],
    [
      'wallet changed after approval, cohort closed: the details are current again, review locked',
      {
        ...READY_TO_SUBMIT,
        status: 'walletChanged',
        kycStatus: 'approved',
        cohortPeriod: 'closed',
      },
      ['done', 'done', 'done', 'done', 'done', 'current', 'locked', 'done'],
      'submit your application details',
    ],
    [
      'approved in a closed cohort: its KYC is still the contributor’s',
      { ...READY_TO_SUBMIT, status: 'approved', kycStatus: 'required', cohortPeriod: 'closed' },
      ['done', 'done', 'done', 'done', 'done', 'done', 'done', 'current'],
      'verify your identity',
    ],
  ])('%s', (_title, facts, states, nextAction) => {
    const progress = applicationSteps(facts, VERSIONS);
    expect(statesOf(facts)).toEqual(states);
    expect(progress.nextAction).toBe(nextAction);
    expect(progress.current === null).toBe(nextAction === null);
  });

  it('undoes an acceptance of an older version and says why', () => {
    const facts = { ...READY_TO_SUBMIT, acceptedVersions: { ...VERSIONS, terms: '2026-10-1' } };
    const progress = applicationSteps(facts, VERSIONS);
    expect(progress.current).toBe('terms');
    expect(progress.nextAction).toBe(
      'the terms of service changed to version 2026-11-1; read and accept them again',
    );
    // The steps done stay done; the details wait for the terms.
    expect(statesOf(facts).slice(2, 6)).toEqual(['done', 'done', 'done', 'locked']);
  });

  it('says "it" of a new code of conduct', () => {
    const facts = {
      ...READY_TO_SUBMIT,
      acceptedVersions: { ...VERSIONS, codeOfConduct: '2026-10-1' },
    };
    expect(applicationSteps(facts, VERSIONS).nextAction).toBe(
      'the code of conduct changed to version 2026-11-1; read and accept it again',
    );
  });
});

describe('an application whose cohort closed', () => {
  it.each<[ApplicationStatus, CohortPeriod, boolean, string]>([
    ['inProgress', 'closed', true, 'Not completed (cohort closed)'],
    ['returned', 'closed', true, 'Not completed (cohort closed)'],
    ['submitted', 'closed', false, 'Submitted'],
    ['approved', 'closed', false, 'Approved'],
    ['walletChanged', 'closed', false, 'Wallet changed'],
    ['notEligible', 'closed', false, 'Not eligible'],
    ['inProgress', 'distribution', false, 'In progress'],
    ['returned', 'voting', false, 'Returned'],
  ])('%s in a cohort in %s: ended %s, named "%s"', (status, period, ended, name) => {
    expect(endedWithCohort(status, period)).toBe(ended);
    expect(applicationStatusName(status, period)).toBe(name);
  });
});

describe('eligibility', () => {
  it('has the seven eligibility questions, each with a question and an explanation', () => {
    expect(ELIGIBILITY_QUESTIONS.map(({ key }) => key)).toEqual([
      'over18',
      'notInSanctionedRegion',
      'notOnSanctionsList',
      'notAffiliatedEmployee',
      'notScoutOrJudge',
      'recentWork',
      'notAlreadyFunded',
    ]);
    for (const { question, explanation } of ELIGIBILITY_QUESTIONS) {
      expect(question).toMatch(/^[A-Z].+\.$/);
      expect(explanation).toMatch(/^[A-Z].+\.$/);
    }
  });

  it('passes all yes, and names each no in the questions’ order', () => {
    expect(failingEligibility(ELIGIBLE_ANSWERS)).toEqual([]);
    expect(
      failingEligibility({ ...ELIGIBLE_ANSWERS, notAlreadyFunded: false, over18: false }),
    ).toEqual(['over18', 'notAlreadyFunded']);
  });

  it('explains the failing answers in plain sentences, in order', () => {
    expect(eligibilityExplanation(['recentWork'])).toBe(
      'Glow rewards work done within the 6 months before its nomination.',
    );
    expect(eligibilityExplanation(['notAlreadyFunded', 'over18'])).toBe(
      'Glow grants go to adults only. Glow does not fund work that was paid for.',
    );
  });
});
