// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const listScoutedNominations = { method: 'GET', path: '/api/nominations/scouted' } as const;
export const createNomination = { method: 'POST', path: '/api/nominations' } as const;
export const coNominate = { method: 'POST', path: '/api/nominations/{id}/co-nominations' } as const;
export const updateNomination = { method: 'PATCH', path: '/api/nominations/{id}' } as const;
export const withdrawNomination = { method: 'DELETE', path: '/api/nominations/{id}' } as const;
export const withdrawCoNomination = {
  method: 'DELETE',
  path: '/api/nominations/{id}/co-nominations/mine',
} as const;
export const listEvidence = { method: 'GET', path: '/api/nominations/{id}/evidence' } as const;
export const addEvidence = { method: 'POST', path: '/api/nominations/{id}/evidence' } as const;
export const removeEvidence = {
  method: 'DELETE',
  path: '/api/nominations/{id}/evidence/{evidenceId}',
} as const;
export const getNomination = { method: 'GET', path: '/api/nominations/{id}' } as const;
