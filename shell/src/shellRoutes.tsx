import type { GlowRoute } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';

const { handle } = areaRoutes({ access: 'public', layout: 'default' });

/** The routes the shell serves itself; every other path belongs to a remote's area. */
export const shellRoutes: GlowRoute[] = [
  {
    path: '/login',
    handle: handle(
      'Sign in',
      'Admins, scouts, judges and contributors sign in here with their email and password.',
    ),
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  {
    path: '/profile',
    handle: handle('Profile', 'Your name and email as Glow shows them.', { access: 'login' }),
    lazy: async () => ({ Component: (await import('./pages/ProfilePage')).ProfilePage }),
  },
  {
    path: '/profile/setPassword',
    handle: handle(
      'Set your password',
      'Choose a password from the link in your invitation or reset email.',
    ),
    lazy: async () => ({ Component: (await import('./pages/SetPasswordPage')).SetPasswordPage }),
  },
  {
    path: '/profile/resetPassword',
    handle: handle('Reset your password', 'Get an email with a link to choose a new password.'),
    lazy: async () => ({
      Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
    }),
  },
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
