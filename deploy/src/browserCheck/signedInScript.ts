// What the check's browser runs before a page's first script to be signed in: what the login page
// stores (shared-api's STORAGE_KEYS). Only on the site's own origin: the routes may lead to other
// sites (a sign-in with GitHub, Xaman) or frame them, and their scripts must not read the token.
import type { SiteSession } from './siteApi';

export function signedInScript(site: string, session: SiteSession): string {
  const origin = new URL(site).origin;
  return `if (location.origin === ${JSON.stringify(origin)}) {
  localStorage.setItem('api_token', ${JSON.stringify(session.token)});
  localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});
}`;
}
