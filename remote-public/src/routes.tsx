import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';

const { handle, planned } = areaRoutes({ access: 'public', layout: 'default' });

export const navigation: NavEntry[] = [
  { to: '/', label: 'Welcome to Glow' },
  { to: '/vote', label: 'Vote for Glow' },
];

export const routes: GlowRoute[] = [
  {
    path: '/',
    handle: handle(
      'Welcome to Glow',
      'Funding for open-source work on the XRP Ledger, chosen with the community.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Home')).default }),
  },
  {
    path: '/vote',
    handle: handle(
      'Vote for Glow',
      'Connect an XRPL wallet and vote up or down on the nominations of the current cohort.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Vote')).default }),
  },
  {
    path: '/projects',
    handle: handle(
      'Projects',
      'The open-source projects of the XRP Ledger that contributors are nominated for.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Projects')).default }),
  },
  planned('/applications', 'Applications', 'How nominated contributors apply for their grant.'),
];
