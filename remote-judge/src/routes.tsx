import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { handle } = areaRoutes({ access: { roles: ['judge'] }, layout: 'admin' });

export const navigation: NavEntry[] = [
  { to: paths.home, label: 'Dashboard' },
  { to: paths.evaluations, label: 'Evaluations', records: [paths.assessment] },
];

export const routes: GlowRoute[] = [
  {
    path: paths.home,
    handle: handle(
      'Judging',
      'Where a judge starts: the cohort being assessed and what is left to do.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Dashboard')).default }),
  },
  {
    path: paths.evaluations,
    handle: handle(
      'Evaluations',
      'The nominations of the cohort in assessment, with your assessments.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Evaluations')).default }),
  },
  {
    path: paths.assessment,
    handle: handle(
      'Assessment',
      'Assess one nomination: the criteria, then a size from Decline to Large.',
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Assessment')).default }),
  },
  {
    path: paths.review,
    handle: handle(
      'Review cohort',
      "Review the judges' assessments of a cohort and the final sizes.",
      { params: { cohortId: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Review')).default }),
  },
  {
    path: paths.distribution,
    handle: handle(
      'Distribution',
      "Approve the cohort's distribution of grants; each judge approves once.",
      { params: { cohortId: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Distribution')).default }),
  },
];
