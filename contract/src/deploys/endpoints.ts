// Deploys: what browsers report about the role areas they run, for the admins and for the
// rollback of a version that fails.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import {
  AreaFailureSummarySchema,
  ReportAreaFailureOutcomeSchema,
  ReportAreaFailureRequestSchema,
} from './schemas';

export const DEPLOYS_ENDPOINTS = {
  reportAreaFailure: {
    ...ROUTES.reportAreaFailure,
    access: 'public',
    summary:
      "Records a role area's failure in a browser (remote, version, route pattern, kind), without personal data; rate limited per client",
    tag: 'deploys',
    body: ReportAreaFailureRequestSchema,
    response: ReportAreaFailureOutcomeSchema,
    status: 201,
  },
  listAreaFailures: {
    ...ROUTES.listAreaFailures,
    access: ADMIN,
    summary:
      'The area failures browsers reported in the last 24 hours, by remote, version, route and kind, most recent first',
    tag: 'deploys',
    response: AreaFailureSummarySchema,
  },
} as const satisfies Record<string, Endpoint>;
