import type { GlowRoute, RouteHandle } from '@glow/shared-api';
import { RoutePage } from '@glow/shared-ui';

const shellHandle = (
  access: RouteHandle['access'],
  title: string,
  description: string,
): RouteHandle => ({
  access,
  layout: 'default',
  title,
  description,
});

/** The routes the shell serves itself; every other path belongs to a remote's area. */
export const shellRoutes: GlowRoute[] = [
  {
    path: '/login',
    handle: shellHandle(
      'public',
      'Sign in',
      'Admins, scouts, judges and contributors sign in here with their email and password.',
    ),
    Component: RoutePage,
  },
  {
    path: '/profile',
    handle: shellHandle('login', 'Profile', 'Your name and email as Glow shows them.'),
    Component: RoutePage,
  },
  {
    path: '/profile/setPassword',
    handle: shellHandle(
      'public',
      'Set your password',
      'Choose a password from the link in your invitation or reset email.',
    ),
    Component: RoutePage,
  },
  {
    path: '/profile/resetPassword',
    handle: shellHandle(
      'public',
      'Reset your password',
      'Get an email with a link to choose a new password.',
    ),
    Component: RoutePage,
  },
  {
    path: '/routes',
    handle: shellHandle(
      'public',
      'Routes',
      'Every page of Glow: who may open it, its layout and what serves it.',
    ),
    lazy: async () => ({ Component: (await import('./pages/RoutesPage')).RoutesPage }),
  },
  {
    path: '/contact-us',
    handle: shellHandle('public', 'Help', 'How Glow works and where to get help.'),
    lazy: async () => ({ Component: (await import('./pages/HelpPage')).HelpPage }),
  },
];
