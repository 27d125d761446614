import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { planned } = areaRoutes({ access: { roles: ['scout'] }, layout: 'admin' });

export const navigation: NavEntry[] = [
  { to: paths.home, label: 'Dashboard' },
  { to: paths.nominations, label: 'Nominations' },
];

export const routes: GlowRoute[] = [
  planned(
    paths.home,
    'Scout dashboard',
    'Your nominations in the active cohort and how they are doing.',
    { layout: 'default' },
  ),
  planned(
    paths.nominations,
    'Nominations',
    'Your nominations: contributor, project, description, date and current vote score.',
  ),
  planned(
    paths.newNomination,
    'New nomination',
    'Nominate a contributor for work on one or more projects, after the screening questions.',
  ),
];
