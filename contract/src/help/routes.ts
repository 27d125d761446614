// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const sendContactMessage = { method: 'POST', path: '/api/contact-messages' } as const;
export const listContactMessages = { method: 'GET', path: '/api/contact-messages' } as const;
export const markContactMessageAnswered = {
  method: 'POST',
  path: '/api/contact-messages/{id}/answered',
} as const;
