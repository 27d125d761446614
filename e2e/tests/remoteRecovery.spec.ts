import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  areaFallback,
  expectHydrated,
  holdRequest,
  installClock,
  listingOf,
  ownedByReact,
  remoteListings,
  runClockUntil,
  runClockUntilVisible,
} from './remoteSupport';
import { expectHeading } from './support';

// A remote that loads on a later attempt is logged, with where it came from and what failed.

test('glow_public failing once on the first CDN origin loads from the second on attempt 2, and says so', async ({
  page,
}) => {
  const listings = await remoteListings(page.request);
  const { version, entry } = listingOf(listings, 'glow_public');
  expect(listings.origins, 'a second CDN origin in /remotes.json').toHaveLength(2);
  const [first, second] = listings.origins as [string, string];

  // The first attempt fails (500); by the second, the CDN answers again.
  let secondAsked = false;
  await page.route(`${second}/glow_public/**`, (route) => {
    secondAsked = true;
    return route.fallback();
  });
  let failures = 0;
  await page.route(`${first}/${entry}`, (route) => {
    if (secondAsked) return route.continue();
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/');
  await expectHeading(page, 'Welcome to Glow');
  await expectHydrated(page.getByRole('heading', { level: 1 }));
  await expect(page.getByText(/^Running since /)).toBeVisible();
  await expect(areaFallback(page)).toHaveCount(0);
  expect(failures).toBeGreaterThanOrEqual(1);
  const recovered = warnings.filter((text) => text.startsWith('[glow] glow_public@'));
  expect(recovered).toHaveLength(1);
  expect(recovered[0]).toContain(
    `[glow] glow_public@${version} loaded from ${second}/${entry} on attempt 2, after:`,
  );
  expect(recovered[0]).toContain(`${first}/${entry}`); // the failure it recovered from
});

test('a CDN that hangs, then answers again: the third attempt is a new request, and loads', async ({
  page,
}) => {
  const listings = await remoteListings(page.request);
  const { version, entry } = listingOf(listings, 'glow_public');
  const [first, second] = listings.origins as [string, string];

  // Both origins hang on the first request for the entry; from the second attempt on, the CDN
  // answers again, so the third attempt (the first origin again) must not wait on the first.
  const hanging: Route[] = [];
  const requested: string[] = [];
  await page.route(
    (url) => url.pathname === `/${entry}`,
    (route) => {
      const url = route.request().url();
      requested.push(url);
      if (requested.length > 2) return route.continue();
      hanging.push(route);
      holdRequest(page, route.request());
    },
  );
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await installClock(page);
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Welcome to Glow', level: 1 });
  await runClockUntilVisible(page, heading);
  expect(await runClockUntil(page, () => ownedByReact(heading))).toBe(true);
  await expect(areaFallback(page)).toHaveCount(0);

  expect(requested.map((url) => new URL(url).origin)).toEqual([first, second, first]);
  const recovered = warnings.filter((text) => text.startsWith('[glow] glow_public@'));
  expect(recovered).toHaveLength(1);
  expect(recovered[0]).toContain(
    `[glow] glow_public@${version} loaded from ${first}/${entry}?retry=1 on attempt 3, after:`,
  );
  for (const route of hanging) await route.abort('timedout');
});
