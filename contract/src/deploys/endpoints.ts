// Deploys: what browsers report about the role areas they run, for the admins and for the
// rollback of a version that fails.
import * as ROUTES from './routes';
import { ErrorBodySchema, OutcomeSchema } from '../common';
import { ADMIN, type Endpoint } from '../endpoint';
import {
  AreaFailureSummarySchema,
  AreaPreviewSchema,
  StartAreaPreviewRequestSchema,
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
  startAreaPreview: {
    ...ROUTES.startAreaPreview,
    access: ADMIN,
    summary:
      'Loads an uploaded version of a remote in this browser instead of the live one (a preview), for an hour: sets the signed glow_preview cookie the web server reads; 404 for a version not uploaded',
    tag: 'deploys',
    body: StartAreaPreviewRequestSchema,
    response: AreaPreviewSchema,
    errors: { 404: ErrorBodySchema, 503: ErrorBodySchema },
  },
  endAreaPreview: {
    ...ROUTES.endAreaPreview,
    access: 'public',
    summary: "Ends this browser's previews: clears the glow_preview cookie",
    tag: 'deploys',
    response: OutcomeSchema,
  },
} as const satisfies Record<string, Endpoint>;
