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
  planned(
    '/vote',
    'Vote for Glow',
    'Connect an XRPL wallet and vote up or down on the nominations of the current cohort.',
  ),
  planned(
    '/projects',
    'Projects',
    'The open-source projects of the XRP Ledger that contributors are nominated for.',
  ),
  planned('/applications', 'Applications', 'How nominated contributors apply for their grant.'),
];
