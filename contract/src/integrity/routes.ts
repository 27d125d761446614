// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const voteIntegrity = { method: 'GET', path: '/api/cohorts/{id}/vote-integrity' } as const;
export const integrityVoters = {
  method: 'GET',
  path: '/api/cohorts/{id}/vote-integrity/voters',
} as const;
export const updateIntegritySettings = {
  method: 'PUT',
  path: '/api/cohorts/{id}/vote-integrity/settings',
} as const;
export const excludeVoters = { method: 'POST', path: '/api/cohorts/{id}/vote-exclusions' } as const;
export const liftExclusion = {
  method: 'DELETE',
  path: '/api/cohorts/{id}/vote-exclusions/{exclusionId}',
} as const;
