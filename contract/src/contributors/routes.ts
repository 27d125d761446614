// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const searchContributors = { method: 'GET', path: '/api/contributors' } as const;
export const createContributor = { method: 'POST', path: '/api/contributors' } as const;
export const listContributorNominations = {
  method: 'GET',
  path: '/api/contributors/{id}/nominations',
} as const;
