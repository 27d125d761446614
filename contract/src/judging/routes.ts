// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

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
