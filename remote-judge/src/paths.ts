/**
 * Every path of the judging area, written once: the routes, the navigation, links, redirects and
 * tests take them from here. `:name` marks a route parameter.
 */
export const paths = {
  home: '/judge',
  evaluations: '/judge/evaluations',
  assessment: '/judge/assessment/:id',
  review: '/judge/review/:cohortId',
  distribution: '/judge/distributions/:cohortId',
} as const;
