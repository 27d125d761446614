// The nominations' calls: a scout's nominations, co-nominations, edits and withdrawals.
import * as ROUTES from './routes';
import { type Endpoint, SCOUT, SCOUT_OR_ADMIN } from '../endpoint';
import { ErrorBodySchema, FieldErrorSchema, OutcomeSchema } from '../common';
import {
  CoNominateRequestSchema,
  CreateNominationRequestSchema,
  CreatedNominationOutcomeSchema,
  ListScoutedNominationsQuerySchema,
  NominationConflictErrorSchema,
  NominationIdParamsSchema,
  NominationOutcomeSchema,
  ScoutedNominationListSchema,
  UpdateNominationRequestSchema,
} from './schemas';

export const NOMINATIONS_ENDPOINTS = {
  listScoutedNominations: {
    ...ROUTES.listScoutedNominations,
    access: SCOUT_OR_ADMIN,
    summary:
      "The nominations a scout made or backs, active cohort first, paged; an admin's view: all, or one scout's",
    tag: 'nominations',
    query: ListScoutedNominationsQuerySchema,
    response: ScoutedNominationListSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  createNomination: {
    ...ROUTES.createNomination,
    access: SCOUT,
    summary:
      'Nominates a contributor for one or more projects in the active cohort during its nomination period; invites the contributor by email',
    tag: 'nominations',
    body: CreateNominationRequestSchema,
    response: CreatedNominationOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: NominationConflictErrorSchema },
    validationWords: 'spec',
  },
  coNominate: {
    ...ROUTES.coNominate,
    access: SCOUT,
    summary:
      "Backs another scout's nomination as a co-nominator, with screening answers and a note",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    body: CoNominateRequestSchema,
    response: NominationOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: NominationConflictErrorSchema },
    validationWords: 'spec',
  },
  updateNomination: {
    ...ROUTES.updateNomination,
    access: SCOUT,
    summary:
      "Changes the description, categories or contribution date of the scout's own nomination during the nomination period",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    body: UpdateNominationRequestSchema,
    response: NominationOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  withdrawNomination: {
    ...ROUTES.withdrawNomination,
    access: SCOUT,
    summary:
      "Withdraws the scout's own nomination during the nomination period; with co-nominators it passes to the earliest",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  withdrawCoNomination: {
    ...ROUTES.withdrawCoNomination,
    access: SCOUT,
    summary: "Withdraws the scout's backing of a nomination during the nomination period",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
} as const satisfies Record<string, Endpoint>;
