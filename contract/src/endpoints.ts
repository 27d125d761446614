// Every call of the API, written once: method, path, who may call it and the schemas of
// what goes in and comes out. Each area writes its part in its own folder (<area>/endpoints.ts);
// the table is their union. The server registers its routes from this table, in this order, and
// the permission tests walk it, so a route cannot exist without an access rule.
import type { Endpoint } from './endpoint';
import { SYSTEM_ENDPOINTS } from './system/endpoints';
import { USERS_ENDPOINTS } from './users/endpoints';
import { WALLETS_ENDPOINTS } from './wallets/endpoints';
import { PROGRAMME_ENDPOINTS } from './programme/endpoints';
import { VOTING_ENDPOINTS } from './voting/endpoints';
import { INTEGRITY_ENDPOINTS } from './integrity/endpoints';
import { CONTRIBUTORS_ENDPOINTS } from './contributors/endpoints';
import { NOMINATIONS_ENDPOINTS } from './nominations/endpoints';
import { PROJECTS_ENDPOINTS } from './projects/endpoints';
import { JUDGING_ENDPOINTS } from './judging/endpoints';
import { APPLICATIONS_ENDPOINTS } from './applications/endpoints';
import { PAYMENTS_ENDPOINTS } from './payments/endpoints';
import { REPORTING_ENDPOINTS } from './reporting/endpoints';
import { RESULTS_ENDPOINTS } from './results/endpoints';
import { PRIVACY_ENDPOINTS } from './privacy/endpoints';
import { HELP_ENDPOINTS } from './help/endpoints';
import { DEPLOYS_ENDPOINTS } from './deploys/endpoints';

export const ENDPOINTS = {
  ...SYSTEM_ENDPOINTS,
  ...USERS_ENDPOINTS,
  ...WALLETS_ENDPOINTS,
  ...PROGRAMME_ENDPOINTS,
  ...VOTING_ENDPOINTS,
  ...INTEGRITY_ENDPOINTS,
  ...CONTRIBUTORS_ENDPOINTS,
  ...NOMINATIONS_ENDPOINTS,
  ...PROJECTS_ENDPOINTS,
  ...JUDGING_ENDPOINTS,
  ...APPLICATIONS_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...REPORTING_ENDPOINTS,
  ...RESULTS_ENDPOINTS,
  ...PRIVACY_ENDPOINTS,
  ...HELP_ENDPOINTS,
  ...DEPLOYS_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
