import type { GlowRoute, NavEntry, RouteHandle } from '@glow/shared-api';
import { RoutePage } from '@glow/shared-ui';

const judgePage = (title: string, description: string, extra: Partial<RouteHandle> = {}) => ({
  handle: {
    access: { roles: ['judge'] },
    layout: 'default',
    title,
    description,
    ...extra,
  } satisfies RouteHandle,
  Component: RoutePage,
});

export const navigation: NavEntry[] = [{ to: '/judge/evaluations', label: 'Evaluations' }];

export const routes: GlowRoute[] = [
  {
    path: '/judge',
    ...judgePage(
      'Judging',
      'Where a judge starts: the cohort being assessed and what is left to do.',
    ),
  },
  {
    path: '/judge/evaluations',
    ...judgePage(
      'Evaluations',
      'The nominations of the cohort in assessment, with your assessments.',
    ),
  },
  {
    path: '/judge/assessment/:id',
    ...judgePage(
      'Assessment',
      'Assess one nomination: the four criteria, then a size from Decline to Large.',
      {
        params: { id: 'id' },
      },
    ),
  },
  {
    path: '/judge/review/:cohortId',
    ...judgePage(
      'Review cohort',
      "Review the judges' assessments of a cohort and the final sizes.",
      {
        params: { cohortId: 'id' },
      },
    ),
  },
  {
    path: '/judge/distributions/:cohortId',
    ...judgePage(
      'Distribution',
      "Approve the cohort's distribution of grants; each judge approves once.",
      {
        params: { cohortId: 'id' },
      },
    ),
  },
];
