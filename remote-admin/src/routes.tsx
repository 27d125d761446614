import type { GlowRoute, NavEntry, RouteHandle } from '@glow/shared-api';
import { RoutePage } from '@glow/shared-ui';

const adminPage = (title: string, description: string, extra: Partial<RouteHandle> = {}) => ({
  handle: {
    access: { roles: ['admin'] },
    layout: 'admin',
    title,
    description,
    ...extra,
  } satisfies RouteHandle,
  Component: RoutePage,
});

export const navigation: NavEntry[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/cohorts', label: 'Cohorts' },
  { to: '/admin/projects', label: 'Projects' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/logs', label: 'Audits & Logs' },
];

export const routes: GlowRoute[] = [
  {
    path: '/admin',
    ...adminPage('Dashboard', 'The state of the active cohort and what needs an admin next.'),
  },
  {
    path: '/admin/logs',
    ...adminPage(
      'Audits & Logs',
      'Every change made by an admin, scout or judge: who, what and when.',
    ),
  },
  {
    path: '/admin/users',
    ...adminPage('Users', 'Everyone who signs in with email and password, by role.'),
  },
  {
    path: '/admin/users/create',
    ...adminPage('Create user', 'Invite an admin, scout, judge or contributor by email.'),
  },
  {
    path: '/admin/cohorts',
    ...adminPage('Cohorts', 'Past and active cohorts and the period each one is in.'),
  },
  {
    path: '/admin/cohorts/start',
    ...adminPage('Start a cohort', 'Open a new cohort; it begins in the nomination period.'),
  },
  {
    path: '/admin/cohorts/:id',
    ...adminPage('Cohort', 'One cohort: its nominations, votes, assessments and next period.', {
      params: { id: 'id' },
    }),
  },
  {
    path: '/admin/projects',
    ...adminPage('Projects', 'The open-source projects contributors can be nominated for.'),
  },
  {
    path: '/admin/payments',
    ...adminPage('Payments', 'Grants approved by the judges and their payment on the ledger.'),
  },
  {
    path: '/admin/payments/:id',
    ...adminPage('Payment', 'One payment: its nomination, amount, wallet and transaction.', {
      params: { id: 'id' },
    }),
  },
  {
    path: '/admin/reporting',
    ...adminPage('Reporting', 'Figures on cohorts, votes and payments over time.'),
  },
];
