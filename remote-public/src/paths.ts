/**
 * Every path of the public area, written once: the routes, the navigation, links, redirects and
 * tests take them from here.
 */
export const paths = {
  home: '/',
  vote: '/vote',
  projects: '/projects',
  applications: '/applications',
} as const;
