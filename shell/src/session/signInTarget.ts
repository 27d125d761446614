import { paths } from '../paths';

/**
 * Where a user goes after signing in: the `redirect` query when it is a path on this site
 * (not the login page itself), else `home`, the home of the user's role.
 */
export function signInTarget(redirect: string | null, home: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return home;
  const { origin } = window.location;
  let target: URL;
  try {
    target = new URL(redirect, origin);
  } catch {
    return home;
  }
  // The URL parser reads `/\host` and `/<tab>/host` as another host; the origin check catches it.
  if (target.origin !== origin || target.pathname === paths.login) return home;
  return `${target.pathname}${target.search}${target.hash}`;
}
