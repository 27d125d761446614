// The shell origin's Content-Security-Policy (web-server/src/contentSecurityPolicy.ts) allows what
// the app needs and nothing more: every page of every area, opened as the role it is for, loads
// under it without a violation, and so do the wallets (Xaman's QR code and status websocket,
// the extensions' libraries); a page of another site cannot frame the app.
import { expect, test, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHELL_PORT, XAMAN_URL } from '../playwright.config';
import { signInAs, type Role } from './support';
import {
  chooseWallet,
  createdPayloadId,
  installExtensionWallet,
  storedWallet,
  toast,
  xamanUser,
} from './walletSupport';

/**
 * Collects every violation of the page's policy: the `securitypolicyviolation` events of every
 * document it opens, and the console's "Refused to …" lines.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('glowReportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { glowReportPolicyViolation(text: string): void })
        .glowReportPolicyViolation;
      report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a path: it must come with the policy, show its page and finish loading. */
async function openUnderPolicy(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy, `${path} is served with a Content-Security-Policy`).toContain(
    "frame-ancestors 'none'",
  );
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

interface AppPage {
  path: string;
  /** As /routes describes it: "public", "signed in", "signed in as admin or judge". */
  access: string;
}

/** Every route of the app, as /routes lists them from the shell and every deployed remote. */
async function pagesOfTheApp(page: Page): Promise<AppPage[]> {
  const remotesJson = await page.request.get('/remotes.json');
  const { remotes } = (await remotesJson.json()) as {
    remotes: { name: string; version: string }[];
  };
  await page.goto('/routes');
  // Every remote's rows are there ("Served by" names the version deployed).
  for (const { name, version } of remotes) {
    await expect(page.getByRole('cell', { name: `${name}@${version}` }).first()).toBeVisible();
  }
  const cells = await page
    .getByRole('row')
    .evaluateAll((elements) =>
      elements.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText)),
    );
  return cells.map(([path, , access]) => ({
    // Record pages open with an id (a missing record shows its message: a page all the same).
    path: path!.replace(/:[A-Za-z]+/g, '1'),
    access: access!,
  }));
}

/** Who opens a page: nobody for a public one, any user (the admin) for "signed in". */
function roleFor({ access }: AppPage): Role | undefined {
  if (access === 'public') return undefined;
  if (access === 'signed in') return 'admin';
  return /^signed in as (\w+)/.exec(access)![1] as Role;
}

const ROLES: (Role | undefined)[] = [undefined, 'admin', 'judge', 'scout', 'contributor'];

/** Pages /routes does not list: an unknown path (inside the layout) and the fatal 404. */
const ERROR_PAGES = ['/nowhere', '/admin/cohorts/x'];

for (const role of ROLES) {
  test(`every ${role ?? 'public'} page loads with no policy violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const pages = (await pagesOfTheApp(page))
      .filter((appPage) => roleFor(appPage) === role)
      .map(({ path }) => path);
    expect(pages.length).toBeGreaterThan(0);
    if (role) await signInAs(page, role, { shared: true });
    const violations = await watchPolicyViolations(page);
    for (const path of role ? pages : [...pages, ...ERROR_PAGES]) await openUnderPolicy(page, path);
    expect(violations).toEqual([]);
  });
}

test("the wallet dialogs: Connect Wallet, Xaman's QR codes and status websocket, registering to vote", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchPolicyViolations(page);
  await openUnderPolicy(page, '/vote');

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const chooser = page.getByRole('dialog', { name: 'Connect Wallet' });
  const uuid = await createdPayloadId(page, () =>
    chooser.getByRole('button', { name: 'Xaman' }).click(),
  );
  const qr = page.getByRole('dialog', { name: 'Scan QR Code with Xaman' });
  const image = qr.getByRole('img', { name: 'QR code for Xaman' });
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // Xaman's own image (refs.qr_png), from Xaman's origin.
  expect(new URL((await image.getAttribute('src'))!).origin).toBe(XAMAN_URL);
  // The page hears of the approval on Xaman's status websocket.
  await xamanUser(uuid, 'approve');
  await expect(toast(page, 'Wallet connected')).toBeVisible();
  expect((await storedWallet(page)).wallet).toBe('xaman');

  const panel = page.getByRole('region', { name: 'Register to vote' });
  const payment = await createdPayloadId(page, () =>
    panel.getByRole('button', { name: 'Register' }).click(),
  );
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await xamanUser(payment, 'approve');
  await expect(panel.getByText('You are registered.')).toBeVisible({ timeout: 25_000 });
  expect(violations).toEqual([]);
});

for (const kind of ['gemwallet', 'crossmark'] as const) {
  test(`${kind}: its library loads and signs the sign-in under the policy`, async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await installExtensionWallet(page, kind, 'ed25519');
    await openUnderPolicy(page, '/vote');
    await chooseWallet(page, kind);
    await expect(toast(page, 'Wallet connected')).toBeVisible();
    expect((await storedWallet(page)).wallet).toBe(kind);
    expect(violations).toEqual([]);
  });
}

test('the policy is enforced: a script put into the page is refused and reported', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await openUnderPolicy(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src');
});

test('a page of another site cannot frame the app', async ({ page }) => {
  const app = `http://localhost:${SHELL_PORT}/vote`;
  // Another origin, served from this machine: the browser lets no page answered by the test
  // (a "public" one) reach localhost at all.
  const framing = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><title>Framing</title><iframe src="${app}"></iframe>`);
  });
  await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  try {
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes("frame-ancestors 'none'"),
    );
    const appDocument = page.waitForResponse(app);
    await page.goto(`http://127.0.0.1:${(framing.address() as AddressInfo).port}/`);
    // The app answered, and the browser refused to show it.
    expect((await appDocument).status()).toBe(200);
    await refused;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    await expect(frame.getByRole('heading', { name: 'Vote for Glow' })).toHaveCount(0);
    expect(frame.url()).not.toBe(app);
  } finally {
    await new Promise((resolve) => framing.close(resolve));
  }
});
