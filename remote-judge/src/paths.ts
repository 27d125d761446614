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

/** The evaluation list with one of its filters. */
export const evaluationsPath = (filter?: 'todo' | 'short') =>
  filter ? `${paths.evaluations}?filter=${filter}` : paths.evaluations;

/** A nomination's assessment page (its id is the nomination's). */
export const assessmentPath = (nominationId: number) =>
  paths.assessment.replace(':id', String(nominationId));

/** The review of cohort `cohortId`. */
export const reviewPath = (cohortId: number) => paths.review.replace(':cohortId', String(cohortId));

/** The distribution of cohort `cohortId`. */
export const distributionPath = (cohortId: number) =>
  paths.distribution.replace(':cohortId', String(cohortId));

/** Where a page of a missing cohort leads back to. */
export const DASHBOARD = { to: paths.home, label: 'Dashboard' };

/** Where the page of a missing nomination leads back to. */
export const ALL_NOMINATIONS = { to: paths.evaluations, label: 'All nominations' };
