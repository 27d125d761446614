// The public pages arrive as HTML rendered on the web origin by the shell's renderer with
// glow_public's server build (web-server/docs/server-rendering.md): readable with JavaScript off,
// hydrated with the same code (the server's elements kept, no console error), and left to the
// browser when glow_public's server entry cannot be loaded. Voting after hydration is voting.spec.ts.
import { existsSync, renameSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { NominationList } from '@glow/contract';
import { CDN_DIR } from '../system/runningSystem';
import { ROOT } from '../system/chapters';
import { expect, test } from './fixtures';
import { listingOf, remoteListings } from './remoteSupport';
import { collectErrors, expectHeading, signInAs } from './support';

const PAGES = [
  { path: '/', heading: 'Welcome to Glow' },
  { path: '/vote', heading: 'Vote for Glow' },
  { path: '/projects', heading: 'Projects' },
  { path: '/applications', heading: 'Results' },
  { path: '/contact-us', heading: 'Help' },
  { path: '/guide', heading: 'How Glow works' },
];

test('with JavaScript off, each public page shows its heading, and /vote the nominations of the cohort', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expectHeading(page, heading);
      await expect(page.getByText('Glow needs JavaScript.')).toHaveCount(0);
    }
    const ballot = (await (
      await request.get('/api/nominations?page=1&limit=10')
    ).json()) as NominationList;
    expect(ballot.nominations.length).toBeGreaterThan(0);
    await page.goto('/vote');
    // A shared link of /vote names the vote and its cohort.
    await expect(page).toHaveTitle('Vote for Glow · Glow');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Vote for Glow · Glow',
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${ballot.cohort!.name}: vote up or down on ${ballot.total} nominations`),
    );
    for (const { contributor } of ballot.nominations) {
      const name = `${contributor.firstName} ${contributor.lastName}`;
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

test('the browser hydrates the page: the elements the server sent stay, with no console error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { renderedHeading: Element | null }).renderedHeading =
        document.querySelector('h1');
    });
  });
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expectHeading(page, heading);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(
      () =>
        (window as unknown as { renderedHeading: Element | null }).renderedHeading ===
        document.querySelector('h1'),
    );
    expect(kept, `${path}: the heading the server sent is the one shown`).toBe(true);
  }
  // The header still follows the visitor: the public area's own navigation came with the page.
  await page.getByRole('link', { name: 'Welcome to Glow' }).click();
  await expectHeading(page, 'Welcome to Glow');
  expect(errors).toEqual([]);
});

test('a button clicked before the page is hydrated is clicked again once it is', async ({
  page,
}) => {
  const errors = collectErrors(page);
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/vote', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  // The page's scripts are held back: nothing answers the click, the page keeps it.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { glowEarlyClick: { button: Element | null } }).glowEarlyClick.button
          ?.textContent,
    ),
  ).toBe('Connect Wallet');
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toHaveCount(0);
  releaseScripts();
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in visitor never sees the signed-out header the server rendered: the menu replaces it at hydration', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, 'admin', { shared: true });
  // Every frame until the menu shows: was a signed-out control (Login, Vote) visible?
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { signedOutControlsSeen: string[] }).signedOutControlsSeen = seen;
    const check = () => {
      const controls = [...document.querySelectorAll('header a, header button')];
      for (const control of controls) {
        const name = control.textContent?.trim() ?? '';
        const visible = control.checkVisibility({ visibilityProperty: true });
        if (visible && ['Login', 'Vote', 'Connect Wallet'].includes(name)) seen.push(name);
      }
      if (!controls.some((control) => control.textContent?.trim() === 'Menu')) {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  });
  for (const path of ['/', '/projects']) {
    await page.goto(path);
    expect(await page.content()).toContain('glowServerRendered');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { signedOutControlsSeen: string[] }).signedOutControlsSeen,
    );
    expect(seen, `${path}: signed-out controls shown to a signed-in visitor`).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test("when glow_public's server entry cannot be loaded, the page is left to the browser", async ({
  page,
  request,
}) => {
  const { version } = listingOf(await remoteListings(request), 'glow_public');
  const entry = join(ROOT, CDN_DIR, 'glow_public', version, 'server', 'remoteEntry.js');
  const renderer = join(ROOT, 'shell', 'dist', 'server', 'render.js');
  expect(existsSync(entry)).toBe(true);
  // A shell deployed since: the copies are stale, and the renderer loads glow_public anew.
  const touchRenderer = () => {
    const now = new Date();
    utimesSync(renderer, now, now);
  };
  renameSync(entry, `${entry}.gone`);
  try {
    touchRenderer();
    const html = await (await request.get('/projects')).text();
    expect(html).not.toContain('glowServerRendered');
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/projects');
    await expectHeading(page, 'Projects');
  } finally {
    renameSync(`${entry}.gone`, entry);
    touchRenderer();
  }
  // Back: the page is rendered again (its first render may still be under way at first).
  await expect
    .poll(async () => (await request.get('/projects')).text())
    .toContain('glowServerRendered');
});
