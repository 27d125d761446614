import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';

const { planned } = areaRoutes({ access: { roles: ['scout'] }, layout: 'admin' });

export const navigation: NavEntry[] = [
  { to: '/scout', label: 'Dashboard' },
  { to: '/scout/nominations', label: 'Nominations' },
];

export const routes: GlowRoute[] = [
  planned(
    '/scout',
    'Scout dashboard',
    'Your nominations in the active cohort and how they are doing.',
    {
      layout: 'default',
    },
  ),
  planned(
    '/scout/nominations',
    'Nominations',
    'Your nominations: contributor, project, description, date and current vote score.',
  ),
  planned(
    '/scout/nominations/new',
    'New nomination',
    'Nominate a contributor for work on one or more projects, after the screening questions.',
  ),
];
