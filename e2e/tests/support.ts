import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Response,
} from '@playwright/test';
import { CDN_PORT, GITHUB_URL, INBOX_URL } from '../playwright.config';

export type Role = 'admin' | 'scout' | 'judge' | 'contributor';

export const CDN_ORIGIN = `http://localhost:${CDN_PORT}`;

export const DEMO_PASSWORD = 'glow-demo';

export function demoEmail(role: Role) {
  return `${role}@glow.local`;
}

/** A session as the login page stores it: the API token and the verified user. */
export interface StoredSession {
  token: string;
  user: unknown;
}

/** Signs a user in through the API, as the login page does. */
export async function sessionThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<StoredSession> {
  const login = await request.post('/api/users/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { api_token: token } = (await login.json()) as { api_token: string };
  const verify = await request.get('/api/users/verify', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { userInfo } = (await verify.json()) as { userInfo: unknown };
  return { token, user: userInfo };
}

export type Headers = Record<string, string>;

/** The Authorization header of a session, for calls to the API as that user. */
export function bearer({ token }: StoredSession): Headers {
  return { Authorization: `Bearer ${token}` };
}

export async function adminHeaders(request: APIRequestContext): Promise<Headers> {
  return bearer(await signInThroughApi(request, 'admin'));
}

/** The body of an answer, after checking its status (the body is the failure's message). */
export async function answerOf<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

function signInThroughApi(request: APIRequestContext, role: Role): Promise<StoredSession> {
  return sessionThroughApi(request, demoEmail(role), DEMO_PASSWORD);
}

/** One session per role for the worker, for tests that never sign out. */
const sharedSessions = new Map<Role, Promise<StoredSession>>();

function sharedSession(page: Page, role: Role): Promise<StoredSession> {
  let session = sharedSessions.get(role);
  if (!session) {
    session = signInThroughApi(page.request, role);
    session.catch(() => sharedSessions.delete(role));
    sharedSessions.set(role, session);
  }
  return session;
}

/**
 * Signs the demo user of a role in through the API and starts the page with that session
 * stored, as the login page leaves it (the header verifies it with the API on load). With
 * `shared`, the tests of a worker reuse one session per role: only for tests that never sign out.
 */
export async function signInAs(page: Page, role: Role, { shared = false } = {}) {
  const session = shared
    ? await sharedSession(page, role)
    : await signInThroughApi(page.request, role);
  await openSignedIn(page, session);
}

/** Starts the page with a session stored, as the login page leaves it. */
export async function openSignedIn(page: Page, { token, user }: StoredSession) {
  // Stored once per tab: a later logout in the test must not be undone by the next navigation.
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem('api_token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
}

/** Fills in and sends the form of /login. */
export async function signInOnLoginPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Collects console errors and uncaught page errors for a later assertion. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The remotes whose entry script the page has asked for, by container name. */
export function collectRemoteEntryRequests(page: Page) {
  const remotes: string[] = [];
  page.on('request', (request) => {
    const match = /\/(glow_[a-z]+)\/[^/]+\/remoteEntry\.js$/.exec(request.url());
    if (match) remotes.push(match[1]!);
  });
  return remotes;
}

/**
 * The answers the page receives that `describe` describes (undefined: not collected), each with
 * its body. The web origins answer a revalidation of a file the browser holds with 304, which has
 * no body: the browser runs its copy, the body of that URL's earlier answer. The browser drops a
 * body once the page navigates away; one not read by then is fetched again (the files collected
 * are versioned: the same URL, the same body).
 */
export function collectResponses<T extends object>(
  page: Page,
  describe: (response: Response) => T | undefined,
) {
  const collected: (T & { body: Promise<string> })[] = [];
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const described = describe(response);
    if (!described) return;
    const cached = response.status() === 304 ? bodies.get(response.url()) : undefined;
    const body =
      cached ?? response.text().catch(async () => (await page.request.get(response.url())).text());
    bodies.set(response.url(), body);
    collected.push({ ...described, body });
  });
  return collected;
}

export async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

export interface InboxMessage {
  id: number;
  to: string[];
  /** The Reply-To header's addresses; empty without one. */
  replyTo: string[];
  subject: string;
  text: string;
}

/** The newest email the API sent to an address, waiting for it to arrive in the SMTP inbox. */
export async function latestEmailTo(address: string, subject: string): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${INBOX_URL}/messages?to=${encodeURIComponent(address)}`);
      const messages = (await response.json()) as InboxMessage[];
      found = messages.find((message) => message.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The first link in an email's text. */
export function linkIn(message: InboxMessage): string {
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  expect(link, `a link in "${message.subject}"`).toBeTruthy();
  return link!;
}

/** Adds a public repository to the GitHub stand-in, as if someone had just pushed it. */
export async function addRepository(
  fullName: string,
  facts: { stars: number; openIssues: number },
) {
  const response = await fetch(`${GITHUB_URL}/__simulator/repos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, ...facts, pushedAt: new Date().toISOString() }),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** Opens the header's user menu. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('menu');
}

/** An address no other test uses. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/** Every email the API sent to an address with this subject, oldest first, once there are `count`. */
export async function emailsTo(
  address: string,
  subject: string,
  count: number,
): Promise<InboxMessage[]> {
  let found: InboxMessage[] = [];
  await expect
    .poll(async () => {
      const response = await fetch(`${INBOX_URL}/messages?to=${encodeURIComponent(address)}`);
      const messages = (await response.json()) as InboxMessage[];
      found = messages.filter((message) => message.subject === subject).sort((a, b) => a.id - b.id);
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * A user the admin invited through the API; with `password`, one who followed the invitation and
 * set it. Answers their id and email.
 */
export async function invitedUser(
  request: APIRequestContext,
  role: Role,
  { prefix = role, password }: { prefix?: string; password?: string } = {},
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(prefix);
  const created = await request.post('/api/users', {
    headers: await adminHeaders(request),
    data: { email, role },
  });
  const { user } = await answerOf<{ user: { id: number } }>(created, 201);
  if (password) {
    const invitation = await latestEmailTo(email, 'You are invited to Glow');
    const token = new URL(linkIn(invitation)).searchParams.get('token');
    const set = await request.post('/api/users/password', { data: { token, password } });
    expect(set.status(), await set.text()).toBe(200);
  }
  return { id: user.id, email };
}
