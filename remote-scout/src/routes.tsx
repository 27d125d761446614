import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { handle } = areaRoutes({ access: { roles: ['scout'] }, layout: 'admin' });

export const navigation: NavEntry[] = [
  { to: paths.home, label: 'Dashboard' },
  { to: paths.nominations, label: 'Nominations' },
];

export const routes: GlowRoute[] = [
  {
    path: paths.home,
    handle: handle(
      'Scout dashboard',
      'Your nominations in the active cohort and how they are doing.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Dashboard')).default }),
  },
  {
    path: paths.nominations,
    handle: handle(
      'Nominations',
      'Your nominations: contributor, project, description, date and current vote score.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Nominations')).default }),
  },
  {
    path: paths.newNomination,
    handle: handle(
      'New nomination',
      'Nominate a contributor for work on one or more projects, after the screening questions.',
    ),
    lazy: async () => ({ Component: (await import('./pages/NewNomination')).default }),
  },
  {
    path: paths.evidence,
    handle: handle(
      'Evidence',
      'Links for the judges (pull requests, releases, documentation, posts), each with a note.',
      { params: { id: 'id' } },
    ),
    lazy: async () => ({ Component: (await import('./pages/Evidence')).default }),
  },
];
