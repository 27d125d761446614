// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const health = { method: 'GET', path: '/api/health' } as const;
export const liveness = { method: 'GET', path: '/api/health/live' } as const;
export const readiness = { method: 'GET', path: '/api/health/ready' } as const;
export const listLogs = { method: 'GET', path: '/api/logs' } as const;
export const publicConfig = { method: 'GET', path: '/api/config' } as const;
