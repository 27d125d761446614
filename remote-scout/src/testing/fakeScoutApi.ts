// A cohort in its nomination period, projects, contributors and the scout's nominations, as the
// API answers them, for the scout pages' tests. Tests change a copy.
import type {
  Cohort,
  ContributorSummary,
  ListedProject,
  PairNomination,
  ScoutedNomination,
} from '@glow/contract';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';

export const WAVE_2: Cohort = {
  id: 3,
  name: 'Wave 2',
  period: 'nomination',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: null,
  votingPeriodDays: 14,
  periodStartedAt: '2026-12-01T09:00:00.000Z',
  applicationsDueOn: '2027-01-30',
  cancelReason: null,
};

export const WAVE_1: Cohort = {
  ...WAVE_2,
  id: 2,
  name: 'Wave 1',
  period: 'voting',
  startsAt: '2026-10-01T09:00:00.000Z',
  periodStartedAt: '2026-10-15T09:00:00.000Z',
};

export function project(id: number, fields: Partial<ListedProject> = {}): ListedProject {
  return {
    id,
    name: `Project ${id}`,
    description: 'A project of the XRP Ledger',
    githubRepo: `XRPLF/project-${id}`,
    websiteUrl: null,
    xHandle: null,
    nominations: 0,
    github: null,
    ...fields,
  };
}

export const XRPL_JS = project(1, { name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js' });
export const CLIO = project(2, { name: 'Clio', githubRepo: 'XRPLF/clio' });

export const MAYA: ContributorSummary = {
  id: 7,
  firstName: 'Maya',
  lastName: 'Okafor',
  githubUsername: 'mokafor',
  xHandle: null,
  email: 'm•••@example.org',
  activeNominations: 0,
};

export function scouted(id: number, fields: Partial<ScoutedNomination> = {}): ScoutedNomination {
  return {
    id,
    cohort: { id: WAVE_2.id, name: WAVE_2.name, period: 'nomination', active: true },
    contributor: { id: MAYA.id, firstName: 'Maya', lastName: 'Okafor', githubUsername: 'mokafor' },
    projects: [{ id: 1, name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js', websiteUrl: null }],
    description: 'Rewrote the transaction signing of xrpl.js.',
    categories: ['Solving Technical Debt'],
    contributionDate: '2026-11-02',
    scouts: 1,
    createdAt: '2026-12-02T10:00:00.000Z',
    updatedAt: null,
    score: 0,
    status: 'nominated',
    finalSize: null,
    grantReturnedBecause: null,
    myPart: 'nominator',
    myNote: null,
    canChange: true,
    ...fields,
  };
}

/** Another scout's nomination of Maya for xrpl.js, as the co-nomination offer shows it. */
export const MAYA_FOR_XRPL_JS: PairNomination = {
  id: 21,
  cohort: { id: WAVE_2.id, name: WAVE_2.name },
  contributor: { id: MAYA.id, firstName: 'Maya', lastName: 'Okafor', githubUsername: 'mokafor' },
  projects: [{ id: 1, name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js', websiteUrl: null }],
  description: 'Maintains the signing code.',
  categories: ['Solving Technical Debt'],
  contributionDate: '2026-11-02',
  scouts: 1,
  backedByMe: false,
};

export const page = <T>(items: T[], key: string) => ({
  [key]: items,
  page: 1,
  limit: 20,
  total: items.length,
});

/** The API of the scout pages with Wave 2 open and no nomination yet; `routes` replace some. */
export function installScoutApi(
  routes: Record<string, FakeRoute> = {},
  { cohort = WAVE_2 as Cohort | null, nominations = [] as ScoutedNomination[] } = {},
): ReceivedCall[] {
  return installFakeApi({
    'GET /api/cohorts/active': { body: { cohort } },
    'GET /api/nominations/scouted': { body: page(nominations, 'nominations') },
    'GET /api/projects': ({ query }) => ({
      body: page(
        [XRPL_JS, CLIO].filter((found) =>
          found.name.toLowerCase().includes((query.search ?? '').toLowerCase()),
        ),
        'projects',
      ),
    }),
    'GET /api/contributors': ({ query }) => ({
      body: page(
        [MAYA].filter((found) =>
          `${found.firstName} ${found.lastName} ${found.githubUsername}`
            .toLowerCase()
            .includes((query.search ?? '').toLowerCase()),
        ),
        'contributors',
      ),
    }),
    'POST /api/nominations': {
      status: 201,
      body: {
        success: true,
        message: 'nomination created',
        nomination: scouted(30),
        contributorEmailed: 'invitation',
      },
    },
    ...routes,
  });
}
