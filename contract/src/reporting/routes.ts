// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const adminDashboard = { method: 'GET', path: '/api/dashboard' } as const;
export const readCohortReport = { method: 'GET', path: '/api/cohorts/{id}/report' } as const;
export const readProgrammeReport = { method: 'GET', path: '/api/reports/programme' } as const;
export const exportCohortNominations = {
  method: 'GET',
  path: '/api/cohorts/{id}/exports/nominations',
} as const;
export const exportCohortVotes = {
  method: 'GET',
  path: '/api/cohorts/{id}/exports/votes',
} as const;
export const exportPayments = { method: 'GET', path: '/api/payments/export' } as const;
