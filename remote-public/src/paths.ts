/**
 * Every path of the public area, written once: the routes, the navigation, links, redirects and
 * tests take them from here.
 */
export const paths = {
  home: '/',
  vote: '/vote',
  projects: '/projects',
  applications: '/applications',
  guide: '/guide',
  guideVoting: '/guide#voting',
  /** The shell's contact form ("Help" in the footer): a link only, another app serves it. */
  help: '/contact-us',
} as const;
