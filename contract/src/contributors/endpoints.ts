// The contributors' calls: finding and adding the people scouts nominate.
import * as ROUTES from './routes';
import { type Endpoint, SCOUT_OR_ADMIN } from '../endpoint';
import { ErrorBodySchema, FieldErrorSchema } from '../common';
import { PairNominationListSchema } from '../nominations/schemas';
import {
  ContributorConflictErrorSchema,
  ContributorIdParamsSchema,
  ContributorListSchema,
  ContributorOutcomeSchema,
  CreateContributorRequestSchema,
  SearchContributorsQuerySchema,
} from './schemas';

export const CONTRIBUTORS_ENDPOINTS = {
  searchContributors: {
    ...ROUTES.searchContributors,
    access: SCOUT_OR_ADMIN,
    summary:
      'Contributors by last and first name, paged; search by part of a name or GitHub username, or a full email',
    tag: 'nominations',
    query: SearchContributorsQuerySchema,
    response: ContributorListSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  createContributor: {
    ...ROUTES.createContributor,
    access: SCOUT_OR_ADMIN,
    summary:
      'Creates a contributor (email and GitHub username unique); their account comes with their first nomination',
    tag: 'nominations',
    body: CreateContributorRequestSchema,
    response: ContributorOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ContributorConflictErrorSchema },
    validationWords: 'spec',
  },
  listContributorNominations: {
    ...ROUTES.listContributorNominations,
    access: SCOUT_OR_ADMIN,
    summary:
      "A contributor's nominations in the active cohort (to back one instead of a duplicate)",
    tag: 'nominations',
    params: ContributorIdParamsSchema,
    response: PairNominationListSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
} as const satisfies Record<string, Endpoint>;
