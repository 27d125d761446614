// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const listPaymentCohorts = { method: 'GET', path: '/api/payments/cohorts' } as const;
export const listCohortPayments = { method: 'GET', path: '/api/cohorts/{id}/payments' } as const;
export const createPaymentBatch = { method: 'POST', path: '/api/payments/batches' } as const;
export const recordPaymentTransaction = {
  method: 'POST',
  path: '/api/payments/{id}/transaction',
} as const;
export const reportPaymentFailure = { method: 'POST', path: '/api/payments/{id}/failure' } as const;
export const reconcilePayments = { method: 'POST', path: '/api/payments/reconcile' } as const;
export const readPayment = { method: 'GET', path: '/api/payments/{id}' } as const;
