import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countDocumentLoads, expectHydrated } from './remoteSupport';
import { expectHeading } from './support';

// The shell asks every 5 minutes, and when the tab comes back into view after more than a minute,
// whether index.html now names other scripts (a new build); if so, the next in-app navigation is
// a full page load (or, while the tab is hidden, the page reloads at once).

/** The page's heading is shown, and the shell, which starts the check, has hydrated it. */
async function expectShellStarted(page: Page, heading: string) {
  await expectHeading(page, heading);
  await expectHydrated(page.getByRole('heading', { level: 1, name: heading }));
}

/** Counts the page's reads of /index.html: the check has compared it once the count rises. */
async function countIndexReads(page: Page) {
  await page.addInitScript(() => {
    const text = Response.prototype.text;
    const win = window as { e2eIndexReads?: number };
    win.e2eIndexReads = 0;
    Response.prototype.text = function (this: Response) {
      const read = text.call(this);
      if (new URL(this.url).pathname === '/index.html') {
        void read.then(() => (win.e2eIndexReads! += 1)).catch(() => undefined);
      }
      return read;
    };
  });
  return async (count: number) =>
    expect
      .poll(() => page.evaluate(() => (window as { e2eIndexReads?: number }).e2eIndexReads))
      .toBe(count);
}

/** From now on, fetches of /index.html get the index.html of another build. */
async function deployNewShellBuild(page: Page) {
  await page.route('**/index.html', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const changed = html.replace(/\/main\.[0-9a-f]+\.js/, '/main.0e2e0e2e.js');
    expect(changed).not.toBe(html);
    await route.fulfill({ response, body: changed });
  });
}

test('every 5 minutes: the same build changes nothing; after a new one, the next navigation loads the page', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const indexReads = await countIndexReads(page);
  await page.goto('/');
  await expectShellStarted(page, 'Welcome to Glow');
  const loads = countDocumentLoads(page);

  await page.clock.fastForward('05:00');
  await indexReads(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vote' }).click();
  await expectHeading(page, 'Vote for Glow');
  expect(loads, 'the same build: in-app navigation').toEqual([]);

  await deployNewShellBuild(page);
  await page.clock.fastForward('05:00');
  await indexReads(2);
  await expect(page).toHaveURL('/vote'); // nothing happens until the user navigates
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  // The router shows the target before the page load it starts has sent its request.
  await expect
    .poll(() => loads, { message: 'a new build: a full page load of the target' })
    .toEqual([new URL('/contact-us', baseURL).href]);
  await page.waitForLoadState();
  await expectHeading(page, 'Help');
});

test('back in view after more than a minute it checks; a new build then reloads a hidden tab at once', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const indexReads = await countIndexReads(page);
  await deployNewShellBuild(page);
  await page.goto('/vote');
  await expectShellStarted(page, 'Vote for Glow');
  const loads = countDocumentLoads(page);
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await setVisibility('hidden');
  await setVisibility('visible'); // after less than a minute: no check
  await page.clock.fastForward('01:01');
  await setVisibility('hidden');
  expect(await page.evaluate(() => (window as { e2eIndexReads?: number }).e2eIndexReads)).toBe(0);
  await setVisibility('visible');
  await indexReads(1);
  expect(loads, 'visible: no reload').toEqual([]);

  await setVisibility('hidden');
  await expect.poll(() => loads).toEqual([new URL('/vote', baseURL).href]);
  await expectHeading(page, 'Vote for Glow');
});
