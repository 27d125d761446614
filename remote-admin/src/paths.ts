/**
 * Every path of the admin area, written once: the routes, the navigation, links, redirects and
 * tests take them from here. `:name` marks a route parameter.
 */
export const paths = {
  home: '/admin',
  users: '/admin/users',
  createUser: '/admin/users/create',
  user: '/admin/users/:id',
  personalData: '/admin/users/:id/personal-data',
  cohorts: '/admin/cohorts',
  startCohort: '/admin/cohorts/start',
  cohort: '/admin/cohorts/:id',
  applications: '/admin/cohorts/:id/applications',
  integrity: '/admin/cohorts/:id/integrity',
  nomination: '/admin/nominations/:id',
  application: '/admin/applications/:id',
  projects: '/admin/projects',
  payments: '/admin/payments',
  payment: '/admin/payments/:id',
  reporting: '/admin/reporting',
  logs: '/admin/logs',
  messages: '/admin/messages',
} as const;

/** The page of user `id`. */
export const userPath = (id: number) => paths.user.replace(':id', String(id));
/** The personal data of user `id`: what Glow holds, its download and the erasure. */
export const personalDataPath = (id: number) => paths.personalData.replace(':id', String(id));

/** The page of cohort `id`. */
export const cohortPath = (id: number) => paths.cohort.replace(':id', String(id));

/** The page of nomination `id`. */
export const nominationPath = (id: number) => paths.nomination.replace(':id', String(id));

/** The applications of cohort `cohortId`. */
export const applicationsPath = (cohortId: number) =>
  paths.applications.replace(':id', String(cohortId));

/** The vote integrity of cohort `cohortId`: what the ledger says of its voters, the exclusions. */
export const integrityPath = (cohortId: number) => paths.integrity.replace(':id', String(cohortId));

/** The page of application `id`. */
export const applicationPath = (id: number) => paths.application.replace(':id', String(id));

/** The payments page, showing cohort `cohortId` (the page picks one without it). */
export const paymentsPath = (cohortId?: number) =>
  cohortId === undefined ? paths.payments : `${paths.payments}?cohort=${cohortId}`;

/** The page of payment `id`. */
export const paymentPath = (id: number) => paths.payment.replace(':id', String(id));

/** The breadcrumbs before a record of cohort `cohort`: Cohorts › its name. */
export const cohortTrail = (cohort: { id: number; name: string }) => [
  { label: 'Cohorts', path: paths.cohorts },
  { label: cohort.name, path: cohortPath(cohort.id) },
];

/** Where a page of a missing cohort or application leads back to. */
export const ALL_COHORTS = { to: paths.cohorts, label: 'All cohorts' };
