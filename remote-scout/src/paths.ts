/**
 * Every path of the scouting area, written once: the routes, the navigation, links, redirects and
 * tests take them from here.
 */
export const paths = {
  home: '/scout',
  nominations: '/scout/nominations',
  newNomination: '/scout/nominations/new',
} as const;
