// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const reportAreaFailure = { method: 'POST', path: '/api/area-failures' } as const;
export const listAreaFailures = { method: 'GET', path: '/api/area-failures' } as const;
export const startAreaPreview = { method: 'POST', path: '/api/area-previews' } as const;
export const endAreaPreview = { method: 'DELETE', path: '/api/area-previews' } as const;
