import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countDocumentLoads } from './remoteSupport';
import {
  collectRemoteEntryRequests,
  DEMO_PASSWORD,
  demoEmail,
  expectHeading,
  openUserMenu,
  signInAs,
  signInOnLoginPage,
} from './support';

// Once a user is signed in, the shell loads the remote of the user's role in the background,
// after the page in view, and never twice.

/** Every file of a remote that the page requested, in order. */
function collectRemoteFiles(page: Page, remote: string) {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/${remote}/`)) files.push(pathname);
  });
  return files;
}

test('signed in as a judge on /, glow_judge comes after the page is shown; entering the area at its home then fetches nothing', async ({
  page,
}) => {
  await signInAs(page, 'judge', { shared: true });
  // When the page's heading came into the document, on the page's clock.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent === 'Welcome to Glow') {
        (window as { e2eHeadingAt?: number }).e2eHeadingAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const entries = collectRemoteEntryRequests(page);
  const judgeFiles = collectRemoteFiles(page, 'glow_judge');

  await page.goto('/');
  const loads = countDocumentLoads(page);
  await expectHeading(page, 'Welcome to Glow');
  await expect.poll(() => entries).toContain('glow_judge');
  await expect(page.getByRole('menu')).toHaveCount(0); // nothing was opened to ask for it
  // The entry's resource timing is recorded only once its answer has arrived.
  const timings = () =>
    page.evaluate(() => ({
      headingAt: (window as { e2eHeadingAt?: number }).e2eHeadingAt,
      entryStartedAt: performance
        .getEntriesByType('resource')
        .find(({ name }) => /\/glow_judge\/[^/]+\/remoteEntry\.js$/.test(name))?.startTime,
    }));
  await expect.poll(async () => (await timings()).entryStartedAt).toBeDefined();
  const { headingAt, entryStartedAt } = await timings();
  expect(headingAt).toBeDefined();
  expect(entryStartedAt).toBeGreaterThan(headingAt!);
  await expect(page).toHaveURL('/');

  // The role's menu entries come from the remote once loaded; entering the area at its home
  // (the page whose chunk was preloaded) then needs no download.
  const dashboard = (await openUserMenu(page)).getByRole('menuitem', { name: 'Dashboard' });
  await expect(dashboard).toBeVisible();
  const fetchedBefore = [...judgeFiles];
  await dashboard.click();
  await expectHeading(page, 'Judging');
  await expect(page).toHaveURL('/judge');
  expect(judgeFiles).toEqual(fetchedBefore);
  expect(entries.filter((remote) => remote === 'glow_judge')).toHaveLength(1);
  expect(loads).toEqual([]);
});

test('signing in on /login loads the role remote once, in the background of the page signed in to', async ({
  page,
}) => {
  const entries = collectRemoteEntryRequests(page);
  const scoutFiles = collectRemoteFiles(page, 'glow_scout');
  await page.goto('/login?redirect=/contact-us');
  await signInOnLoginPage(page, demoEmail('scout'), DEMO_PASSWORD);
  await expect(page).toHaveURL('/contact-us');
  await expectHeading(page, 'Help');
  await expect.poll(() => entries).toEqual(['glow_scout']);

  const nominations = (await openUserMenu(page)).getByRole('menuitem', { name: 'Nominations' });
  await expect(nominations).toBeVisible();
  const fetchedBefore = [...scoutFiles];
  await nominations.click();
  await expectHeading(page, 'Nominations');
  expect(entries).toEqual(['glow_scout']);
  // The page's own chunks come now (it is lazy); the remote's entry and routes are not fetched
  // again, nor anything fetched before.
  const fetchedAfter = scoutFiles.slice(fetchedBefore.length);
  expect(fetchedBefore.some((file) => file.includes('__federation_expose_routes'))).toBe(true);
  for (const file of fetchedAfter) {
    expect(file).not.toMatch(/\/(remoteEntry\.js|__federation_expose_routes\.[^/]+\.js)$/);
    expect(fetchedBefore).not.toContain(file);
  }
});

test('signing in on /login straight into the role area loads its remote once', async ({ page }) => {
  const entries = collectRemoteEntryRequests(page);
  await page.goto('/login');
  await signInOnLoginPage(page, demoEmail('contributor'), DEMO_PASSWORD);
  await expect(page).toHaveURL('/contributor');
  await expectHeading(page, 'Contributor');
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Applications' }).click();
  await expect(page).toHaveURL('/contributor/applications');
  await expect(page.locator('h1')).toBeVisible();
  expect(entries).toEqual(['glow_contributor']);
});
