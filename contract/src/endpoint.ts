// What one entry of the ENDPOINTS table says: method, path, who may call it and the schemas of
// what goes in and comes out. Each area's endpoints.ts writes its entries with this shape.
import type { z } from 'zod';
import type { Role } from './domain/roles';

/**
 * `public`: anyone; `session`: any signed-in user; a list of roles: only those;
 * `wallet`: a session with a wallet address the API has confirmed (with or without a user).
 */
export type EndpointAccess = 'public' | 'session' | 'wallet' | readonly Role[];

/**
 * How long shared caches (a CDN, the web origin) may keep an answer. A browser keeps it too, but
 * asks again each time (a 304 when it has not changed), so a visitor never reads an old copy of
 * their own.
 */
export interface SharedCache {
  sharedMaxAgeSeconds: number;
}

/** The error statuses the API answers. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  access: EndpointAccess;
  summary: string;
  tag: string;
  /** For `{name}` segments of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /**
   * Every error status the call answers beyond those any call may answer (400, 429, 500, 503 with
   * `Retry-After` while the database is unreachable; 401 and 403 unless public; 413, and 415
   * unless `rawBody`, when not a GET), and a common one whose body holds more than `{ message }`:
   * ErrorBodySchema, or a schema that extends it. The API's tests fail on an answer whose status
   * is not listed.
   */
  errors?: Partial<Record<ErrorStatus, z.ZodType>>;
  /**
   * `'spec'`: a 400 of the input rules says it in the specification's words, "mandatory field
   * missing: a, b; fields invalid: c must …", with the `fields` named (FieldErrorSchema). Without
   * it a 400 is the rules' messages joined by '; '.
   */
  validationWords?: 'spec';
  /**
   * `true`: the handler needs the request's exact bytes (a signature over the raw body): the
   * route keeps them and the handler checks `body` itself, after the signature.
   */
  rawBody?: true;
  /**
   * `'csv'`: the answer is a CSV download (RFC 4180, UTF-8, `text/csv`, streamed), not JSON; the
   * `response` schema is CsvSchema. `'jsonFile'`: the answer is the `response` schema's JSON,
   * sent as a file to save (`Content-Disposition: attachment`). Browsers download either
   * (remote-admin's downloadFile), never call them with contractCall.
   */
  produces?: 'csv' | 'jsonFile';
  /**
   * Its 200 to an anonymous caller (no Authorization header) may be kept by caches (a CDN, the
   * web origin, the browser): `Cache-Control: public`, an ETag of the body, 304 to a matching
   * If-None-Match, `Vary: Authorization`. Only on a `public` GET whose answer, for the same URL, is the same for every
   * anonymous caller (no parameter names a person). Every other answer is `no-store`.
   */
  sharedCache?: SharedCache;
}

/**
 * What the public pages read (the active cohort, its nominations and scores, results, projects):
 * a shared cache's copy is at most 10 s behind, so a spike costs the API one call per URL every
 * 10 s.
 */
export const PUBLIC_PAGE_CACHE = { sharedMaxAgeSeconds: 10 } as const satisfies SharedCache;

export const ADMIN = ['admin'] as const;
export const SCOUT = ['scout'] as const;
export const SCOUT_OR_ADMIN = ['scout', 'admin'] as const;
export const JUDGE = ['judge'] as const;
export const JUDGE_OR_ADMIN = ['judge', 'admin'] as const;
export const CONTRIBUTOR = ['contributor'] as const;
