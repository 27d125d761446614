// A small programme for the admin pages' tests: a cohort in its voting period (Wave 1), a closed
// one (Pilot), Wave 1's distribution once in assessment, the dashboard and projects, as the API
// answers them. Tests change a copy.
import type {
  CohortDetail,
  CohortNomination,
  Dashboard,
  Distribution,
  ListedProject,
} from '@glow/contract';

const NO_FIGURES = {
  nominations: 0,
  voters: 0,
  votes: 0,
  assessments: 0,
  approvedGrants: 0,
  paidGrants: 0,
};

export const WAVE_1: CohortDetail = {
  id: 2,
  name: 'Wave 1',
  period: 'voting',
  startsAt: '2026-10-01T09:00:00.000Z',
  endsAt: null,
  votingPeriodDays: 14,
  periodStartedAt: '2026-10-15T09:00:00.000Z',
  applicationsDueOn: '2026-12-20',
  cancelReason: null,
  active: true,
  figures: { ...NO_FIGURES, nominations: 6, voters: 41, votes: 128 },
  grantAmounts: { small: 50, medium: 750, large: 3000 },
  kycSizes: ['large'],
  periods: [
    { period: 'nomination', beganAt: '2026-10-01T09:00:00.000Z' },
    { period: 'voting', beganAt: '2026-10-15T09:00:00.000Z' },
  ],
  nextMove: {
    period: 'assessment',
    label: 'Start assessment',
    effect: 'Voting closes; the judges are emailed to assess the nominations.',
    allowed: true,
    reason: null,
  },
  settingsLocked: false,
  distribution: { approvals: 0, judges: 2, required: 0 },
  scouts: [{ id: 3, email: 'scout@glow.local', name: 'Sam Scout', nominations: 6 }],
  judges: [
    { id: 4, email: 'judge@glow.local', name: 'Jo Judge' },
    { id: 5, email: 'judge2@glow.local', name: null },
  ],
  judgesRemindedAt: null,
  cancel: { allowed: true, reason: null },
};

export const PILOT: CohortDetail = {
  ...WAVE_1,
  id: 1,
  name: 'Pilot',
  period: 'closed',
  startsAt: '2026-04-01T09:00:00.000Z',
  endsAt: '2026-07-31T09:00:00.000Z',
  votingPeriodDays: 10,
  periodStartedAt: '2026-07-31T09:00:00.000Z',
  active: false,
  figures: {
    nominations: 4,
    voters: 40,
    votes: 120,
    assessments: 12,
    approvedGrants: 3,
    paidGrants: 3,
  },
  grantAmounts: { small: 400, medium: 4000, large: 14000 },
  periods: [
    { period: 'nomination', beganAt: '2026-04-01T09:00:00.000Z' },
    { period: 'voting', beganAt: '2026-05-02T09:00:00.000Z' },
    { period: 'assessment', beganAt: '2026-05-12T09:00:00.000Z' },
    { period: 'distribution', beganAt: '2026-06-20T09:00:00.000Z' },
    { period: 'closed', beganAt: '2026-07-31T09:00:00.000Z' },
  ],
  applicationsDueOn: '2026-07-15',
  nextMove: null,
  settingsLocked: true,
  cancel: null,
};

export const NOMINATION: CohortNomination = {
  id: 11,
  contributor: { firstName: 'Maya', lastName: 'Okafor', githubUsername: 'mokafor' },
  projects: [{ id: 1, name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js' }],
  score: 3,
  votes: 5,
  scouts: 1,
  assessments: 0,
  createdAt: '2026-10-03T10:00:00.000Z',
};

export const DASHBOARD: Dashboard = {
  cohort: {
    id: 2,
    name: 'Wave 1',
    period: 'nomination',
    startsAt: '2026-10-01T09:00:00.000Z',
    endsAt: null,
    votingPeriodDays: 14,
    periodStartedAt: '2026-10-01T09:00:00.000Z',
    applicationsDueOn: '2026-12-20',
    cancelReason: null,
    started: true,
    judgesRemindedAt: null,
  },
  figures: {
    nominations: 12,
    registeredVoters: 1204,
    votesToday: 37,
    assessments: 0,
    applicationsComplete: 0,
  },
  attention: {
    nominationsUnderAssessed: 0,
    distribution: { approvals: 0, judges: 7, required: 0 },
    approvedGrants: 0,
    grantsReadyToPay: 0,
    paidGrants: 0,
    returnedGrants: 0,
  },
  waitingOnAdmin: [],
  newContactMessages: 0,
};

export function project(id: number, overrides: Partial<ListedProject> = {}): ListedProject {
  return {
    id,
    name: `Project ${id}`,
    description: `What project ${id} does`,
    githubRepo: `XRPLF/project-${id}`,
    websiteUrl: null,
    xHandle: null,
    github: null,
    nominations: 0,
    ...overrides,
  };
}

export const XRPL_JS = project(1, {
  name: 'xrpl.js',
  description: 'A JavaScript/TypeScript library for the XRP Ledger',
  githubRepo: 'XRPLF/xrpl.js',
  websiteUrl: 'https://js.xrpl.org',
  xHandle: 'XRPLF',
  github: {
    stars: 1204,
    forks: 500,
    openIssues: 37,
    pushedAt: '2026-11-02T10:00:00.000Z',
    readAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    status: 'found',
  },
  nominations: 2,
});

/**
 * Wave 1's distribution in its assessment period: 6 nominations, each with its final size, and a
 * panel of three: Ana Ruiz approved, Ben Ito waited for, Chloé Martin excused.
 */
export const WAVE_1_DISTRIBUTION: Distribution = {
  cohort: { id: 2, name: 'Wave 1', period: 'assessment', grantAmounts: WAVE_1.grantAmounts },
  items: [],
  totals: {
    nominations: 6,
    bySize: {
      decline: { count: 1, amount: 0 },
      small: { count: 2, amount: 100 },
      medium: { count: 2, amount: 1500 },
      large: { count: 1, amount: 3000 },
    },
    total: 4600,
    notShown: 0,
    complete: true,
    incomplete: 0,
    short: 0,
    splits: 0,
  },
  approvable: false,
  blockers: [],
  panel: [
    {
      judgeId: 4,
      name: 'Ana Ruiz',
      excused: null,
      approvedAt: '2026-11-20T10:02:00.000Z',
      progress: { assessed: 6, recused: 0, left: 0 },
    },
    {
      judgeId: 5,
      name: 'Ben Ito',
      excused: null,
      approvedAt: null,
      progress: { assessed: 5, recused: 1, left: 0 },
    },
    {
      judgeId: 6,
      name: 'Chloé Martin',
      excused: {
        at: '2026-11-21T08:00:00.000Z',
        by: 'Demo Admin',
        reason: 'On leave until December',
      },
      approvedAt: null,
      progress: { assessed: 2, recused: 0, left: 0 },
    },
  ],
  approvals: 1,
  required: 2,
  approved: false,
  approvedByMe: false,
  resetNote: null,
};
