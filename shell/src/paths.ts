/**
 * The paths the shell's pages and frame use, written once: its own routes (shellRoutes.tsx), and
 * the two public pages the header and footer link to.
 */
export const paths = {
  // Served by the public area (glow_public).
  home: '/',
  vote: '/vote',
  // The shell's own pages.
  login: '/login',
  profile: '/profile',
  setPassword: '/profile/setPassword',
  resetPassword: '/profile/resetPassword',
  routes: '/routes',
  help: '/contact-us',
} as const;
