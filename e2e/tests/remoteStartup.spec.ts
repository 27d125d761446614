import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { breakRemote, remoteListings } from './remoteSupport';
import { collectRemoteEntryRequests, expectHeading, signInAs } from './support';

// A page never waits for a remote it does not need: the CDN hangs on those (never answers) and
// the page loads (its load event too) and shows all of its content.

const ALL_REMOTES = ['glow_public', 'glow_admin', 'glow_judge', 'glow_scout', 'glow_contributor'];

async function hang(page: Page, remotes: string[]) {
  const listings = await remoteListings(page.request);
  for (const remote of remotes) await breakRemote(page, listings, remote, 'hang');
}

/** The page is loaded (page.goto waits for its load event) and nothing on it is still loading. */
async function expectLoaded(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expectHeading(page, heading);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('with every remote but glow_public hanging, / and /vote load in full', async ({ page }) => {
  await hang(
    page,
    ALL_REMOTES.filter((remote) => remote !== 'glow_public'),
  );
  const entries = collectRemoteEntryRequests(page);
  await expectLoaded(page, '/', 'Welcome to Glow');
  await expect(page.getByText(/^Running since /)).toBeVisible();
  await expectLoaded(page, '/vote', 'Vote for Glow');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(new Set(entries)).toEqual(new Set(['glow_public']));
});

test('with every remote hanging, /contact-us and /login load in full', async ({ page }) => {
  await hang(page, ALL_REMOTES);
  const entries = collectRemoteEntryRequests(page);
  await expectLoaded(page, '/contact-us', 'Help');
  await expectLoaded(page, '/login', 'Sign in');
  await expect(page.getByLabel('Email')).toBeEditable();
  expect(entries).toEqual([]);
});

test('signed in as admin with glow_admin hanging, / loads in full; the admin area is fetched in the background', async ({
  page,
}) => {
  await signInAs(page, 'admin', { shared: true });
  await hang(page, ['glow_admin']);
  const entries = collectRemoteEntryRequests(page);
  await expectLoaded(page, '/', 'Welcome to Glow');
  await expect(page.getByText(/^Running since /)).toBeVisible();
  await expect.poll(() => entries).toContain('glow_admin');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled();
});
