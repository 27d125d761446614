import { expect, type Page } from '@playwright/test';
import { CDN_PORT, INBOX_URL } from '../playwright.config';

export type Role = 'admin' | 'scout' | 'judge' | 'contributor';

export const CDN_ORIGIN = `http://localhost:${CDN_PORT}`;

export const DEMO_PASSWORD = 'glow-demo';

export function demoEmail(role: Role) {
  return `${role}@glow.local`;
}

/**
 * Signs the demo user of a role in through the API and starts the page with that session
 * stored, as the login page leaves it (the header verifies it with the API on load).
 */
export async function signInAs(page: Page, role: Role) {
  const login = await page.request.post('/api/users/login', {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { api_token: token } = (await login.json()) as { api_token: string };
  const verify = await page.request.get('/api/users/verify', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { userInfo } = (await verify.json()) as { userInfo: unknown };
  // Stored once per tab: a later logout in the test must not be undone by the next navigation.
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem('api_token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user: userInfo },
  );
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

export async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

export interface InboxMessage {
  id: number;
  to: string[];
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

/** Opens the header's user menu. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('menu');
}
