// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const readPersonalData = {
  method: 'GET',
  path: '/api/users/{id}/personal-data',
} as const;
export const exportPersonalData = {
  method: 'GET',
  path: '/api/users/{id}/personal-data/export',
} as const;
export const erasePersonalData = {
  method: 'POST',
  path: '/api/users/{id}/personal-data/erasure',
} as const;
