// Tells the API when a role area fails in this browser, so the admins see it on /routes and a
// failing version can be rolled back: which remote and version, on which route pattern, and how.
// Nothing about the person (no ids, no query, no error text); each failure once per page.
// Part of the first load: a lazily loaded chunk would wait on the federation's shared scope,
// which a remote that never answers holds up for good.
import type { AreaFailureKind } from '@glow/contract';
import { reportAreaFailure as REPORT } from '@glow/contract/routes';

/** A failure, where it happened: the matched address and its parameters, or the area's prefix. */
export interface AreaFailure {
  remote: string;
  version: string;
  kind: AreaFailureKind;
  pathname: string;
  params?: Readonly<Record<string, string | undefined>>;
}

const reported = new Set<string>();

/**
 * The pattern of the address a route matched: each parameter's value replaced by its name
 * (`/judge/assessment/12`, `{ id: '12' }` → `/judge/assessment/:id`), a splat by `*`.
 */
export function routePatternOf(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const { '*': splat, ...named } = params;
  let pattern = pathname;
  if (splat) pattern = `${pattern.slice(0, pattern.length - splat.length)}*`;
  const segments = pattern.split('/').map((segment) => {
    const name = Object.keys(named).find((key) => named[key] === decodeURIComponent(segment));
    return name ? `:${name}` : segment;
  });
  return segments.join('/');
}

/** Sends the report once per page; a report that cannot be sent is dropped, never retried. */
export function reportAreaFailure({ remote, version, kind, pathname, params }: AreaFailure): void {
  const route = params ? routePatternOf(pathname, params) : pathname;
  const key = `${remote}@${version} ${kind} ${route}`;
  if (reported.has(key)) return;
  reported.add(key);
  void fetch(REPORT.path, {
    method: REPORT.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote, version, route, kind }),
  })
    // Read to the end, so the request ends for the browser too.
    .then((response) => response.text())
    .catch(() => undefined);
}
