import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';

const { planned } = areaRoutes({ access: { roles: ['judge'] }, layout: 'default' });

export const navigation: NavEntry[] = [{ to: '/judge/evaluations', label: 'Evaluations' }];

export const routes: GlowRoute[] = [
  planned(
    '/judge',
    'Judging',
    'Where a judge starts: the cohort being assessed and what is left to do.',
  ),
  planned(
    '/judge/evaluations',
    'Evaluations',
    'The nominations of the cohort in assessment, with your assessments.',
  ),
  planned(
    '/judge/assessment/:id',
    'Assessment',
    'Assess one nomination: the four criteria, then a size from Decline to Large.',
    { params: { id: 'id' } },
  ),
  planned(
    '/judge/review/:cohortId',
    'Review cohort',
    "Review the judges' assessments of a cohort and the final sizes.",
    {
      params: { cohortId: 'id' },
    },
  ),
  planned(
    '/judge/distributions/:cohortId',
    'Distribution',
    "Approve the cohort's distribution of grants; each judge approves once.",
    { params: { cohortId: 'id' } },
  ),
];
