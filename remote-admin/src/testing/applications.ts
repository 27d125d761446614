// Applications of Wave 1 for the admin pages' tests, as the API answers them: Ines Moreau's,
// submitted with every step done and no KYC needed, and Lars Henriksen's, not eligible (work older
// than 6 months). Tests change a copy.
import type { AdminApplicationDetail, AdminApplicationRow } from '@glow/contract';
import {
  applicationSteps,
  type ApplicationFacts,
  type ApplicationProgress,
  ELIGIBLE_ANSWERS,
} from '@glow/shared-api';

const VERSIONS = { terms: '2026-11-1', codeOfConduct: '2026-11-1' };
const WAVE_1 = {
  id: 2,
  name: 'Wave 1',
  period: 'distribution',
  applicationsDueOn: '2026-12-20',
  cancelReason: null,
} as const;

/** The steps the API would answer for these facts (every document accepted unless said). */
export function progressOf(facts: Partial<ApplicationFacts>): ApplicationProgress {
  return applicationSteps(
    {
      status: 'inProgress',
      cohortPeriod: WAVE_1.period,
      hasPassword: true,
      acceptedVersions: VERSIONS,
      eligibilityAnswered: true,
      walletRegistered: true,
      kycStatus: null,
      ...facts,
    },
    VERSIONS,
  );
}

export const INES_ADDRESS = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';

export const INES_ROW: AdminApplicationRow = {
  id: 31,
  contributor: { id: 12, name: 'Ines Moreau', email: 'ines@example.org' },
  projects: [
    { id: 7, name: 'Ledger Lens', nominationId: 40 },
    { id: 1, name: 'xrpl.js', nominationId: 40 },
  ],
  status: 'submitted',
  progress: progressOf({ status: 'submitted' }),
  kycStatus: null,
  walletChangedAfterSubmission: false,
  submittedAt: '2026-11-24T10:20:00.000Z',
};

export const LARS_ROW: AdminApplicationRow = {
  id: 32,
  contributor: { id: 13, name: 'Lars Henriksen', email: 'lhenriksen@example.org' },
  projects: [{ id: 3, name: 'rippled', nominationId: 41 }],
  status: 'notEligible',
  progress: progressOf({ status: 'notEligible', walletRegistered: false }),
  kycStatus: null,
  walletChangedAfterSubmission: false,
  submittedAt: null,
};

export const INES_APPLICATION: AdminApplicationDetail = {
  ...INES_ROW,
  cohort: WAVE_1,
  nominations: [
    {
      id: 40,
      projects: [
        { id: 7, name: 'Ledger Lens' },
        { id: 1, name: 'xrpl.js' },
      ],
      description: 'Built the account explorer the xrpl.js examples now link to.',
      scouts: 2,
      finalSize: 'medium',
    },
  ],
  documents: [
    { document: 'terms', version: '2026-11-1', acceptedAt: '2026-11-24T10:01:00.000Z' },
    { document: 'codeOfConduct', version: '2026-11-1', acceptedAt: '2026-11-24T10:02:00.000Z' },
  ],
  eligibility: {
    answers: ELIGIBLE_ANSWERS,
    failing: [],
    answered: { at: '2026-11-24T10:03:00.000Z', by: 'Ines Moreau' },
    carriedFrom: null,
  },
  wallet: { address: INES_ADDRESS, kind: 'gemwallet', registeredAt: '2026-11-24T10:05:00.000Z' },
  details: {
    previousXrplGrants: false,
    previousAccelerator: true,
    website: 'https://ledger-lens.example.org',
    github: 'imoreau',
  },
  agreement: {
    name: 'Ines Moreau',
    version: '2026-11-1',
    address: INES_ADDRESS,
    signedAt: '2026-11-24T10:20:00.000Z',
  },
  approvedAddress: null,
  review: null,
  kyc: { status: null, requestReason: null, verifications: [] },
  history: [
    {
      at: '2026-11-24T10:01:00.000Z',
      by: 'Ines Moreau',
      action: 'document.accepted',
      details: { document: 'terms', version: '2026-11-1' },
    },
    {
      at: '2026-11-24T10:20:00.000Z',
      by: 'Ines Moreau',
      action: 'application.submitted',
      details: {},
    },
  ],
};

export const LARS_APPLICATION: AdminApplicationDetail = {
  ...LARS_ROW,
  cohort: WAVE_1,
  nominations: [
    {
      id: 41,
      projects: [{ id: 3, name: 'rippled' }],
      description: 'Kept the ledger acquisition fix working under the new peer protocol.',
      scouts: 1,
      finalSize: 'medium',
    },
  ],
  documents: INES_APPLICATION.documents,
  eligibility: {
    answers: { ...ELIGIBLE_ANSWERS, recentWork: false },
    failing: ['recentWork'],
    answered: { at: '2026-11-24T10:30:00.000Z', by: 'Lars Henriksen' },
    carriedFrom: null,
  },
  wallet: null,
  details: null,
  agreement: null,
  approvedAddress: null,
  review: null,
  kyc: { status: null, requestReason: null, verifications: [] },
  history: [
    {
      at: '2026-11-24T10:30:00.000Z',
      by: 'Lars Henriksen',
      action: 'application.notEligible',
      details: { failing: ['recentWork'] },
    },
  ],
};
