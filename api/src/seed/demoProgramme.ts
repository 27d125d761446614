// The demo programme's people and what each of them did: the data the demo story (demoStory.ts)
// plays through the API. The Pilot is a closed cohort gone through the whole cycle, Wave 1 the
// active one, in its voting period.
import type {
  AddEvidenceRequest,
  AssessmentCriteria,
  AssessmentSize,
  ContributorRole,
  CreateProjectRequest,
  GrantAmounts,
  GrantSize,
  NominationCategory,
  WalletKind,
} from '@glow/contract';
import { demoWallet } from './demoWallets';

/** The active cohort (many tests name it). */
export const DEMO_COHORT_NAME = 'Wave 1';
export const PILOT_COHORT_NAME = 'Pilot';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  githubUsername: string;
  email: string;
  projectRole: ContributorRole;
}

/** One judge's assessment: `judge` indexes the demo judges (DEMO_JUDGES); criteria default yes. */
export interface DemoAssessment {
  judge: number;
  size: AssessmentSize;
  criteria?: Partial<AssessmentCriteria>;
  rejectionReason?: string;
  comment?: string;
}

export interface DemoNomination {
  project: CreateProjectRequest;
  contributor: DemoPerson;
  description: string;
  categories: NominationCategory[];
  /** How many days before the nomination the work was done. */
  workDaysBefore: number;
  /** The links the scout adds for the judges right after nominating. */
  evidence?: AddEvidenceRequest[];
  /** A judged cohort's nominations: the judges' assessments and the final size they give. */
  judging?: { assessments: DemoAssessment[]; finalSize: AssessmentSize };
}

export interface DemoCohort {
  name: string;
  grantAmounts: GrantAmounts;
  kycSizes: GrantSize[];
  votingPeriodDays: number;
  nominations: DemoNomination[];
}

const person = (
  firstName: string,
  lastName: string,
  githubUsername: string,
  projectRole: ContributorRole,
  email = `${githubUsername}@example.org`,
): DemoPerson => ({ firstName, lastName, githubUsername, email, projectRole });

const PRIYA = person('Priya', 'Nair', 'pnair', 'maintainer');
const LARS = person('Lars', 'Henriksen', 'lhenriksen', 'contributor');
const JONAS = person('Jonas', 'Becker', 'jbecker', 'maintainer');
const AIKO = person('Aiko', 'Tanaka', 'atanaka', 'contributor');
/** The demo contributor, `contributor@glow.local`: her nomination made her account. */
const MAYA = person('Maya', 'Okafor', 'mokafor', 'maintainer', 'contributor@glow.local');
const ANA = person('Ana', 'Ribeiro', 'anaribeiro', 'maintainer');
const CHEN = person('Chen', 'Wei', 'chenwei-dev', 'contributor');
const SOFIA = person('Sofia', 'Marin', 'smarin', 'maintainer');
export const TOMAS = person('Tomás', 'Vidal', 'tvidal', 'contributor');

const XRPL_JS: CreateProjectRequest = {
  name: 'xrpl.js',
  description: 'A JavaScript/TypeScript library for interacting with the XRP Ledger.',
  githubRepo: 'XRPLF/xrpl.js',
  websiteUrl: 'https://js.xrpl.org',
};
const RIPPLED: CreateProjectRequest = {
  name: 'rippled',
  description: 'The reference implementation of the XRP Ledger server.',
  githubRepo: 'XRPLF/rippled',
  websiteUrl: 'https://xrpl.org',
};

const PAID_WORK = 'The SDK work was paid for under a Xaman developer grant.';

/**
 * The Pilot's nominations: two projects nominated again in Wave 1, two of its own. Its four
 * judges assessed each nomination three times (each judge skipped one) and all approved: final
 * sizes Medium, Large, Small and Decline.
 */
const PILOT_NOMINATIONS: DemoNomination[] = [
  {
    project: XRPL_JS,
    contributor: PRIYA,
    description:
      'Added WebSocket reconnection with back-off and subscription replay, and wrote the migration guide for version 4.',
    categories: ['Creating Community Tools'],
    workDaysBefore: 22,
    judging: {
      assessments: [
        { judge: 0, size: 'medium' },
        {
          judge: 1,
          size: 'medium',
          comment: 'The migration guide saved every wallet team a week.',
        },
        { judge: 2, size: 'large' },
      ],
      finalSize: 'medium',
    },
  },
  {
    project: RIPPLED,
    contributor: LARS,
    description:
      'Cut the start-up time of full-history nodes by loading the ledger header index lazily.',
    categories: ['Improving the Core Protocol', 'Supporting Infrastructure'],
    workDaysBefore: 42,
    judging: {
      assessments: [
        { judge: 1, size: 'large' },
        { judge: 2, size: 'large', comment: 'Every full-history operator benefits.' },
        { judge: 3, size: 'medium' },
      ],
      finalSize: 'large',
    },
  },
  {
    project: {
      name: 'XRPL Dev Portal',
      description: 'The XRP Ledger developer portal: documentation, tutorials and references.',
      githubRepo: 'XRPLF/xrpl-dev-portal',
      websiteUrl: 'https://xrpl.org/docs',
    },
    contributor: JONAS,
    description:
      'Rewrote the payments tutorials with runnable code in JavaScript and Python and fixed over sixty broken links.',
    categories: ['Improving Documentation or Creating Example Code'],
    workDaysBefore: 30,
    judging: {
      assessments: [
        { judge: 0, size: 'small' },
        { judge: 2, size: 'medium' },
        { judge: 3, size: 'small', comment: 'Useful, and mostly link fixes.' },
      ],
      finalSize: 'small',
    },
  },
  {
    project: {
      name: 'Xaman SDK',
      description:
        'The SDK for building apps that ask Xaman users to sign XRP Ledger transactions.',
      githubRepo: 'XRPL-Labs/xumm-sdk',
      websiteUrl: 'https://docs.xaman.dev',
    },
    contributor: AIKO,
    description:
      'Typed the payload subscription events end to end and added examples for sign-in from a web page.',
    categories: ['Creating Community Tools'],
    workDaysBefore: 11,
    judging: {
      assessments: [
        { judge: 0, size: 'decline', rejectionReason: PAID_WORK },
        { judge: 1, size: 'decline', rejectionReason: PAID_WORK },
        { judge: 3, size: 'small', comment: 'Paid, but the examples went well beyond the grant.' },
      ],
      finalSize: 'decline',
    },
  },
];

const WAVE_1_NOMINATIONS: DemoNomination[] = [
  {
    project: XRPL_JS,
    contributor: MAYA,
    description:
      'Rewrote the transaction autofill path so that fees and sequence numbers are fetched once per batch, and added typed models for the newest amendments.',
    categories: ['Solving Technical Debt', 'Creating Community Tools'],
    workDaysBefore: 17,
    evidence: [
      {
        url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
        kind: 'pullRequest',
        note: 'The autofill rewrite itself: one fee and sequence request per batch.',
      },
      {
        url: 'https://github.com/XRPLF/xrpl.js/releases/tag/xrpl%404.3.0',
        kind: 'release',
        note: 'Shipped to every xrpl.js user in 4.3.0.',
      },
      {
        url: 'https://github.com/XRPLF/xrpl.js/pull/2788',
        kind: 'pullRequest',
        note: 'The typed models for the newest amendments, still in review.',
      },
    ],
  },
  {
    project: RIPPLED,
    contributor: LARS,
    description:
      'Found and fixed a race in the ledger acquisition code that stalled catching-up nodes, with a reproducible test harness.',
    categories: ['Improving the Core Protocol'],
    workDaysBefore: 32,
    evidence: [
      {
        url: 'https://github.com/XRPLF/rippled/pull/5321',
        kind: 'pullRequest',
        note: 'The fix, with the test harness that reproduces the stall.',
      },
    ],
  },
  {
    project: {
      name: 'XRPL Standards',
      description: 'Proposals and discussions for standards on the XRP Ledger (XLS).',
      githubRepo: 'XRPLF/XRPL-Standards',
    },
    contributor: ANA,
    description:
      'Drafted and shepherded a new XLS for price oracles metadata, collecting reviews from wallet and exchange teams.',
    categories: ['Creating New Standards'],
    workDaysBefore: 12,
    evidence: [
      {
        url: 'https://github.com/XRPLF/XRPL-Standards/pull/281',
        kind: 'pullRequest',
        note: 'The draft XLS and its review thread.',
      },
    ],
  },
  {
    project: {
      name: 'xrpl-py',
      description: 'A Python library for the XRP Ledger.',
      githubRepo: 'XRPLF/xrpl-py',
      websiteUrl: 'https://xrpl-py.readthedocs.io',
    },
    contributor: CHEN,
    description:
      'Wrote the asyncio tutorial series and runnable examples for AMM and NFT workflows, now linked from the docs.',
    categories: ['Improving Documentation or Creating Example Code'],
    workDaysBefore: 72,
  },
  {
    project: {
      name: 'XRPL Explorer',
      description: 'An open-source explorer for the XRP Ledger.',
      githubRepo: 'ripple/explorer',
      websiteUrl: 'https://livenet.xrpl.org',
    },
    contributor: SOFIA,
    description:
      'Added AMM pool pages and made the transaction view readable on phones; triaged forty open issues.',
    categories: ['Creating Community Tools', 'Supporting Infrastructure'],
    workDaysBefore: 26,
  },
  {
    project: {
      name: 'Clio',
      description: 'An XRP Ledger API server optimised for RPC calls over WebSocket or JSON-RPC.',
      githubRepo: 'XRPLF/clio',
    },
    contributor: TOMAS,
    description:
      'Profiled and halved the memory use of the ledger cache under mainnet load; documented the tuning options.',
    categories: ['Supporting Infrastructure', 'Improving Existing Standards'],
    workDaysBefore: 9,
  },
];

export const PILOT: DemoCohort = {
  name: PILOT_COHORT_NAME,
  // Larger amounts than the current cohort's. Its programme verified every grant of Medium and up.
  grantAmounts: { small: 400, medium: 4000, large: 14_000 },
  kycSizes: ['medium', 'large'],
  votingPeriodDays: 10,
  nominations: PILOT_NOMINATIONS,
};

export const WAVE_1: DemoCohort = {
  name: DEMO_COHORT_NAME,
  grantAmounts: { small: 50, medium: 750, large: 3000 },
  kycSizes: ['large'],
  votingPeriodDays: 14,
  nominations: WAVE_1_NOMINATIONS,
};

/** How far a nominated contributor went with their application. */
export interface DemoApplicant {
  contributor: DemoPerson;
  /** `eligible`: waits at the wallet step; `approved`: submitted and approved by the admin. */
  reaches: 'eligible' | 'approved';
  wallet?: { kind: WalletKind; label: string };
  website?: string;
  additionalInformation?: string;
}

/** Priya Nair is paid, Jonas Becker declined once then paid, Lars Henriksen's KYC rejected. */
export const PILOT_APPLICANTS: DemoApplicant[] = [
  {
    contributor: PRIYA,
    reaches: 'approved',
    wallet: { kind: 'xaman', label: 'pilot-wallet-pnair' },
    additionalInformation: 'The migration guide for version 4 is at js.xrpl.org.',
  },
  {
    contributor: LARS,
    reaches: 'approved',
    wallet: { kind: 'crossmark', label: 'wallet-lhenriksen' },
    additionalInformation:
      'The lazy header index is described in the release notes of rippled 2.3.',
  },
  {
    contributor: JONAS,
    reaches: 'approved',
    wallet: { kind: 'gemwallet', label: 'pilot-wallet-jbecker' },
    additionalInformation: 'The tutorials are linked from the documentation home page.',
  },
];

/** The demo contributor waits at the wallet step; Ana, Chen and Sofia are approved, unpaid. */
export const WAVE_1_APPLICANTS: DemoApplicant[] = [
  { contributor: MAYA, reaches: 'eligible' },
  ...(
    [
      [ANA, 'gemwallet'],
      [CHEN, 'xaman'],
      [SOFIA, 'crossmark'],
    ] as const
  ).map(([contributor, kind]) => ({
    contributor,
    reaches: 'approved' as const,
    wallet: { kind, label: `wallet-${contributor.githubUsername}` },
    additionalInformation: 'Nothing to add.',
  })),
];

/** The Pilot's KYC results, by contributor: the provider's decision. */
export const PILOT_KYC: { contributor: DemoPerson; decision: 'approved' | 'rejected' }[] = [
  { contributor: PRIYA, decision: 'approved' },
  { contributor: LARS, decision: 'rejected' },
];

/** The Pilot's payments: Jonas Becker declined the first request in the wallet. */
export const PILOT_PAYMENTS = { declined: [JONAS], paid: [PRIYA, JONAS] };

/** The Pilot's voters: registered for it, each voting on three of its four nominations. */
export const PILOT_VOTERS = 40;

/** Priya Nair's registered wallet. */
export const DEMO_PILOT_WALLET = demoWallet('pilot-wallet-pnair').address;
/** Jonas Becker's registered wallet. */
export const DEMO_JONAS_WALLET = demoWallet('pilot-wallet-jbecker').address;

/** The Pilot's nominations as the seed judges them: contributor, assessments, final size. */
export const PILOT_JUDGING = PILOT_NOMINATIONS.map(({ contributor, judging }) => ({
  contributor: `${contributor.firstName} ${contributor.lastName}`,
  ...judging!,
}));

/** Every repository of the demo's projects (the GitHub stand-in must hold each). */
export const DEMO_PROJECT_REPOSITORIES = [
  ...new Set([...PILOT.nominations, ...WAVE_1.nominations].map((n) => n.project.githubRepo)),
];
