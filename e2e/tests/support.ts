import { expect, type Page } from '@playwright/test';

export type Role = 'admin' | 'scout' | 'judge' | 'contributor';

export const CDN_ORIGIN = 'http://localhost:18081';

/** Starts the page with a stored session of the given role, as a sign-in leaves it. */
export async function signInAs(page: Page, role: Role) {
  await page.addInitScript((signedInRole) => {
    localStorage.setItem('api_token', 'e2e-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 1, email: `${signedInRole}@glow.local`, role: signedInRole }),
    );
  }, role);
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

/** The manifests of remotes the page has asked for, by container name. */
export function collectManifestRequests(page: Page) {
  const remotes: string[] = [];
  page.on('request', (request) => {
    const match = /\/(glow_[a-z]+)\/[^/]+\/mf-manifest\.json$/.exec(request.url());
    if (match) remotes.push(match[1]!);
  });
  return remotes;
}

export async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}
