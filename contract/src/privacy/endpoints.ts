// The personal data calls: an admin reads what Glow holds about a person, downloads it as one
// JSON file, and erases the person (their records stay, anonymous).
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import { ErrorBodySchema } from '../common';
import {
  ErasureOutcomeSchema,
  PersonalDataExportSchema,
  PersonalDataSummarySchema,
  PersonIdParamsSchema,
} from './schemas';

export const PRIVACY_ENDPOINTS = {
  readPersonalData: {
    ...ROUTES.readPersonalData,
    access: ADMIN,
    summary:
      'How many records of each kind Glow holds about a person, and whether they may be erased',
    tag: 'privacy',
    params: PersonIdParamsSchema,
    response: PersonalDataSummarySchema,
    errors: { 404: ErrorBodySchema },
  },
  exportPersonalData: {
    ...ROUTES.exportPersonalData,
    access: ADMIN,
    summary: 'Everything Glow holds about a person, as one JSON file (audited)',
    tag: 'privacy',
    params: PersonIdParamsSchema,
    response: PersonalDataExportSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'jsonFile',
  },
  erasePersonalData: {
    ...ROUTES.erasePersonalData,
    access: ADMIN,
    summary:
      "Erases a person's names, emails, handles and free text; their votes, grants and payments stay, anonymous (audited)",
    tag: 'privacy',
    params: PersonIdParamsSchema,
    response: ErasureOutcomeSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
} as const satisfies Record<string, Endpoint>;
