import type { GlowRoute, NavEntry, RouteHandle } from '@glow/shared-api';
import { RoutePage } from '@glow/shared-ui';

const publicHandle = (title: string, description: string): RouteHandle => ({
  access: 'public',
  layout: 'default',
  title,
  description,
});

export const navigation: NavEntry[] = [
  { to: '/', label: 'Welcome to Glow' },
  { to: '/vote', label: 'Vote for Glow' },
];

export const routes: GlowRoute[] = [
  {
    path: '/',
    handle: publicHandle(
      'Welcome to Glow',
      'Funding for open-source work on the XRP Ledger, chosen with the community.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Home')).default }),
  },
  {
    path: '/vote',
    handle: publicHandle(
      'Vote for Glow',
      'Connect an XRPL wallet and vote up or down on the nominations of the current cohort.',
    ),
    Component: RoutePage,
  },
  {
    path: '/projects',
    handle: publicHandle(
      'Projects',
      'The open-source projects of the XRP Ledger that contributors are nominated for.',
    ),
    Component: RoutePage,
  },
  {
    path: '/applications',
    handle: publicHandle('Applications', 'How nominated contributors apply for their grant.'),
    Component: RoutePage,
  },
];
