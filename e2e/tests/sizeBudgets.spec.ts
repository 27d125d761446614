import type { Browser, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { gzipSize } from '../bench/lib/gzipSize.mjs';
import { remoteListings } from './remoteSupport';
import {
  BUDGETS_FILE_NAME,
  overBudget,
  readBudgets,
  report,
  writeBudgets,
  type Figure,
} from './sizeBudgets';
import { expectHeading, signInAs, type Role } from './support';

// The JavaScript the browser downloads, in gzip bytes, against size-budgets.json: the shell's
// scripts before React first renders (or hydrates) / and /vote for a signed-out visitor
// (index.html's scripts and preloads, and any shell chunk that arrived before React owned the
// page's h1), and each remote's remoteEntry.js and first page (the other files of the remote that
// arrived before React owned its home's h1: its ./routes module and the home page's chunks), and
// pages loaded on demand with a library of their own (ON_DEMAND_PAGES: the reporting page and
// Chart.js) beyond their remote's first page. Bytes are deterministic, so a figure over its budget
// fails.
// GLOW_SIZE_BUDGETS=update writes the figures plus a margin instead (`pnpm --filter @glow/e2e size-budgets:update`).

const SHELL_PAGES = [
  { path: '/', heading: 'Welcome to Glow' },
  { path: '/vote', heading: 'Vote for Glow' },
];
/** Each remote's home, opened by a user who may see it. */
const REMOTE_HOMES: { remote: string; path: string; heading: string; role?: Role }[] = [
  { remote: 'glow_public', path: '/', heading: 'Welcome to Glow' },
  { remote: 'glow_admin', path: '/admin', heading: 'Dashboard', role: 'admin' },
  { remote: 'glow_judge', path: '/judge', heading: 'Judging', role: 'judge' },
  { remote: 'glow_scout', path: '/scout', heading: 'Scout dashboard', role: 'scout' },
  { remote: 'glow_contributor', path: '/contributor', heading: 'Contributor', role: 'contributor' },
];

/**
 * Pages loaded on demand that bring a library of their own, measured beyond their area's first
 * page: the scripts of the remote that arrived before React owned the page's h1 and that the
 * remote's first page had not brought (the reporting page's chunk and Chart.js).
 */
const ON_DEMAND_PAGES: {
  name: string;
  remote: string;
  path: string;
  heading: string;
  role: Role;
}[] = [
  {
    name: 'glow_admin reporting page',
    remote: 'glow_admin',
    path: '/admin/reporting',
    heading: 'Reporting',
    role: 'admin',
  },
];

type Script = Figure['scripts'][number];

/**
 * Opens a page in a new browser context (cold cache) and answers the scripts that had arrived
 * when React first owned its h1 (rendered, or hydrated from the server's HTML), with their gzip
 * sizes.
 */
async function scriptsBeforeHeading(
  browser: Browser,
  { path, heading, role }: { path: string; heading: string; role?: Role },
): Promise<Script[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (role) await signInAs(page, role, { shared: true });
    // The h1 counts once React owns it: rendered by the browser, or hydrated when the server
    // sent it (React then marks the element with its fiber).
    await page.addInitScript((heading) => {
      const poll = setInterval(() => {
        const owned = [...document.querySelectorAll('h1')].some(
          (h1) =>
            h1.textContent?.trim() === heading &&
            h1.getClientRects().length > 0 &&
            Object.keys(h1).some((key) => key.startsWith('__reactFiber$')),
        );
        if (!owned) return;
        (window as { e2eHeadingAt?: number }).e2eHeadingAt = performance.now();
        clearInterval(poll);
      }, 5);
    }, heading);
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(path);
    await expectHeading(page, heading);
    await page.waitForFunction(() => (window as { e2eHeadingAt?: number }).e2eHeadingAt);
    const arrivedBeforeHeading = await page.evaluate(() => {
      const headingAt = (window as { e2eHeadingAt?: number }).e2eHeadingAt;
      if (headingAt === undefined) throw new Error('the h1 was never seen owned by React');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= headingAt)
        .map((entry) => entry.name);
    });
    return await Promise.all(
      responses
        .filter((response) => arrivedBeforeHeading.includes(response.url()))
        .map(async (response) => ({ url: response.url(), gzip: gzipSize(await response.body()) })),
    );
  } finally {
    await context.close();
  }
}

function figure(name: string, scripts: Script[]): Figure {
  return { name, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0), scripts };
}

async function measure(browser: Browser, shellOrigin: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const page of SHELL_PAGES) {
    const scripts = await scriptsBeforeHeading(browser, page);
    const ofShell = scripts.filter(({ url }) => new URL(url).origin === shellOrigin);
    figures.push(figure(`shell before first render on ${page.path}`, ofShell));
  }
  const isEntry = ({ url }: Script) => url.endsWith('/remoteEntry.js');
  const ofRemote = (remote: string, scripts: Script[]) =>
    scripts.filter(({ url }) => new URL(url).pathname.startsWith(`/${remote}/`));
  const firstPageUrls = new Map<string, Set<string>>();
  for (const home of REMOTE_HOMES) {
    const scripts = ofRemote(home.remote, await scriptsBeforeHeading(browser, home));
    figures.push(figure(`${home.remote} remoteEntry.js`, scripts.filter(isEntry)));
    figures.push(
      figure(
        `${home.remote} first page`,
        scripts.filter((s) => !isEntry(s)),
      ),
    );
    firstPageUrls.set(home.remote, new Set(scripts.map(({ url }) => url)));
  }
  for (const page of ON_DEMAND_PAGES) {
    const scripts = ofRemote(page.remote, await scriptsBeforeHeading(browser, page));
    const seen = firstPageUrls.get(page.remote) ?? new Set();
    figures.push(
      figure(
        page.name,
        scripts.filter((script) => !isEntry(script) && !seen.has(script.url)),
      ),
    );
  }
  return figures;
}

test('the shell and every remote stay within their JS size budgets', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const listed = (await remoteListings(request)).remotes.map(({ name }) => name);
  expect(REMOTE_HOMES.map(({ remote }) => remote).sort(), 'every remote is measured').toEqual(
    [...listed].sort(),
  );

  const figures = await measure(browser, new URL(baseURL!).origin);
  const empty = figures.filter(({ scripts }) => scripts.length === 0).map(({ name }) => name);
  expect(empty, 'figures that found no script (the measurement is broken)').toEqual([]);
  if (process.env.GLOW_SIZE_BUDGETS === 'update') writeBudgets(figures);

  const budgets = readBudgets();
  const table = report(figures, budgets);
  console.info(table);
  expect(
    overBudget(figures, budgets).map(({ name }) => name),
    table,
  ).toEqual([]);
  const measured = new Set(figures.map(({ name }) => name));
  const stale = Object.keys(budgets).filter((name) => !measured.has(name));
  expect(stale, `budgets in ${BUDGETS_FILE_NAME} for figures no longer measured`).toEqual([]);
});
