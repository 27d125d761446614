// The reporting calls: the admin dashboard, the reports and the CSV exports.
import { ADMIN, type Endpoint } from '../endpoint';
import { ErrorBodySchema } from '../common';
import { CsvSchema, ExportPaymentsQuerySchema } from '../payments/schemas';
import { CohortIdParamsSchema } from '../programme/schemas';
import { CohortReportSchema, DashboardSchema, ProgrammeReportSchema } from './schemas';

export const REPORTING_ENDPOINTS = {
  adminDashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: ADMIN,
    summary: 'The unclosed cohort, its figures and what needs an admin next',
    tag: 'cohorts',
    response: DashboardSchema,
  },
  readCohortReport: {
    method: 'GET',
    path: '/api/cohorts/{id}/report',
    access: ADMIN,
    summary:
      "A cohort's votes per day, voters over time, score distribution, final sizes and time from nomination to payment",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CohortReportSchema,
    errors: { 404: ErrorBodySchema },
  },
  readProgrammeReport: {
    method: 'GET',
    path: '/api/reports/programme',
    access: ADMIN,
    summary: 'Amounts approved, paid, in flight and returned to the pool per cohort',
    tag: 'reporting',
    response: ProgrammeReportSchema,
  },
  exportCohortNominations: {
    method: 'GET',
    path: '/api/cohorts/{id}/exports/nominations',
    access: ADMIN,
    summary:
      "A cohort's nominations with score, scouts, final size, amount, payment state and hash, as CSV",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
  exportCohortVotes: {
    method: 'GET',
    path: '/api/cohorts/{id}/exports/votes',
    access: ADMIN,
    summary: "A cohort's votes per nomination per day, as CSV",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
  exportPayments: {
    method: 'GET',
    path: '/api/payments/export',
    access: ADMIN,
    summary: "Every payment (or one cohort's), with its status, hash and ledger, as CSV",
    tag: 'reporting',
    query: ExportPaymentsQuerySchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
} as const satisfies Record<string, Endpoint>;
