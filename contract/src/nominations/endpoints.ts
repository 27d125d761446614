// The nominations' calls: a scout's nominations, co-nominations, edits and withdrawals.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint, SCOUT, SCOUT_OR_ADMIN } from '../endpoint';
import { AdminNominationSchema } from './nominationPageSchemas';
import { ErrorBodySchema, FieldErrorSchema, OutcomeSchema } from '../common';
import {
  AddEvidenceRequestSchema,
  CoNominateRequestSchema,
  CreateNominationRequestSchema,
  CreatedNominationOutcomeSchema,
  EvidenceOutcomeSchema,
  EvidenceParamsSchema,
  ListScoutedNominationsQuerySchema,
  NominationConflictErrorSchema,
  NominationIdParamsSchema,
  NominationOutcomeSchema,
  ScoutEvidenceListSchema,
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
  listEvidence: {
    ...ROUTES.listEvidence,
    access: SCOUT,
    summary:
      'The evidence of a nomination the scout backs, with the GitHub facts read, and whether it may change now',
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: ScoutEvidenceListSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  addEvidence: {
    ...ROUTES.addEvidence,
    access: SCOUT,
    summary:
      "Adds a link with a note to a nomination the scout backs, until its cohort's assessment starts; a GitHub pull request, issue or release is read on GitHub",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    body: AddEvidenceRequestSchema,
    response: EvidenceOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: FieldErrorSchema },
    validationWords: 'spec',
  },
  removeEvidence: {
    ...ROUTES.removeEvidence,
    access: SCOUT,
    summary:
      "Removes a link the scout added (the nominating scout: any link of it), until the cohort's assessment starts",
    tag: 'nominations',
    params: EvidenceParamsSchema,
    response: OutcomeSchema,
    errors: {
      400: FieldErrorSchema,
      403: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
    validationWords: 'spec',
  },
  getNomination: {
    ...ROUTES.getNomination,
    access: ADMIN,
    summary:
      "One nomination for an admin: its scouts, contributor, projects, evidence, votes, the judges' assessments once its cohort's assessment is over, the application and the grant",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: AdminNominationSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
} as const satisfies Record<string, Endpoint>;
