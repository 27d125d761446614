// The vote integrity calls: what the ledger says of a cohort's voters, and the exclusions.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import { ErrorBodySchema, OutcomeSchema } from '../common';
import { CohortIdParamsSchema } from '../programme/schemas';
import {
  ExcludeVotersRequestSchema,
  ExclusionParamsSchema,
  ExclusionSchema,
  IntegritySettingsSchema,
  IntegrityVoterListSchema,
  IntegrityVotersQuerySchema,
  VoteIntegritySchema,
} from './schemas';

export const INTEGRITY_ENDPOINTS = {
  voteIntegrity: {
    ...ROUTES.voteIntegrity,
    access: ADMIN,
    summary:
      "A cohort's vote integrity: its settings, the ledger reads, funding clusters, exclusions and each nomination's score with every vote, as tallied and without flagged voters",
    tag: 'integrity',
    params: CohortIdParamsSchema,
    response: VoteIntegritySchema,
    errors: { 404: ErrorBodySchema },
  },
  integrityVoters: {
    ...ROUTES.integrityVoters,
    access: ADMIN,
    summary:
      "A page of the cohort's flagged voters, or of one cluster's members, with what the ledger says, their signals and votes",
    tag: 'integrity',
    params: CohortIdParamsSchema,
    query: IntegrityVotersQuerySchema,
    response: IntegrityVoterListSchema,
    errors: { 404: ErrorBodySchema },
  },
  updateIntegritySettings: {
    ...ROUTES.updateIntegritySettings,
    access: ADMIN,
    summary:
      "Changes the cohort's signal settings and registration rule until it moves to assessment; the signals are worked out again",
    tag: 'integrity',
    params: CohortIdParamsSchema,
    body: IntegritySettingsSchema,
    response: IntegritySettingsSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  excludeVoters: {
    ...ROUTES.excludeVoters,
    access: ADMIN,
    summary:
      "Leaves a cluster's members or one voter out of the cohort's tally, with a written reason, until it moves to assessment; their votes stay stored",
    tag: 'integrity',
    params: CohortIdParamsSchema,
    body: ExcludeVotersRequestSchema,
    response: ExclusionSchema,
    status: 201,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  liftExclusion: {
    ...ROUTES.liftExclusion,
    access: ADMIN,
    summary:
      "Counts an exclusion's voters in the tally again, until the cohort moves to assessment",
    tag: 'integrity',
    params: ExclusionParamsSchema,
    response: OutcomeSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
} as const satisfies Record<string, Endpoint>;
