import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  areaFallback,
  breakRemote,
  buildBrokenRemotes,
  countDocumentLoads,
  FAILURE_MODES,
  installClock,
  remoteListings,
  runClockUntilVisible,
  type FailureMode,
} from './remoteSupport';
import { demoEmail, expectHeading, openUserMenu, signInAs, type Role } from './support';

// Every remote failing, and every way the CDN can fail one: its area falls back inside the page
// frame, the rest of Glow keeps working, and Retry recovers once the remote is back. The shell
// treats every remote alike, so each remote fails in one way, and every way is taken by at least
// one remote.

interface AreaCase {
  remote: string;
  /** How the CDN fails this remote. */
  mode: FailureMode;
  /** A page of the remote's area, and its heading. */
  path: string;
  heading: string;
  role: Role;
  /** Another area, reached in-app by a link of the header's menu or of the footer. */
  other: { path: string; heading: string; link: { in: 'menu' | 'footer'; name: string } };
}

const VOTE = {
  path: '/vote',
  heading: 'Vote for Glow',
  link: { in: 'footer', name: 'Vote' },
} as const;

const AREAS: AreaCase[] = [
  {
    remote: 'glow_public',
    mode: 'hang',
    path: '/',
    heading: 'Welcome to Glow',
    role: 'admin',
    other: { path: '/admin/users', heading: 'Users', link: { in: 'menu', name: 'Users' } },
  },
  {
    remote: 'glow_admin',
    mode: 'throws',
    path: '/admin/users',
    heading: 'Users',
    role: 'admin',
    other: VOTE,
  },
  {
    remote: 'glow_judge',
    mode: '404',
    path: '/judge/evaluations',
    heading: 'Evaluations',
    role: 'judge',
    other: VOTE,
  },
  {
    remote: 'glow_scout',
    mode: '500',
    path: '/scout/nominations',
    heading: 'Nominations',
    role: 'scout',
    other: {
      path: '/',
      heading: 'Welcome to Glow',
      link: { in: 'footer', name: 'Home' },
    },
  },
  {
    remote: 'glow_contributor',
    mode: 'throws',
    path: '/contributor/terms',
    heading: 'Terms of service',
    role: 'contributor',
    other: VOTE,
  },
];

const MODE_NAMES: Record<FailureMode, string> = {
  '404': 'answering 404',
  '500': 'answering 500',
  hang: 'never answering',
  throws: 'serving a build that throws while rendering',
};

async function followLink(page: Page, link: AreaCase['other']['link']) {
  if (link.in === 'menu') {
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: link.name, exact: true }).click();
  } else {
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
  }
}

/** What the console shows of the failure: the shell's log of the load, or the page's error. */
function loggedReason(remote: string, mode: FailureMode) {
  switch (mode) {
    case '404':
    case '500':
      return `[glow] ${remote} could not be loaded: Error: [ Federation Runtime ]: Failed to load script`;
    case 'hang':
      return /^\[glow\] \S+ could not be loaded: Error: \S+\/remoteEntry\.js(\?retry=\d+)? did not load within 8000 ms/;
    case 'throws':
      return 'e2e: this build of the remote throws while rendering';
  }
}

async function checkFailureOf(page: Page, area: AreaCase) {
  const { mode } = area;
  await signInAs(page, area.role, { shared: true });
  const listings = await remoteListings(page.request);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const entryOrigins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/${area.remote}/`) && url.pathname.endsWith('/remoteEntry.js')) {
      entryOrigins.add(url.origin);
    }
  });
  const restore = await breakRemote(page, listings, area.remote, mode);
  // Fake timers: the three attempts, their back-off and time-outs pass at once.
  await installClock(page);
  const fallback = areaFallback(page);

  // A hanging remote holds the load event; the page is checked without waiting for it.
  await page.goto(area.path, { waitUntil: 'commit' });
  const loads = countDocumentLoads(page);
  await runClockUntilVisible(page, fallback);
  await expect(fallback).toContainText('This part of Glow is not available right now');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: area.heading, exact: true })).toHaveCount(0);
  const reason = loggedReason(area.remote, mode);
  expect(
    consoleErrors.some((text) =>
      typeof reason === 'string' ? text.includes(reason) : reason.test(text),
    ),
    `the console names the failure: ${consoleErrors.join('\n')}`,
  ).toBe(true);
  // The attempts took the CDN origins in turn (a broken build loads at once: one origin).
  expect([...entryOrigins]).toEqual(
    mode === 'throws' ? listings.origins.slice(0, 1) : listings.origins,
  );

  // The header's menu, the footer and another area work, by in-app navigation.
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: demoEmail(area.role) })).toBeDisabled();
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expectHeading(page, 'Profile');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expectHeading(page, 'Help');
  await followLink(page, area.other.link);
  // Entering the other area may load its remote, and the page's time stands still until told.
  await runClockUntilVisible(
    page,
    page.getByRole('heading', { level: 1, name: area.other.heading, exact: true }),
  );
  await expect(page).toHaveURL(area.other.path);

  // Back in the area, still failing: the fallback again.
  await page.evaluate(() => history.go(-3));
  await expect(page).toHaveURL(area.path);
  await runClockUntilVisible(page, fallback);
  expect(loads, 'no page load so far').toEqual([]);

  await restore();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expectHeading(page, area.heading);
  await expect(fallback).toHaveCount(0);
  // Retry of a page that threw reloads it (the area's current version); otherwise in-app.
  expect(loads.length).toBe(mode === 'throws' ? 1 : 0);
}

test.describe('a remote the CDN fails', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    expect(new Set(AREAS.map((area) => area.mode)), 'every way of failing').toEqual(
      new Set(FAILURE_MODES),
    );
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const throwing = AREAS.filter((area) => area.mode === 'throws').map((area) => area.remote);
    buildBrokenRemotes(await remoteListings(request), throwing);
    await request.dispose();
  });

  for (const area of AREAS) {
    test(`${area.remote} ${MODE_NAMES[area.mode]}: ${area.path} falls back, the rest works, Retry recovers`, async ({
      page,
    }) => {
      await checkFailureOf(page, area);
    });
  }
});
