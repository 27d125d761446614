import type { GlowRoute, NavEntry, RouteHandle } from '@glow/shared-api';
import { RoutePage } from '@glow/shared-ui';

const scoutPage = (title: string, description: string, layout: RouteHandle['layout']) => ({
  handle: { access: { roles: ['scout'] }, layout, title, description } satisfies RouteHandle,
  Component: RoutePage,
});

export const navigation: NavEntry[] = [
  { to: '/scout', label: 'Dashboard' },
  { to: '/scout/nominations', label: 'Nominations' },
];

export const routes: GlowRoute[] = [
  {
    path: '/scout',
    ...scoutPage(
      'Scout dashboard',
      'Your nominations in the active cohort and how they are doing.',
      'default',
    ),
  },
  {
    path: '/scout/nominations',
    ...scoutPage(
      'Nominations',
      'Your nominations: contributor, project, description, date and current vote score.',
      'admin',
    ),
  },
  {
    path: '/scout/nominations/new',
    ...scoutPage(
      'New nomination',
      'Nominate a contributor for work on one or more projects, after the screening questions.',
      'admin',
    ),
  },
];
