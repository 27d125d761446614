import { z } from 'zod';
import { AREA_FAILURE_KINDS } from '../domain/deploys';
import { requiredText, text } from '../fields';

/** A remote's container name, as remotes.json lists it: `glow_admin`. */
const REMOTE_NAME = /^glow_[a-z][a-z0-9_]{0,40}$/;
/** A deployed version (`0.1.0-1a2b3c4d`, `dev`). */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9.+_-]{0,63}$/;
/** A version a deploy uploaded (package version and build hash): it names a folder of the CDN. */
const UPLOADED_VERSION = /^[0-9A-Za-z](?!.*\.\.)[0-9A-Za-z.+-]{0,63}$/;
/** A route's pattern (`/admin/users/:id`), never an address with its ids or query. */
const ROUTE_PATTERN = /^\/[A-Za-z0-9._~:/*-]{0,199}$/;

/**
 * What a browser reports when a role area fails: which remote and version, on which route, and
 * how. Nothing about the person: no address, no ids, no error text.
 */
export const ReportAreaFailureRequestSchema = z.strictObject({
  remote: requiredText('remote').regex(
    REMOTE_NAME,
    'remote must be a container name such as glow_admin',
  ),
  version: requiredText('version').regex(
    VERSION,
    'version must be a deployed version such as 0.1.0-1a2b3c4d',
  ),
  route: requiredText('route').regex(
    ROUTE_PATTERN,
    'route must be a route pattern such as /admin/users/:id (at most 200 characters)',
  ),
  kind: z.enum(AREA_FAILURE_KINDS, {
    error: (issue) =>
      issue.input === undefined
        ? 'kind is required'
        : `kind must be one of ${AREA_FAILURE_KINDS.join(', ')}`,
  }),
});
export type ReportAreaFailureRequest = z.input<typeof ReportAreaFailureRequestSchema>;

export const ReportAreaFailureOutcomeSchema = z.object({
  success: z.literal(true),
  message: text('message'),
});
export type ReportAreaFailureOutcome = z.infer<typeof ReportAreaFailureOutcomeSchema>;

/** The failures of one remote's version of one kind on one route, over the summary's hours. */
export const AreaFailureGroupSchema = z.object({
  remote: text('remote'),
  version: text('version'),
  route: text('route'),
  kind: z.enum(AREA_FAILURE_KINDS),
  /** Reports kept: one per browser and hour (a browser's repeats within the hour are not kept). */
  count: z.number().int(),
  firstAt: text('firstAt'),
  lastAt: text('lastAt'),
});
export type AreaFailureGroup = z.infer<typeof AreaFailureGroupSchema>;

export const AreaFailureSummarySchema = z.object({
  since: text('since'),
  groups: z.array(AreaFailureGroupSchema),
});
export type AreaFailureSummary = z.infer<typeof AreaFailureSummarySchema>;

/** An uploaded version of one remote, loaded in this browser instead of the live one. */
export const StartAreaPreviewRequestSchema = z.strictObject({
  remote: requiredText('remote').regex(
    REMOTE_NAME,
    'remote must be a container name such as glow_judge',
  ),
  version: requiredText('version').regex(
    UPLOADED_VERSION,
    'version must be an uploaded version such as 0.1.0-1a2b3c4d',
  ),
});
export type StartAreaPreviewRequest = z.input<typeof StartAreaPreviewRequestSchema>;

/**
 * What this browser previews now (every remote it previews, by container name) and until when;
 * the cookie that carries it is set with the answer.
 */
export const AreaPreviewSchema = z.object({
  remotes: z.record(text('remote'), text('version')),
  expiresAt: text('expiresAt'),
});
export type AreaPreview = z.infer<typeof AreaPreviewSchema>;
