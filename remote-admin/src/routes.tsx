import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';

const { handle, planned } = areaRoutes({ access: { roles: ['admin'] }, layout: 'admin' });

export const navigation: NavEntry[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/cohorts', label: 'Cohorts' },
  { to: '/admin/projects', label: 'Projects' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/logs', label: 'Audits & Logs' },
];

export const routes: GlowRoute[] = [
  planned('/admin', 'Dashboard', 'The state of the active cohort and what needs an admin next.'),
  {
    path: '/admin/logs',
    handle: handle(
      'Audits & Logs',
      'Every change made by a signed-in user: who, what, which record and when.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Logs')).default }),
  },
  {
    path: '/admin/users',
    handle: handle('Users', 'Everyone who signs in with email and password, by role.'),
    lazy: async () => ({ Component: (await import('./pages/Users')).default }),
  },
  {
    path: '/admin/users/create',
    handle: handle('Create user', 'Invite an admin, scout, judge or contributor by email.'),
    lazy: async () => ({ Component: (await import('./pages/CreateUser')).default }),
  },
  planned('/admin/cohorts', 'Cohorts', 'Past and active cohorts and the period each one is in.'),
  planned(
    '/admin/cohorts/start',
    'Start a cohort',
    'Open a new cohort; it begins in the nomination period.',
  ),
  planned(
    '/admin/cohorts/:id',
    'Cohort',
    'One cohort: its nominations, votes, assessments and next period.',
    {
      params: { id: 'id' },
    },
  ),
  planned(
    '/admin/projects',
    'Projects',
    'The open-source projects contributors can be nominated for.',
  ),
  planned(
    '/admin/payments',
    'Payments',
    'Grants approved by the judges and their payment on the ledger.',
  ),
  planned(
    '/admin/payments/:id',
    'Payment',
    'One payment: its nomination, amount, wallet and transaction.',
    {
      params: { id: 'id' },
    },
  ),
  planned('/admin/reporting', 'Reporting', 'Figures on cohorts, votes and payments over time.'),
];
