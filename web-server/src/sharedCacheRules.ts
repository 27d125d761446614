// HTTP's rules for a shared cache (RFC 9111), as the shell origin's /api cache applies them: which
// requests it may answer from memory, which answers it may keep and for how long, and when a
// request's If-None-Match lets it answer 304. Nothing here knows Glow's endpoints.
import { REQUEST_ID_HEADER } from '@glow/contract/requestIds';
import type { IncomingHttpHeaders } from 'node:http';

export type Headers = Record<string, string | string[]>;

/** What the API sent to one GET. */
export interface ApiAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An answer any anonymous caller may be given while it is fresh. */
export interface SharedCopy {
  /** The API's headers, less those of one connection or one request (see `storedHeaders`). */
  headers: Headers;
  body: Buffer;
  etag: string | undefined;
  /** When it was received (ms), and how old it already was then (the API's `Age`, s). */
  receivedAt: number;
  ageAtReceipt: number;
  /** Its `s-maxage`. */
  freshForSeconds: number;
  /** What it costs in memory, about: body, headers and URL. */
  bytes: number;
}

/** Headers of one connection (RFC 9110 §7.6.1), not of the answer. */
export const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * A GET or HEAD that the cache may answer: one that names no caller. No Authorization (the
 * API's only credential), and no cookie: the API reads one (`glow_preview`, on calls that are
 * never kept), so a request with cookies goes to the API as a browser sent it. No Range and no
 * body, which a stored whole answer would not match.
 */
export function mayAnswerFromMemory(method: string, headers: IncomingHttpHeaders): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    headers.authorization === undefined &&
    headers.cookie === undefined &&
    headers.range === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}

/** Cache-Control's directives, names in lower case, each with its value or `true`. */
export function cacheDirectives(cacheControl: string | undefined): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, ...value] = part.split('=');
    const key = name!.trim().toLowerCase();
    if (key)
      directives.set(key, value.length ? value.join('=').trim().replace(/^"|"$/g, '') : true);
  }
  return directives;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** `Vary` names no request header but Authorization, which the cache never answers (above). */
function variesOnlyOnAuthorization(vary: string | undefined): boolean {
  return (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || name === 'authorization');
}

/** The answer's headers worth keeping: not the connection's, its length, its age or its id. */
function storedHeaders(headers: IncomingHttpHeaders): Headers {
  const kept: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name)) continue;
    // The length is the body's; the age is counted here; a request id names the request that
    // fetched the copy, not the ones it is given to.
    if (name === 'content-length' || name === 'age' || name === REQUEST_ID_HEADER) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * The copy a shared cache may keep of a 200 to a GET, or undefined: `public` with `s-maxage`, no
 * `no-store`, `private` or `no-cache`, no Set-Cookie, and a Vary the cache can honour.
 */
export function sharedCopyOf(answer: ApiAnswer, url: string, now: number): SharedCopy | undefined {
  const { headers } = answer;
  const directives = cacheDirectives(headerText(headers['cache-control']));
  const sharedMaxAge = Number(directives.get('s-maxage'));
  if (
    answer.status !== 200 ||
    !directives.has('public') ||
    !Number.isInteger(sharedMaxAge) ||
    sharedMaxAge < 0 ||
    ['no-store', 'private', 'no-cache'].some((directive) => directives.has(directive)) ||
    headers['set-cookie'] !== undefined ||
    !variesOnlyOnAuthorization(headerText(headers.vary))
  ) {
    return undefined;
  }
  const kept = storedHeaders(headers);
  return {
    headers: kept,
    body: answer.body,
    etag: headerText(headers.etag),
    receivedAt: now,
    ageAtReceipt: Math.max(0, Number(headerText(headers.age)) || 0),
    freshForSeconds: sharedMaxAge,
    bytes: answer.body.length + url.length + JSON.stringify(kept).length,
  };
}

/**
 * The 200 a stale copy stands for after the API's 304 to its ETag: its body, the 304's headers
 * replacing the stored ones (RFC 9111 §4.3.4).
 */
export function refreshedAnswer(copy: SharedCopy, notModified: ApiAnswer): ApiAnswer {
  const headers = { ...copy.headers, ...storedHeaders(notModified.headers) };
  return { status: 200, headers, body: copy.body };
}

/** How old a copy is, in whole seconds (its `Age`). */
export const ageOf = (copy: SharedCopy, now: number) =>
  copy.ageAtReceipt + Math.floor(Math.max(0, now - copy.receivedAt) / 1000);

export const isFresh = (copy: SharedCopy, now: number) =>
  copy.ageAtReceipt * 1000 + (now - copy.receivedAt) < copy.freshForSeconds * 1000;

/** If-None-Match is `*` or names the ETag, compared weakly (RFC 9110 §13.1.2). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (ifNoneMatch === undefined || etag === undefined) return false;
  const weakly = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map(weakly)
    .some((tag) => tag === '*' || tag === weakly(etag));
}

/** The headers of a 304 for a copy (RFC 9110 §15.4.5): no body, so no Content-Type. */
export function notModifiedHeaders(copy: SharedCopy): Headers {
  const names = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];
  return Object.fromEntries(Object.entries(copy.headers).filter(([name]) => names.includes(name)));
}

/** An answer's headers to pass on to a client: not those of the API's connection. */
export function passedHeaders(headers: IncomingHttpHeaders): Headers {
  const passed: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.includes(name) && name !== 'content-length') {
      passed[name] = value;
    }
  }
  return passed;
}
