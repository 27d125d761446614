// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const listMyApplications = { method: 'GET', path: '/api/contributor/applications' } as const;
export const readContributorDocument = {
  method: 'GET',
  path: '/api/contributor/documents/{document}',
} as const;
export const acceptContributorDocument = {
  method: 'POST',
  path: '/api/contributor/documents/{document}/acceptance',
} as const;
export const answerEligibility = {
  method: 'PUT',
  path: '/api/contributor/applications/{id}/eligibility',
} as const;
export const walletRegistrationChallenge = {
  method: 'POST',
  path: '/api/contributor/wallet/challenge',
} as const;
export const registerWallet = { method: 'POST', path: '/api/contributor/wallet' } as const;
export const walletRegistrationXamanPayload = {
  method: 'POST',
  path: '/api/contributor/wallet/xaman',
} as const;
export const registerXamanWallet = {
  method: 'POST',
  path: '/api/contributor/wallet/xaman/{payloadId}',
} as const;
export const submitApplicationDetails = {
  method: 'PUT',
  path: '/api/contributor/applications/{id}/details',
} as const;
export const startKyc = { method: 'POST', path: '/api/contributor/applications/{id}/kyc' } as const;
export const readKyc = { method: 'GET', path: '/api/contributor/applications/{id}/kyc' } as const;
export const kycWebhook = { method: 'POST', path: '/api/kyc/webhook' } as const;
export const listCohortApplications = {
  method: 'GET',
  path: '/api/cohorts/{id}/applications',
} as const;
export const readApplication = { method: 'GET', path: '/api/applications/{id}' } as const;
export const approveApplication = {
  method: 'POST',
  path: '/api/applications/{id}/approval',
} as const;
export const returnApplication = { method: 'POST', path: '/api/applications/{id}/return' } as const;
export const requestKyc = { method: 'POST', path: '/api/applications/{id}/kyc-request' } as const;
export const reopenApplication = { method: 'POST', path: '/api/applications/{id}/reopen' } as const;
export const remindApplicants = {
  method: 'POST',
  path: '/api/cohorts/{id}/applications/reminders',
} as const;
