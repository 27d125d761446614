// The programme's calls: cohorts, their settings, periods, closing and cancelling.
import * as ROUTES from './routes';
import { ADMIN, PUBLIC_PAGE_CACHE, type Endpoint } from '../endpoint';
import { ErrorBodySchema } from '../common';
import {
  ActiveCohortSchema,
  CancelCohortRequestSchema,
  CohortCloseConflictErrorSchema,
  CohortClosingSchema,
  CohortDefaultsSchema,
  CohortDetailSchema,
  CohortIdParamsSchema,
  CohortListSchema,
  CohortMoveOutcomeSchema,
  CohortNominationListSchema,
  ListCohortNominationsQuerySchema,
  ListCohortsQuerySchema,
  MoveCohortRequestSchema,
  StartCohortRequestSchema,
  UpdateCohortRequestSchema,
} from './schemas';

export const PROGRAMME_ENDPOINTS = {
  activeCohort: {
    ...ROUTES.activeCohort,
    access: 'public',
    summary: 'The active cohort and its period, or null',
    tag: 'voting',
    response: ActiveCohortSchema,
    sharedCache: PUBLIC_PAGE_CACHE,
  },
  listCohorts: {
    ...ROUTES.listCohorts,
    access: ADMIN,
    summary: 'Every cohort, newest start first, with its figures, paged',
    tag: 'cohorts',
    query: ListCohortsQuerySchema,
    response: CohortListSchema,
  },
  cohortDefaults: {
    ...ROUTES.cohortDefaults,
    access: ADMIN,
    summary: "What a new cohort starts with (the last cohort's settings) and the unclosed cohort",
    tag: 'cohorts',
    response: CohortDefaultsSchema,
  },
  startCohort: {
    ...ROUTES.startCohort,
    access: ADMIN,
    summary: 'Starts a cohort in its nomination period; refused while another is unclosed',
    tag: 'cohorts',
    body: StartCohortRequestSchema,
    response: CohortDetailSchema,
    status: 201,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  getCohort: {
    ...ROUTES.getCohort,
    access: ADMIN,
    summary: 'A cohort: settings, periods reached, the next move, figures, scouts and judges',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    response: CohortDetailSchema,
    errors: { 404: ErrorBodySchema },
  },
  listCohortNominations: {
    ...ROUTES.listCohortNominations,
    access: ADMIN,
    summary: "A cohort's nominations with score, scouts and assessments, paged, with search",
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    query: ListCohortNominationsQuerySchema,
    response: CohortNominationListSchema,
    errors: { 404: ErrorBodySchema },
  },
  updateCohort: {
    ...ROUTES.updateCohort,
    access: ADMIN,
    summary:
      "Changes a cohort's name, grant amounts, KYC sizes or voting days (until its distribution is approved), or its applications' due date (until it ends)",
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: UpdateCohortRequestSchema,
    response: CohortDetailSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  moveCohort: {
    ...ROUTES.moveCohort,
    access: ADMIN,
    summary:
      'Moves a cohort to its next period (no skipping, no going back; closing sets its end and names the grants shown going back to the pool)',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: MoveCohortRequestSchema,
    response: CohortMoveOutcomeSchema,
    errors: { 404: ErrorBodySchema, 409: CohortCloseConflictErrorSchema },
  },
  cohortClosing: {
    ...ROUTES.cohortClosing,
    access: ADMIN,
    summary:
      'What closing the cohort now does: the grants that go back to the pool and why, those that stay open, the due date',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    response: CohortClosingSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  cancelCohort: {
    ...ROUTES.cancelCohort,
    access: ADMIN,
    summary:
      'Cancels a cohort before its distribution is approved, with a reason: nothing is paid, its scouts and nominees are emailed',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: CancelCohortRequestSchema,
    response: CohortDetailSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
} as const satisfies Record<string, Endpoint>;
