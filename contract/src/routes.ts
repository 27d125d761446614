// Each endpoint's method and path: ENDPOINTS is built from these (`...ROUTES.name`). Plain data
// without zod, one named export per endpoint, so a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const health = { method: 'GET', path: '/api/health' } as const;
export const login = { method: 'POST', path: '/api/users/login' } as const;
export const verifyUser = { method: 'GET', path: '/api/users/verify' } as const;
export const logout = { method: 'POST', path: '/api/users/logout' } as const;
export const createUser = { method: 'POST', path: '/api/users' } as const;
export const listUsers = { method: 'GET', path: '/api/users' } as const;
export const deleteUser = { method: 'DELETE', path: '/api/users' } as const;
export const resetPassword = { method: 'POST', path: '/api/users/password/reset' } as const;
export const setPassword = { method: 'POST', path: '/api/users/password' } as const;
export const updateProfile = { method: 'POST', path: '/api/updateProfile' } as const;
export const listLogs = { method: 'GET', path: '/api/logs' } as const;
export const publicConfig = { method: 'GET', path: '/api/config' } as const;
export const crossmarkHash = { method: 'GET', path: '/api/wallets/crossmark/hash' } as const;
export const crossmarkChecksign = {
  method: 'POST',
  path: '/api/wallets/crossmark/checksign',
} as const;
export const gemWalletHash = { method: 'GET', path: '/api/wallets/gemwallet/hash' } as const;
export const gemWalletChecksign = {
  method: 'POST',
  path: '/api/wallets/gemwallet/checksign',
} as const;
export const xamanCreatePayload = {
  method: 'POST',
  path: '/api/wallets/xaman/createpayload',
} as const;
export const xamanGetPayload = { method: 'GET', path: '/api/wallets/xaman/getpayload' } as const;
export const xamanChecksign = { method: 'GET', path: '/api/wallets/xaman/checksign' } as const;
export const walletSession = { method: 'GET', path: '/api/wallets/session' } as const;
export const disconnectWallet = { method: 'DELETE', path: '/api/wallets/session' } as const;
export const adminDashboard = { method: 'GET', path: '/api/dashboard' } as const;
export const activeCohort = { method: 'GET', path: '/api/cohorts/active' } as const;
export const listCohorts = { method: 'GET', path: '/api/cohorts' } as const;
export const cohortDefaults = { method: 'GET', path: '/api/cohorts/defaults' } as const;
export const startCohort = { method: 'POST', path: '/api/cohorts' } as const;
export const getCohort = { method: 'GET', path: '/api/cohorts/{id}' } as const;
export const listCohortNominations = {
  method: 'GET',
  path: '/api/cohorts/{id}/nominations',
} as const;
export const updateCohort = { method: 'PATCH', path: '/api/cohorts/{id}' } as const;
export const moveCohort = { method: 'POST', path: '/api/cohorts/{id}/period' } as const;
export const cohortClosing = { method: 'GET', path: '/api/cohorts/{id}/closing' } as const;
export const cancelCohort = { method: 'POST', path: '/api/cohorts/{id}/cancel' } as const;
export const listNominations = { method: 'GET', path: '/api/nominations' } as const;
export const searchContributors = { method: 'GET', path: '/api/contributors' } as const;
export const createContributor = { method: 'POST', path: '/api/contributors' } as const;
export const listContributorNominations = {
  method: 'GET',
  path: '/api/contributors/{id}/nominations',
} as const;
export const listScoutedNominations = { method: 'GET', path: '/api/nominations/scouted' } as const;
export const createNomination = { method: 'POST', path: '/api/nominations' } as const;
export const coNominate = { method: 'POST', path: '/api/nominations/{id}/co-nominations' } as const;
export const updateNomination = { method: 'PATCH', path: '/api/nominations/{id}' } as const;
export const withdrawNomination = { method: 'DELETE', path: '/api/nominations/{id}' } as const;
export const withdrawCoNomination = {
  method: 'DELETE',
  path: '/api/nominations/{id}/co-nominations/mine',
} as const;
export const listProjects = { method: 'GET', path: '/api/projects' } as const;
export const createProject = { method: 'POST', path: '/api/projects' } as const;
export const updateProject = { method: 'PATCH', path: '/api/projects/{id}' } as const;
export const voterStatus = { method: 'GET', path: '/api/voters/me' } as const;
export const registerVoter = { method: 'POST', path: '/api/voters' } as const;
export const castVote = { method: 'POST', path: '/api/votes' } as const;
export const judgeSummary = { method: 'GET', path: '/api/assessments/summary' } as const;
export const listEvaluations = { method: 'GET', path: '/api/cohorts/{id}/evaluations' } as const;
export const getEvaluation = { method: 'GET', path: '/api/nominations/{id}/evaluation' } as const;
export const createAssessment = {
  method: 'POST',
  path: '/api/nominations/{id}/assessments',
} as const;
export const reviseAssessment = { method: 'PATCH', path: '/api/assessments/{id}' } as const;
export const getAssessment = { method: 'GET', path: '/api/assessments/{id}' } as const;
export const recuse = { method: 'POST', path: '/api/nominations/{id}/recusals' } as const;
export const recordConsensus = {
  method: 'PUT',
  path: '/api/nominations/{id}/consensus-size',
} as const;
export const getReview = { method: 'GET', path: '/api/cohorts/{id}/review' } as const;
export const getDistribution = { method: 'GET', path: '/api/cohorts/{id}/distribution' } as const;
export const approveDistribution = {
  method: 'POST',
  path: '/api/cohorts/{id}/distribution/approvals',
} as const;
export const excuseJudge = {
  method: 'POST',
  path: '/api/cohorts/{id}/judges/{judgeId}/excusal',
} as const;
export const unexcuseJudge = {
  method: 'DELETE',
  path: '/api/cohorts/{id}/judges/{judgeId}/excusal',
} as const;
export const remindJudges = { method: 'POST', path: '/api/cohorts/{id}/judge-reminders' } as const;
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
export const readCohortReport = { method: 'GET', path: '/api/cohorts/{id}/report' } as const;
export const readProgrammeReport = { method: 'GET', path: '/api/reports/programme' } as const;
export const exportCohortNominations = {
  method: 'GET',
  path: '/api/cohorts/{id}/exports/nominations',
} as const;
export const exportCohortVotes = {
  method: 'GET',
  path: '/api/cohorts/{id}/exports/votes',
} as const;
export const exportPayments = { method: 'GET', path: '/api/payments/export' } as const;
export const listResults = { method: 'GET', path: '/api/results' } as const;
export const listMyVotes = { method: 'GET', path: '/api/voters/me/votes' } as const;
