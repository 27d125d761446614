import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import type { RemoteListing, RemotesJson } from '@glow/contract';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Helpers for the tests of remotes that cannot be loaded: the CDN failing one remote in a given
// way, a broken build of a remote, the page's fake clock run until something shows.

const ROOT = path.join(__dirname, '..', '..');

/** /remotes.json as the running system serves it. */
export async function remoteListings(request: APIRequestContext): Promise<RemotesJson> {
  const response = await request.get('/remotes.json');
  expect(response.status()).toBe(200);
  return (await response.json()) as RemotesJson;
}

export function listingOf(listings: RemotesJson, remote: string): RemoteListing {
  const listing = listings.remotes.find(({ name }) => name === remote);
  if (!listing) throw new Error(`/remotes.json lists no ${remote}`);
  return listing;
}

/**
 * How the CDN fails a remote: answers 404 or 500 for every file of it, never answers, or serves
 * a build of it whose pages throw while rendering.
 */
export type FailureMode = '404' | '500' | 'hang' | 'throws';

export const FAILURE_MODES: readonly FailureMode[] = ['404', '500', 'hang', 'throws'];

/** Where a file under `<origin>/<remote>/<version>/` is in a broken build, if there. */
type BrokenBuild = (file: string) => string | undefined;

/**
 * Makes every CDN origin fail the remote's files the given way. Returns what puts the remote
 * back: the routes go and requests left hanging are ended, as when the CDN answers again.
 */
export async function breakRemote(
  page: Page,
  listings: RemotesJson,
  remote: string,
  mode: FailureMode,
): Promise<() => Promise<void>> {
  const hanging: Route[] = [];
  const broken = mode === 'throws' ? brokenBuildOf(listingOf(listings, remote)) : undefined;
  const handler = async (route: Route) => {
    if (mode === '404' || mode === '500') {
      await route.fulfill({
        status: Number(mode),
        contentType: 'application/json',
        body: JSON.stringify({ message: mode === '404' ? 'Not found' : 'Internal error' }),
      });
    } else if (mode === 'hang') {
      hanging.push(route);
      holdRequest(page, route.request());
    } else {
      const file = broken!(new URL(route.request().url()).pathname);
      if (!file) return route.continue(); // e.g. a preload named in remotes.json: the real file
      await route.fulfill({
        path: file,
        headers: { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' },
      });
    }
  };
  const patterns = listings.origins.map((origin) => `${origin}/${remote}/**`);
  for (const pattern of patterns) await page.route(pattern, handler);
  return async () => {
    for (const pattern of patterns) await page.unroute(pattern, handler);
    for (const route of hanging.splice(0)) await route.abort('timedout').catch(() => undefined);
  };
}

/** The page's requests still waiting for an answer, and those of them a test holds on purpose. */
interface RequestWatch {
  pending: Set<Request>;
  held: Set<Request>;
}

const watches = new WeakMap<Page, RequestWatch>();

/**
 * Installs the page's fake clock (before the page loads), for runClockUntilVisible: timers run
 * only when the test says so, so retries, back-off and time-outs pass without waiting for them.
 */
export async function installClock(page: Page) {
  const watch: RequestWatch = { pending: new Set(), held: new Set() };
  page.on('request', (request) => watch.pending.add(request));
  page.on('requestfinished', (request) => watch.pending.delete(request));
  page.on('requestfailed', (request) => watch.pending.delete(request));
  watches.set(page, watch);
  await page.clock.install();
}

/** Tells runClockUntilVisible that the request hangs on purpose: time runs on regardless. */
export function holdRequest(page: Page, request: Request) {
  watches.get(page)?.held.add(request);
}

/**
 * Runs the page's clock (installClock) half a second at a time until `done` answers true, only
 * while no request is on its way: time runs out for what hangs, never for what is just slow on a
 * busy machine. Answers whether `done` came true.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, maxMs = 90_000) {
  const watch = watches.get(page);
  if (!watch) throw new Error('runClockUntil needs installClock(page) before the page loads');
  const waiting = () => [...watch.pending].some((request) => !watch.held.has(request));
  const realDeadline = Date.now() + 30_000;
  for (let ran = 0; ran < maxMs && Date.now() < realDeadline;) {
    if (await done()) return true;
    if (waiting()) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    } else {
      await page.clock.runFor(500);
      ran += 500;
    }
  }
  return done();
}

/** runClockUntil the locator is visible. */
export async function runClockUntilVisible(page: Page, locator: Locator, maxMs = 90_000) {
  await runClockUntil(page, () => locator.isVisible(), maxMs);
  await expect(locator).toBeVisible();
}

/**
 * Whether React has rendered the element, or hydrated it: a page the web origin rendered shows
 * its elements before the browser has loaded a remote.
 */
export function ownedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * Waits until React owns the element: on a page the web origin rendered, its links and buttons
 * work in the page, and the shell has started, only from then on.
 */
export async function expectHydrated(locator: Locator) {
  await expect.poll(() => ownedByReact(locator)).toBe(true);
}

/** The area's fallback (AreaUnavailable) inside the page's main landmark. */
export function areaFallback(page: Page) {
  return page.getByRole('main').getByTestId('remote-unavailable');
}

/** Counts the page's document loads (a reload, a full navigation) from now on. */
export function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(request.url());
    }
  });
  return loads;
}

// ---- Broken builds ------------------------------------------------------------------------

const FIXTURE = path.join(ROOT, 'e2e', 'fixtures', 'brokenRemote');

/** Changes when the fixture changes, so that a build made from an older one is not used. */
function fixtureHash() {
  const hash = createHash('sha256');
  for (const file of ['build.cjs', 'webpack.config.cjs', 'throwingRoutes.js']) {
    hash.update(readFileSync(path.join(FIXTURE, file)));
  }
  return hash.digest('hex').slice(0, 8);
}

function brokenBuildDir(listing: RemoteListing) {
  return path.join(
    tmpdir(),
    'glow-e2e-broken-remotes',
    fixtureHash(),
    listing.name,
    listing.version,
  );
}

function remoteDirOf(remote: string) {
  return path.join(ROOT, `remote-${remote.replace(/^glow_/, '')}`);
}

/**
 * Builds, with e2e/fixtures/brokenRemote, a variant of each of the given remotes whose pages all
 * throw while rendering, once per published version (kept in the system's temp folder).
 */
export function buildBrokenRemotes(listings: RemotesJson, remotes: readonly string[]) {
  const missing = listings.remotes.filter(
    (listing) =>
      remotes.includes(listing.name) &&
      !existsSync(path.join(brokenBuildDir(listing), 'remoteEntry.js')),
  );
  if (missing.length === 0) return;
  execFileSync(
    process.execPath,
    [
      path.join(FIXTURE, 'build.cjs'),
      ...missing.map((listing) => `${remoteDirOf(listing.name)}=${brokenBuildDir(listing)}`),
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

function brokenBuildOf(listing: RemoteListing): BrokenBuild {
  const dir = brokenBuildDir(listing);
  if (!existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(`No broken build of ${listing.name}@${listing.version}: buildBrokenRemotes()`);
  }
  const prefix = `/${listing.name}/${listing.version}/`;
  return (pathname) => {
    if (!pathname.startsWith(prefix)) return undefined;
    const file = path.join(dir, pathname.slice(prefix.length));
    return file.startsWith(dir + path.sep) && existsSync(file) ? file : undefined;
  };
}
