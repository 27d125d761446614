// A nominated contributor's application in Wave 3, at the step a test chooses, as the API answers
// it; for the contributor pages' tests. The steps come from the contract's own applicationSteps,
// so a fixture's stepper is one the API can answer. Tests change a copy.
import type {
  ApplicationView,
  ContributorDocumentView,
  ContributorHandles,
  MyApplications,
  RegisteredWallet,
} from '@glow/contract';
import {
  applicationSteps,
  type AcceptedDocument,
  type ApplicationFacts,
  type ApplicationStep,
} from '@glow/shared-api';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';

export const VERSION = '2026-11-1';
const VERSIONS: Record<AcceptedDocument, string> = { terms: VERSION, codeOfConduct: VERSION };

export const WAVE_3 = {
  id: 4,
  name: 'Wave 3',
  period: 'distribution',
  applicationsDueOn: '2026-12-20',
  cancelReason: null,
} as const;

export const INES_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
export const OTHER_ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

export const REGISTERED: RegisteredWallet = {
  address: INES_ADDRESS,
  kind: 'gemwallet',
  registeredAt: '2026-11-24T09:30:00.000Z',
};

/** The facts of an application whose next step is `step` (the ones before it done). */
export function factsAt(step: ApplicationStep | 'approved'): ApplicationFacts {
  const order = ['terms', 'codeOfConduct', 'eligibility', 'wallet', 'details', 'approved'];
  const past = (before: string) => order.indexOf(step) > order.indexOf(before);
  return {
    status: step === 'approved' ? 'approved' : past('details') ? 'submitted' : 'inProgress',
    cohortPeriod: WAVE_3.period,
    hasPassword: true,
    acceptedVersions: {
      terms: past('terms') ? VERSION : null,
      codeOfConduct: past('codeOfConduct') ? VERSION : null,
    },
    eligibilityAnswered: past('eligibility'),
    walletRegistered: past('wallet'),
    kycStatus: null,
  };
}

/** The application in Wave 3 (in the period of `facts`), its steps computed as the API does. */
export function application(
  facts: ApplicationFacts = factsAt('terms'),
  fields: Partial<ApplicationView> = {},
): ApplicationView {
  return {
    id: 12,
    cohort: { ...WAVE_3, period: facts.cohortPeriod },
    status: facts.status,
    progress: applicationSteps(facts, VERSIONS),
    nominations: [
      {
        id: 30,
        projects: [{ id: 1, name: 'xrpl.js' }],
        description: 'Rewrote the transaction signing of xrpl.js.',
        scouts: 2,
        finalSize: 'medium',
      },
    ],
    failingEligibility: null,
    eligibilityCarriedFrom: null,
    details: null,
    agreement: null,
    returnReason: null,
    reopenReason: null,
    kycStatus: facts.kycStatus,
    submittedAt: facts.status === 'submitted' ? '2026-11-24T10:00:00.000Z' : null,
    grant: null,
    ...fields,
  };
}

/** Ines Moreau's record: her GitHub username and X handle. */
export const INES_HANDLES: ContributorHandles = {
  githubUsername: 'ines-moreau',
  xHandle: 'ines_builds',
};

export function myApplications(
  applications: ApplicationView[] = [application()],
  wallet: RegisteredWallet | null = null,
  handles: ContributorHandles = INES_HANDLES,
): MyApplications {
  return { applications, wallet, handles };
}

const PARAGRAPHS: Record<string, string[]> = {
  terms: ['Glow grants are paid in XRP to the address you register.'],
  codeOfConduct: ['Be kind and constructive in every Glow space.'],
  grantAgreement: [
    'By typing my full name below I sign this agreement with XRPL Commons for the Glow grant of this cohort.',
    'I confirm that my answers to the eligibility questions still hold for this cohort.',
  ],
};

const TITLES: Record<string, string> = {
  terms: 'Glow terms of service',
  codeOfConduct: 'Glow code of conduct',
  grantAgreement: 'Glow grant agreement',
};

export function contributorDocument(
  document: ContributorDocumentView['document'],
  fields: Partial<ContributorDocumentView> = {},
): ContributorDocumentView {
  return {
    document,
    version: VERSION,
    title: TITLES[document]!,
    paragraphs: PARAGRAPHS[document]!,
    acceptedVersion: null,
    acceptedAt: null,
    ...fields,
  };
}

/** The document named in the request's path, not accepted yet. */
const documentRoute: FakeRoute = ({ path }) => ({
  body: contributorDocument(path.split('/').pop() as ContributorDocumentView['document']),
});

/** The API of the contributor pages with `mine` as the caller's applications; `routes` add some. */
export function installContributorApi(
  mine: MyApplications = myApplications(),
  routes: Record<string, FakeRoute> = {},
): ReceivedCall[] {
  return installFakeApi({
    'GET /api/contributor/applications': { body: mine },
    'GET /api/contributor/documents/{document}': documentRoute,
    ...routes,
  });
}
