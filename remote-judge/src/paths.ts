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

/** PROVISIONAL (judge-pages): replaced by WP-0's helpers at its merge. */
export const assessmentPath = (id: number) => `/judge/assessment/${id}`;
export const reviewPath = (cohortId: number) => `/judge/review/${cohortId}`;
export const distributionPath = (cohortId: number) => `/judge/distributions/${cohortId}`;
export const evaluationsPath = (filter?: 'todo' | 'short') =>
  filter ? `/judge/evaluations?filter=${filter}` : '/judge/evaluations';
