import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { planned } = areaRoutes({ access: { roles: ['judge'] }, layout: 'default' });

export const navigation: NavEntry[] = [{ to: paths.evaluations, label: 'Evaluations' }];

export const routes: GlowRoute[] = [
  planned(
    paths.home,
    'Judging',
    'Where a judge starts: the cohort being assessed and what is left to do.',
  ),
  planned(
    paths.evaluations,
    'Evaluations',
    'The nominations of the cohort in assessment, with your assessments.',
  ),
  planned(
    paths.assessment,
    'Assessment',
    'Assess one nomination: the four criteria, then a size from Decline to Large.',
    { params: { id: 'id' } },
  ),
  planned(
    paths.review,
    'Review cohort',
    "Review the judges' assessments of a cohort and the final sizes.",
    { params: { cohortId: 'id' } },
  ),
  planned(
    paths.distribution,
    'Distribution',
    "Approve the cohort's distribution of grants; each judge approves once.",
    { params: { cohortId: 'id' } },
  ),
];
