import { paths } from '../paths';

/** Where a signed-out visitor of a protected page is sent: back here after signing in. */
export function loginPath(fullPath: string) {
  return `${paths.login}?redirect=${encodeURIComponent(fullPath)}`;
}

export function fullPathOf(location: { pathname: string; search: string; hash: string }) {
  return `${location.pathname}${location.search}${location.hash}`;
}
