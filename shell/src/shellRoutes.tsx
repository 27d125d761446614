import type { GlowRoute } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';

const { handle, planned } = areaRoutes({ access: 'public', layout: 'default' });

/** The routes the shell serves itself; every other path belongs to a remote's area. */
export const shellRoutes: GlowRoute[] = [
  planned(
    '/login',
    'Sign in',
    'Admins, scouts, judges and contributors sign in here with their email and password.',
  ),
  planned('/profile', 'Profile', 'Your name and email as Glow shows them.', { access: 'login' }),
  planned(
    '/profile/setPassword',
    'Set your password',
    'Choose a password from the link in your invitation or reset email.',
  ),
  planned(
    '/profile/resetPassword',
    'Reset your password',
    'Get an email with a link to choose a new password.',
  ),
  {
    path: '/routes',
    handle: handle('Routes', 'Every page of Glow: who may open it, its layout and what serves it.'),
    lazy: async () => ({ Component: (await import('./pages/RoutesPage')).RoutesPage }),
  },
  {
    path: '/contact-us',
    handle: handle('Help', 'How Glow works and where to get help.'),
    lazy: async () => ({ Component: (await import('./pages/HelpPage')).HelpPage }),
  },
];
