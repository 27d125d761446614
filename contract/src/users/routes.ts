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
export const getUser = { method: 'GET', path: '/api/users/{id}' } as const;
export const updateUser = { method: 'PATCH', path: '/api/users/{id}' } as const;
export const changeUserRole = { method: 'PUT', path: '/api/users/{id}/role' } as const;
export const resendInvitation = { method: 'POST', path: '/api/users/{id}/invitation' } as const;
export const deactivateUser = { method: 'POST', path: '/api/users/{id}/deactivation' } as const;
export const reactivateUser = { method: 'DELETE', path: '/api/users/{id}/deactivation' } as const;
export const changePassword = { method: 'POST', path: '/api/users/password/change' } as const;
export const endAllSessions = { method: 'POST', path: '/api/users/logout/all' } as const;
