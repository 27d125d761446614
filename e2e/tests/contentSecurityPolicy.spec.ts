// The shell origin's Content-Security-Policy (web-server/src/contentSecurityPolicy.ts) allows what
// the app needs and nothing more: the wallets load and sign under it (Xaman's QR code and status
// websocket, the extensions' libraries; every page of every area does too: everyPage.spec.ts); a
// script put into a page is refused; a page of another site cannot frame the app.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHELL_PORT, XAMAN_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { openUnderPolicy, watchPolicyViolations } from './policySupport';
import {
  chooseWallet,
  createdPayloadId,
  installExtensionWallet,
  storedWallet,
  toast,
  xamanUser,
} from './walletSupport';

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
