/**
 * The paths the shell uses, written once: its own routes (shellRoutes.tsx), and pages of the
 * public area that its header, footer, error page and sign-out link to (links only: which remote
 * serves a path comes from remotes.json).
 */
export const paths = {
  // Served by the public area (glow_public).
  home: '/',
  vote: '/vote',
  results: '/applications',
  guide: '/guide',
  guideVoting: '/guide#voting',
  // The shell's own pages.
  login: '/login',
  profile: '/profile',
  setPassword: '/profile/setPassword',
  resetPassword: '/profile/resetPassword',
  routes: '/routes',
  help: '/contact-us',
} as const;
