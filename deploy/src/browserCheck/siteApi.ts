// The live site's API as the check uses it, through the site's own origin (as a browser does):
// signing in, and starting a preview of the uploaded version.
import { login, logout, startAreaPreview, verifyUser } from '@glow/contract/routes';
import { DeployError } from '../errors';
import type { CheckAccount } from './checkAccounts';

export interface SiteSession {
  /** What the login page stores: the API token and the verified user. */
  token: string;
  user: unknown;
}

async function call(site: string, path: string, init: RequestInit, what: string) {
  let response: Response;
  try {
    response = await fetch(new URL(path, site), { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new DeployError(
      `${what}: the site ${site} did not answer (${error instanceof Error ? error.message : String(error)}); pass --site <url> or --no-check`,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    throw new DeployError(`${what}: ${site}${path} answered ${response.status} (${message})`);
  }
  return response;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function signIn(
  site: string,
  account: CheckAccount,
  role: string,
): Promise<SiteSession> {
  const what = `Signing in as the check's ${role} (${account.email})`;
  const answer = await call(site, login.path, json(account), what);
  const { api_token: token } = (await answer.json()) as { api_token: string };
  const verified = await call(
    site,
    verifyUser.path,
    { headers: { authorization: `Bearer ${token}` } },
    what,
  );
  const { userInfo: user } = (await verified.json()) as { userInfo: unknown };
  return { token, user };
}

/** Ends a session the check signed in; a site that does not answer leaves it to expire. */
export async function signOut(site: string, session: SiteSession): Promise<void> {
  await fetch(new URL(logout.path, site), {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    signal: AbortSignal.timeout(15_000),
  }).catch(() => undefined);
}

/** Asks the API for a preview of `name@version`: the value of its glow_preview cookie. */
export async function startPreview(
  site: string,
  admin: SiteSession,
  name: string,
  version: string,
): Promise<string> {
  const answer = await call(
    site,
    startAreaPreview.path,
    {
      ...json({ remote: name, version }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    },
    `Starting a preview of ${name}@${version}`,
  );
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => /^glow_preview=([^;]*)/.exec(header)?.[1])
    .find(Boolean);
  if (!cookie)
    throw new DeployError(`The site's API set no glow_preview cookie for ${name}@${version}`);
  return cookie;
}
