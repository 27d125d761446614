import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';
import { voteShareText } from './shareText';

const { handle } = areaRoutes({ access: 'public', layout: 'default' });

export const navigation: NavEntry[] = [
  { to: paths.home, label: 'Welcome to Glow' },
  { to: paths.vote, label: 'Vote for Glow' },
];

export const routes: GlowRoute[] = [
  {
    path: paths.home,
    handle: handle(
      'Welcome to Glow',
      'Glow funds open-source work on the XRP Ledger. The community votes on who gets a grant.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Home')).default }),
  },
  {
    path: paths.vote,
    handle: handle(
      'Vote for Glow',
      'Vote up or down on the nominations of the current cohort. Nominations with higher scores are reviewed first.',
      { share: voteShareText },
    ),
    lazy: async () => ({ Component: (await import('./pages/Vote')).default }),
  },
  {
    path: paths.projects,
    handle: handle(
      'Projects',
      'The open-source projects of the XRP Ledger that contributors are nominated for.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Projects')).default }),
  },
  {
    path: paths.guide,
    handle: handle(
      'How Glow works',
      'The programme guide: how voting works, how grants are sized and paid, and where the results are.',
    ),
    lazy: async () => ({ Component: (await import('./pages/Guide')).default }),
  },
  {
    path: paths.applications,
    handle: handle(
      'Results',
      "Each cohort's nominations, final sizes and grants paid, with the scouts and judges who ran it.",
    ),
    lazy: async () => ({ Component: (await import('./pages/Results')).default }),
  },
];
