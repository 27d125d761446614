// The reporting calls: the admin dashboard, the reports and the CSV exports.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import { ErrorBodySchema } from '../common';
import { CsvSchema, ExportPaymentsQuerySchema } from '../payments/schemas';
import { CohortIdParamsSchema } from '../programme/schemas';
import { CohortReportSchema, DashboardSchema, ProgrammeReportSchema } from './schemas';

export const REPORTING_ENDPOINTS = {
  adminDashboard: {
    ...ROUTES.adminDashboard,
    access: ADMIN,
    summary: 'The unclosed cohort, its figures and what needs an admin next',
    tag: 'cohorts',
    response: DashboardSchema,
  },
  readCohortReport: {
    ...ROUTES.readCohortReport,
    access: ADMIN,
    summary:
      "A cohort's votes per day, voters over time, score distribution, final sizes and time from nomination to payment",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CohortReportSchema,
    errors: { 404: ErrorBodySchema },
  },
  readProgrammeReport: {
    ...ROUTES.readProgrammeReport,
    access: ADMIN,
    summary: 'Amounts approved, paid, in flight and returned to the pool per cohort',
    tag: 'reporting',
    response: ProgrammeReportSchema,
  },
  exportCohortNominations: {
    ...ROUTES.exportCohortNominations,
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
    ...ROUTES.exportCohortVotes,
    access: ADMIN,
    summary: "A cohort's votes per nomination per day, as CSV",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
  exportPayments: {
    ...ROUTES.exportPayments,
    access: ADMIN,
    summary: "Every payment (or one cohort's), with its status, hash and ledger, as CSV",
    tag: 'reporting',
    query: ExportPaymentsQuerySchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
} as const satisfies Record<string, Endpoint>;
