// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const activeCohort = { method: 'GET', path: '/api/cohorts/active' } as const;
export const listCohorts = { method: 'GET', path: '/api/cohorts' } as const;
export const cohortDefaults = { method: 'GET', path: '/api/cohorts/defaults' } as const;
export const startCohort = { method: 'POST', path: '/api/cohorts' } as const;
export const getCohort = { method: 'GET', path: '/api/cohorts/{id}' } as const;
export const listCohortNominations = {
  method: 'GET',
  path: '/api/cohorts/{id}/nominations',
} as const;
export const updateCohort = { method: 'PATCH', path: '/api/cohorts/{id}' } as const;
export const moveCohort = { method: 'POST', path: '/api/cohorts/{id}/period' } as const;
export const cohortClosing = { method: 'GET', path: '/api/cohorts/{id}/closing' } as const;
export const cancelCohort = { method: 'POST', path: '/api/cohorts/{id}/cancel' } as const;
