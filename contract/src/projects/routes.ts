// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const listProjects = { method: 'GET', path: '/api/projects' } as const;
export const createProject = { method: 'POST', path: '/api/projects' } as const;
export const updateProject = { method: 'PATCH', path: '/api/projects/{id}' } as const;
