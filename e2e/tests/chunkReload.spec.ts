import { expect, test } from './fixtures';
import {
  areaFallback,
  countDocumentLoads,
  expectHydrated,
  listingOf,
  remoteListings,
} from './remoteSupport';
import { expectHeading, openUserMenu, signInAs } from './support';

// A chunk that fails to load (the shell was deployed again and the old chunk is gone) reloads
// the page once; the session flag keeps a second failure within 10 s from reloading again. The
// page's clock stands where the test sets it, so those 10 s are the test's however slow the
// machine is.

test('a lazy chunk of the shell that fails reloads the page once, then shows an error, never a loop', async ({
  page,
  baseURL,
}) => {
  const start = Date.now();
  await page.clock.setFixedTime(start);
  const shellOrigin = new URL(baseURL!).origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expectHeading(page, 'Welcome to Glow');
  const help = page.getByRole('contentinfo').getByRole('link', { name: 'Help' });
  await expectHydrated(help);
  const loadedOnHome = new Set(requested);

  // Every script of the shell that / did not need is gone, the Help page's chunk among them.
  const failed: string[] = [];
  const gone = `${shellOrigin}/**/*.js`;
  await page.route(gone, async (route) => {
    if (loadedOnHome.has(route.request().url())) return route.continue();
    failed.push(new URL(route.request().url()).pathname);
    await route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Not found' }),
    });
  });
  const loads = countDocumentLoads(page);
  await help.click();

  // One reload, of /contact-us; there the chunk fails again and the error shows, in the frame.
  const error = page.getByRole('main').getByTestId('error-page');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Something went wrong on this page.');
  await expect(error.getByLabel('Status 500')).toBeVisible();
  expect(loads).toEqual([`${shellOrigin}/contact-us`]);
  expect(failed.length).toBeGreaterThanOrEqual(2); // before and after the reload
  expect(await page.evaluate(() => sessionStorage.getItem('glow:chunk-reload-at'))).not.toBeNull();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // No second reload while the guard holds, even as time passes and the chunk fails again.
  await page.clock.setFixedTime(start + 5_000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expectHeading(page, 'Welcome to Glow');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(error).toBeVisible();
  expect(loads).toHaveLength(1);

  // Ten seconds on, with the chunk back, Help opens: the router keeps the failed import of this
  // page, so it fails once more and, the guard having expired, reloads the page once more.
  await page.unroute(gone);
  await page.clock.setFixedTime(start + 11_000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expectHeading(page, 'Welcome to Glow');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expectHeading(page, 'Help');
  await expect(error).toHaveCount(0);
  expect(loads).toEqual([`${shellOrigin}/contact-us`, `${shellOrigin}/contact-us`]);
  await page.clock.setFixedTime(start + 26_000);
  await expectHeading(page, 'Help');
  expect(loads).toHaveLength(2);
});

test("a lazy page chunk of a remote that fails reloads the page once, then shows the area's fallback", async ({
  page,
}) => {
  await signInAs(page, 'admin', { shared: true });
  const listings = await remoteListings(page.request);
  const admin = listingOf(listings, 'glow_admin');
  const start = Date.now();
  await page.clock.setFixedTime(start);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/admin/users');
  await expectHeading(page, 'Users');

  // The remote was deployed again: its page chunks that /admin/users did not need are gone.
  const kept = new Set([
    ...requested,
    ...[admin.entry, ...admin.preload].map((file) => `/${file}`),
  ]);
  const failed: string[] = [];
  const gone = (url: URL) =>
    url.pathname.startsWith(`/glow_admin/`) && !kept.has(url.href) && !kept.has(url.pathname);
  await page.route(gone, async (route) => {
    failed.push(route.request().url());
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  const loads = countDocumentLoads(page);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Audits & Logs' }).click();

  const fallback = areaFallback(page);
  await expect(fallback).toBeVisible();
  expect(loads).toEqual([new URL('/admin/logs', page.url()).href]);
  expect(failed.length).toBeGreaterThanOrEqual(2); // before and after the reload
  // The page's chunk failed, not the area: its remote loaded both times. The error boundary
  // logs after it has painted, so the second report may follow the fallback by a moment.
  await expect
    .poll(() => logged.filter((text) => text.includes('ChunkLoadError')).length)
    .toBeGreaterThanOrEqual(2);
  expect(logged.filter((text) => text.includes('could not be loaded'))).toEqual([]);
  await page.clock.setFixedTime(start + 5_000);
  await expect(fallback).toBeVisible();
  expect(loads).toHaveLength(1);

  // Its Retry loads the page again; with the chunk back, the page shows.
  await page.unroute(gone);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expectHeading(page, 'Audits & Logs');
  expect(loads).toHaveLength(2);
});
