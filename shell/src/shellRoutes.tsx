import type { GlowRoute } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { handle } = areaRoutes({ access: 'public', layout: 'default' });

/** The routes the shell serves itself; every other path belongs to a remote's area. */
export const shellRoutes: GlowRoute[] = [
  {
    path: paths.login,
    handle: handle(
      'Sign in',
      'Admins, scouts, judges and contributors sign in here with their email and password.',
    ),
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  {
    path: paths.profile,
    handle: handle(
      'Profile',
      'Your name and email as Glow shows them, your password and your sessions.',
      { access: 'login' },
    ),
    lazy: async () => ({ Component: (await import('./pages/ProfilePage')).ProfilePage }),
  },
  {
    path: paths.setPassword,
    handle: handle('Set your password', 'Choose the password you will sign in with.'),
    lazy: async () => ({ Component: (await import('./pages/SetPasswordPage')).SetPasswordPage }),
  },
  {
    path: paths.resetPassword,
    handle: handle('Reset your password', 'Get an email with a link to choose a new password.'),
    lazy: async () => ({
      Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
    }),
  },
  {
    path: paths.routes,
    handle: handle(
      'Routes',
      'Every page of Glow: who may open it, its layout, and the remote (and version) that serves it.',
    ),
    lazy: async () => ({ Component: (await import('./pages/RoutesPage')).RoutesPage }),
  },
  {
    path: paths.help,
    handle: handle(
      'Help',
      'Questions about voting, nominations, applications or payments: write to us.',
    ),
    lazy: async () => ({ Component: (await import('./pages/ContactPage')).ContactPage }),
  },
];
