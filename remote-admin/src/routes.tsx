import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { handle } = areaRoutes({ access: { roles: ['admin'] }, layout: 'admin' });

export const navigation: NavEntry[] = [
  { to: paths.home, label: 'Dashboard' },
  { to: paths.users, label: 'Users' },
  { to: paths.cohorts, label: 'Cohorts', records: [paths.nomination, paths.application] },
  { to: paths.projects, label: 'Projects' },
  { to: paths.payments, label: 'Payments' },
  { to: paths.reporting, label: 'Reporting' },
  { to: paths.messages, label: 'Messages' },
  { to: paths.logs, label: 'Audits & Logs' },
];

export const routes: GlowRoute[] = [
  {
    path: paths.home,
    handle: handle('Dashboard', 'The state of the active cohort and what needs an admin next.'),
    lazy: async () => ({ Component: (await import('./pages/Dashboard')).default }),
  },
  {
    path: paths.logs,
    handle: handle(
      'Audits & Logs',
      'Every change made by a signed-in user: who, what, which record and when.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Logs')).default }),
  },
  {
    path: paths.messages,
    handle: handle(
      'Messages',
      'What people wrote through the contact form, newest first; mark each answered once replied to.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Messages')).default }),
  },
  {
    path: paths.users,
    handle: handle('Users', 'Everyone who signs in with email and password, by role.'),
    lazy: async () => ({ Component: (await import('./pages/Users')).default }),
  },
  {
    path: paths.createUser,
    handle: handle('Create user', 'Invite an admin, scout, judge or contributor by email.'),
    lazy: async () => ({ Component: (await import('./pages/CreateUser')).default }),
  },
  {
    path: paths.user,
    handle: handle(
      'User',
      "One person's account: their name, role, invitation, last sign-in, deactivation.",
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/User')).default }),
  },
  {
    path: paths.personalData,
    handle: handle(
      'Personal data',
      'What Glow holds about one person: download it as JSON, or erase the person.',
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/PersonalData')).default }),
  },
  {
    path: paths.cohorts,
    handle: handle('Cohorts', 'Past and active cohorts and the period each one is in.'),
    lazy: async () => ({ Component: (await import('./pages/Cohorts')).default }),
  },
  {
    path: paths.startCohort,
    handle: handle('Start a cohort', 'Open a new cohort; it begins in the nomination period.'),
    lazy: async () => ({ Component: (await import('./pages/StartCohort')).default }),
  },
  {
    path: paths.cohort,
    handle: handle('Cohort', 'One cohort: its nominations, votes, assessments and next period.', {
      params: { id: 'id' },
    }),
    lazy: async () => ({ Component: (await import('./pages/Cohort')).default }),
  },
  {
    path: paths.nomination,
    handle: handle(
      'Nomination',
      "One nomination: its scouts, contributor, projects, evidence, votes, the judges' assessments, application and grant.",
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Nomination')).default }),
  },
  {
    path: paths.applications,
    handle: handle(
      'Applications',
      "A cohort's applications: each contributor's steps, status and when they submitted.",
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Applications')).default }),
  },
  {
    path: paths.integrity,
    handle: handle(
      'Vote integrity',
      "Funding clusters and signals from the XRP Ledger, and the cohort's exclusions.",
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/VoteIntegrity')).default }),
  },
  {
    path: paths.application,
    handle: handle(
      'Application',
      "One contributor's application: each step with who and when, approval or return.",
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Application')).default }),
  },
  {
    path: paths.projects,
    handle: handle('Projects', 'The open-source projects contributors can be nominated for.'),
    lazy: async () => ({ Component: (await import('./pages/Projects')).default }),
  },
  {
    path: paths.payments,
    handle: handle('Payments', 'Grants approved by the judges and their payment on the ledger.'),
    lazy: async () => ({ Component: (await import('./pages/Payments')).default }),
  },
  {
    path: paths.payment,
    handle: handle(
      'Payment',
      "One payment: its grant, recipient, amount, history and the ledger's proof.",
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Payment')).default }),
  },
  {
    path: paths.reporting,
    handle: handle('Reporting', 'Figures on cohorts, votes and payments over time.'),
    lazy: async () => ({ Component: (await import('./pages/Reporting')).default }),
  },
];
