// The check before the switch: the uploaded version, previewed in headless Chromium against the
// live site, must show each of its routes without an error boundary, a console error or a failed
// request. Only then does the deploy switch remotes.json.
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { DeployError } from '../errors';
import { eachLimited } from '../store/cdnStore';
import { CHECK_ROLES, type CheckAccounts, type CheckRole } from './checkAccounts';
import { pageText } from './pageText';
import { signedInScript } from './signedInScript';
import { signIn, signOut, startPreview, type SiteSession } from './siteApi';

export interface BrowserCheckOptions {
  /** The live site, e.g. https://glow.example (the shell origin). */
  site: string;
  name: string;
  version: string;
  accounts: CheckAccounts;
  chromiumPath: string;
  /** How long one page may take to settle. */
  pageTimeoutMs?: number;
}

/** One route of the remote, as /routes lists it. */
export interface CheckedRoute {
  path: string;
  /** Who it was opened as: a role, or null for signed out. */
  role: CheckRole | null;
  /** The address opened (a parameter replaced by 1). */
  opened: string;
}

export interface RouteProblem extends CheckedRoute {
  problems: string[];
}

export interface BrowserCheckResult {
  checked: CheckedRoute[];
  /** Routes for a role the check has no account for. */
  skipped: { path: string; access: string }[];
}

export const CHECK_FAILED_EXIT_CODE = 4;

/** Pages open at once: the check waits mostly on the network, so a few overlap well. */
const PAGES_AT_ONCE = 2;

/** The check found a route that fails: nothing was switched. */
export class BrowserCheckFailure extends DeployError {
  readonly exitCode = CHECK_FAILED_EXIT_CODE;

  constructor(
    message: string,
    readonly failures: RouteProblem[],
  ) {
    super(message);
  }
}

/** Who opens a route as /routes describes its access: "public", "signed in", "signed in as judge or admin". */
function roleFor(access: string, accounts: CheckAccounts): CheckRole | null | undefined {
  if (access === 'public') return null;
  if (access === 'signed in') return 'admin';
  const roles = /^signed in as (.+)$/.exec(access)?.[1]?.split(' or ') ?? [];
  return CHECK_ROLES.find((role) => roles.includes(role) && accounts[role]);
}

function requireChromium(path: string): void {
  if (!existsSync(path)) {
    throw new DeployError(
      `The check before the switch needs Chromium at ${path}: install it (apt-get install chromium) or set CHROMIUM_PATH; --no-check switches without it`,
    );
  }
}

/** A context that sends the preview cookie and, signed in, starts with the session stored. */
async function contextFor(
  browser: Browser,
  site: string,
  cookie: string,
  session: SiteSession | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site });
  await context.addCookies([{ name: 'glow_preview', value: cookie, url: site }]);
  if (session) await context.addInitScript({ content: signedInScript(site, session) });
  return context;
}

/** The rows of /routes that the previewed version serves: path and access. */
async function routesOf(page: Page, name: string, version: string, timeout: number) {
  await page.goto('/routes');
  const servedBy = `${name}@${version}`;
  // "glow_judge@0.1.0-1a2b3c4d preview": the Served by cell of a previewed version.
  const isServedBy = (text: string) => text === servedBy || text.startsWith(`${servedBy} `);
  const cell = page
    .getByRole('cell', { name: new RegExp(`^${servedBy.replace(/[.+]/g, '\\$&')}\\b`) })
    .first();
  try {
    await cell.waitFor({ timeout });
  } catch {
    const served = await page
      .getByRole('cell', { name: new RegExp(`^${name}@`) })
      .first()
      .innerText()
      .then(pageText, () => 'nothing');
    throw new DeployError(
      `The site did not serve the preview of ${servedBy} (its /routes shows ${served}): the web server must have the API's GLOW_PREVIEW_SECRET and the CDN store the deploy uploaded to`,
    );
  }
  const rows = await page
    .getByRole('row')
    .evaluateAll((elements) =>
      elements.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim())),
    );
  return rows
    .filter((cells) => isServedBy((cells[4] ?? '').replace(/\s+/g, ' ')))
    .map(([path = '', , access = '']) => ({ path, access }));
}

/** Opens one address and says what went wrong there, if anything. */
async function problemsOn(
  page: Page,
  site: string,
  address: string,
  timeout: number,
): Promise<string[]> {
  const problems: string[] = [];
  const { origin } = new URL(site);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The API said no to this page's data (a record that does not exist…): the page handles it.
    const { url } = message.location();
    if (/^Failed to load resource/.test(message.text()) && url.includes('/api/')) return;
    problems.push(`console error: ${pageText(message.text())}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught error: ${pageText(error.message)}`);
  const onRequestFailed = (request: Request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${pageText(request.url())} (${pageText(failure)})`);
  };
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    const isApi = url.origin === origin && url.pathname.startsWith('/api/');
    if (response.status() >= 500 || (!isApi && response.status() >= 400)) {
      problems.push(`${pageText(response.url())} answered ${response.status()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await page.goto(address, { waitUntil: 'networkidle', timeout }).catch((error: Error) => {
      problems.push(`did not settle within ${timeout} ms (${error.message.split('\n')[0]})`);
    });
    // The network can fall quiet before a busy machine has run the remote's code: the page is
    // read once it shows its heading, or the area's failure.
    const unavailable = page.getByTestId('remote-unavailable');
    await page
      .locator('h1')
      .or(unavailable)
      .first()
      .waitFor({ timeout })
      .catch(() => problems.push(`showed no page heading within ${timeout} ms`));
    if (await unavailable.count()) {
      problems.push(`shows "${pageText(await unavailable.first().innerText())}"`);
    }
    const { pathname } = new URL(page.url());
    if (pathname === '/login') problems.push('was sent to sign in: its session was not accepted');
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  return problems;
}

/**
 * Previews `name@version` on the live site and opens each of its routes as the role it is for;
 * throws BrowserCheckFailure naming each route that failed and how.
 */
export async function checkInBrowser(options: BrowserCheckOptions): Promise<BrowserCheckResult> {
  const { site, name, version, accounts, pageTimeoutMs = 20_000 } = options;
  requireChromium(options.chromiumPath);
  const sessions = new Map<CheckRole, SiteSession>();
  const sessionOf = async (role: CheckRole) => {
    let session = sessions.get(role);
    if (!session) {
      session = await signIn(site, accounts[role]!, role);
      sessions.set(role, session);
    }
    return session;
  };
  try {
    const cookie = await startPreview(site, await sessionOf('admin'), name, version);
    const browser = await chromium.launch({ executablePath: options.chromiumPath });
    try {
      // The area failures each page's shell reported: read here, not sent (a preview is no live
      // version, and must not count against one).
      const reports = new Map<Page, string[]>();
      const contexts = new Map<CheckRole | null, Promise<BrowserContext>>();
      const contextAs = (role: CheckRole | null) => {
        let context = contexts.get(role);
        if (!context) {
          context = (async () => {
            const created = await contextFor(
              browser,
              site,
              cookie,
              role ? await sessionOf(role) : undefined,
            );
            await created.route('**/api/area-failures', async (route) => {
              const request = route.request();
              if (request.method() !== 'POST') return route.continue();
              const { kind = '?', route: pattern = '?' } = (request.postDataJSON() ?? {}) as {
                kind?: string;
                route?: string;
              };
              reports
                .get(request.frame().page())
                ?.push(`the shell reported a failure of kind "${kind}" on ${pattern}`);
              return route.fulfill({ status: 201, json: { success: true, message: 'Recorded' } });
            });
            return created;
          })();
          contexts.set(role, context);
        }
        return context;
      };
      const openAs = async <T>(role: CheckRole | null, work: (page: Page) => Promise<T>) => {
        const page = await (await contextAs(role)).newPage();
        reports.set(page, []);
        try {
          return await work(page);
        } finally {
          await page.close();
        }
      };

      const listed = await openAs('admin', (page) => routesOf(page, name, version, pageTimeoutMs));
      if (listed.length === 0) {
        throw new DeployError(
          `/routes lists no route of ${name}@${version}: nothing could be checked`,
        );
      }
      const skipped = listed.filter(({ access }) => roleFor(access, accounts) === undefined);
      const checked: CheckedRoute[] = listed
        .filter((route) => !skipped.includes(route))
        .map(({ path, access }) => ({
          path,
          role: roleFor(access, accounts) ?? null,
          opened: path.replace(/:[A-Za-z]+/g, '1'),
        }));
      const failures: RouteProblem[] = [];
      await eachLimited(checked, PAGES_AT_ONCE, async (route) => {
        const problems = await openAs(route.role, async (page) => [
          ...(await problemsOn(page, site, route.opened, pageTimeoutMs)),
          ...reports.get(page)!,
        ]);
        if (problems.length) failures.push({ ...route, problems: [...new Set(problems)] });
      });
      if (failures.length) {
        const order = (failure: RouteProblem) =>
          checked.findIndex(({ path }) => path === failure.path);
        failures.sort((a, b) => order(a) - order(b));
        throw new BrowserCheckFailure(describeFailures(name, version, failures), failures);
      }
      return { checked, skipped };
    } finally {
      await browser.close();
    }
  } finally {
    // However the check ended: its accounts' sessions do not outlive it.
    await Promise.all([...sessions.values()].map((session) => signOut(site, session)));
  }
}

function describeFailures(name: string, version: string, failures: RouteProblem[]): string {
  const lines = failures.map(
    ({ path, opened, role, problems }) =>
      `  ${path}${opened !== path ? ` (opened as ${opened})` : ''}, ${role ? `signed in as ${role}` : 'signed out'}:\n${problems.map((problem) => `    - ${problem}`).join('\n')}`,
  );
  return `${name}@${version} failed the check before the switch on ${failures.length} route${failures.length === 1 ? '' : 's'}; it is uploaded but remotes.json was not switched (the live version keeps serving):\n${lines.join('\n')}`;
}
