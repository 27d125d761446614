// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const login = { method: 'POST', path: '/api/users/login' } as const;
export const verifyUser = { method: 'GET', path: '/api/users/verify' } as const;
export const logout = { method: 'POST', path: '/api/users/logout' } as const;
export const createUser = { method: 'POST', path: '/api/users' } as const;
export const listUsers = { method: 'GET', path: '/api/users' } as const;
export const deleteUser = { method: 'DELETE', path: '/api/users' } as const;
export const resetPassword = { method: 'POST', path: '/api/users/password/reset' } as const;
export const setPassword = { method: 'POST', path: '/api/users/password' } as const;
export const updateProfile = { method: 'POST', path: '/api/updateProfile' } as const;
