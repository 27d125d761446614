/**
 * Every path of the admin area, written once: the routes, the navigation, links, redirects and
 * tests take them from here. `:name` marks a route parameter.
 */
export const paths = {
  home: '/admin',
  users: '/admin/users',
  createUser: '/admin/users/create',
  cohorts: '/admin/cohorts',
  startCohort: '/admin/cohorts/start',
  cohort: '/admin/cohorts/:id',
  projects: '/admin/projects',
  payments: '/admin/payments',
  payment: '/admin/payments/:id',
  reporting: '/admin/reporting',
  logs: '/admin/logs',
} as const;
