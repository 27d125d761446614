import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHydrated, installClock, runClockUntilVisible } from './remoteSupport';
import { collectResponses, openUserMenu, signInAs } from './support';
import {
  chooseWallet,
  createdPayloadId,
  gemWalletRequests,
  installExtensionWallet,
  storedWallet,
  toast,
  XAMAN_DEMO_ADDRESS,
  xamanUser,
  type ExtensionWallet,
} from './walletSupport';

const PHONE = { width: 390, height: 844 };

function shortened(address: string) {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** After connecting: still connected after a reload, the address copies, Disconnect ends it. */
async function reloadCopyAndDisconnect(page: Page, address: string) {
  const { token } = await storedWallet(page);
  await page.reload();
  const walletButton = page.getByRole('button', { name: 'Wallet Connected' });
  await expect(walletButton).toBeVisible();

  await walletButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(shortened(address))).toBeVisible();
  expect(await menu.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
  await menu.getByRole('menuitem', { name: 'Copy address' }).click();
  await expect(toast(page, 'Address copied')).toContainText('Wallet address copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await walletButton.click();
  await page.getByRole('menuitem', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Wallet disconnected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  expect(await storedWallet(page)).toEqual({ address: null, wallet: null, token: null });
  // The API ended the wallet-only session.
  const session = await page.request.get('/api/wallets/session', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(session.status()).toBe(401);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const EXTENSIONS: { kind: ExtensionWallet; algorithm: 'ecdsa-secp256k1' | 'ed25519' }[] = [
  { kind: 'gemwallet', algorithm: 'ecdsa-secp256k1' },
  { kind: 'gemwallet', algorithm: 'ed25519' },
  { kind: 'crossmark', algorithm: 'ed25519' },
  { kind: 'crossmark', algorithm: 'ecdsa-secp256k1' },
];

for (const { kind, algorithm } of EXTENSIONS) {
  test(`${kind} (${algorithm} key) connects on /vote, survives a reload, copies and disconnects`, async ({
    page,
  }) => {
    const wallet = await installExtensionWallet(page, kind, algorithm);
    await page.goto('/vote');
    await chooseWallet(page, kind);

    await expect(toast(page, 'Wallet connected')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await storedWallet(page)).toEqual({
      address: wallet.address,
      wallet: kind,
      token: expect.any(String),
    });
    await reloadCopyAndDisconnect(page, wallet.address);
  });
}

test('a wallet the user declines to sign with connects nothing and says why', async ({ page }) => {
  await installExtensionWallet(page, 'gemwallet', 'ed25519', {
    decline: ['REQUEST_SIGN_MESSAGE/V3'],
  });
  await page.goto('/vote');
  await chooseWallet(page, 'gemwallet');
  await expect(toast(page, 'Error')).toContainText('The request was declined in the wallet');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  expect((await storedWallet(page)).address).toBeNull();
});

test.describe("a wallet on another network than Glow's", () => {
  test('GemWallet on Mainnet connects nothing; the message names both networks', async ({
    page,
  }) => {
    await installExtensionWallet(page, 'gemwallet', 'ed25519', {
      network: { chain: 'XRPL', network: 'Mainnet', websocket: 'wss://xrplcluster.com' },
    });
    await page.goto('/vote');
    await chooseWallet(page, 'gemwallet');
    await expect(toast(page, 'Error')).toContainText(
      'Your wallet is on Mainnet but Glow uses XRP Ledger testnet: switch networks in GemWallet',
    );
    expect(await gemWalletRequests(page, 'REQUEST_SIGN_MESSAGE/V3')).toEqual([]);
    expect((await storedWallet(page)).address).toBeNull();
  });

  test('Crossmark on Xahau connects nothing; the message names both networks', async ({ page }) => {
    await installExtensionWallet(page, 'crossmark', 'ed25519', {
      crossmarkNetwork: {
        protocol: 'XRPL',
        type: 'mainnet',
        label: 'xahau',
        wss: 'wss://xahau.network',
        rpc: 'https://xahau.network',
      },
    });
    await page.goto('/vote');
    await chooseWallet(page, 'crossmark');
    await expect(toast(page, 'Error')).toContainText(
      'Your wallet is on Xahau mainnet but Glow uses XRP Ledger testnet: switch networks in Crossmark',
    );
    expect((await storedWallet(page)).address).toBeNull();
  });
});

test('GemWallet with its window open for another request: Glow stops waiting and says what to do', async ({
  page,
}) => {
  await installClock(page);
  await installExtensionWallet(page, 'gemwallet', 'ed25519', { windowLeftOpen: true });
  await page.goto('/vote');
  await chooseWallet(page, 'gemwallet');
  await expect(page.getByText('Waiting for GemWallet…')).toBeVisible();
  // GemWallet never answers a request made while its window is open: 10 s, which the page's
  // clock runs through at once, then the message.
  const error = toast(page, 'Error');
  await runClockUntilVisible(page, error);
  await expect(error).toContainText(
    "GemWallet did not answer: finish or close the request open in GemWallet's window, then try again",
  );
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
});

test.describe('without the extensions', () => {
  test('GemWallet not installed: the dialog offers its install page', async ({ page }) => {
    await page.goto('/vote');
    await chooseWallet(page, 'gemwallet');
    await expect(page.getByText('Waiting for GemWallet…')).toBeVisible();
    // @gemwallet/api waits 1000 ms for the extension.
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(dialog.getByRole('link', { name: 'Install GemWallet' })).toHaveAttribute(
      'href',
      'https://gemwallet.app',
    );
    await expect(dialog).toContainText(
      'Please check if GemWallet is installed: it was not found in this browser. Install GemWallet, reload this page, then choose it again.',
    );
    await expect(toast(page, 'Error')).toHaveCount(0);
  });

  test('Crossmark not installed: looked for during 10 s, then the message', async ({ page }) => {
    await page.clock.install();
    await page.goto('/vote');
    await chooseWallet(page, 'crossmark');
    await expect(page.getByText('Waiting for Crossmark…')).toBeVisible();
    // Crossmark's code has loaded and the detection runs: 10 s go by in an instant.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(9_000);
    await expect(page.getByText('Waiting for Crossmark…')).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(
      page
        .getByRole('dialog', { name: 'Connect Wallet' })
        .getByRole('link', { name: 'Install Crossmark' }),
    ).toHaveAttribute('href', 'https://crossmark.io', { timeout: 15_000 });
  });
});

test.describe('Xaman on a desktop', () => {
  test('shows the QR code; approving connects; reload, copy, disconnect', async ({ page }) => {
    await page.goto('/vote');
    const uuid = await createdPayloadId(page, () => chooseWallet(page, 'xaman'));

    const qr = page.getByRole('dialog', { name: 'Scan QR Code with Xaman' });
    await expect(qr).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(
      qr.getByText('Open your Xaman wallet app and scan this QR code to connect'),
    ).toBeVisible();
    const image = qr.getByRole('img', { name: 'QR code for Xaman' });
    await expect(image).toHaveAttribute('src', new RegExp(`${uuid}_q\\.png$`));
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await xamanUser(uuid, 'open');
    await xamanUser(uuid, 'approve');

    await expect(toast(page, 'Wallet connected')).toBeVisible();
    await expect(qr).toBeHidden();
    expect(await storedWallet(page)).toMatchObject({
      address: XAMAN_DEMO_ADDRESS,
      wallet: 'xaman',
    });
    await reloadCopyAndDisconnect(page, XAMAN_DEMO_ADDRESS);
  });

  test('a rejection in Xaman ends the attempt with an error', async ({ page }) => {
    await page.goto('/vote');
    const uuid = await createdPayloadId(page, () => chooseWallet(page, 'xaman'));
    await expect(page.getByRole('dialog', { name: 'Scan QR Code with Xaman' })).toBeVisible();

    await xamanUser(uuid, 'reject');

    await expect(toast(page, 'Error')).toContainText('The request was declined in the wallet');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await storedWallet(page)).address).toBeNull();
  });

  test('an expired request ends the attempt as expired', async ({ page }) => {
    await page.goto('/vote');
    const uuid = await createdPayloadId(page, () => chooseWallet(page, 'xaman'));
    await expect(page.getByRole('dialog', { name: 'Scan QR Code with Xaman' })).toBeVisible();

    await xamanUser(uuid, 'expire');

    await expect(toast(page, 'Error')).toContainText(
      'The signing request expired, please try again',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Cancel closes the QR code and ends the attempt', async ({ page }) => {
    await page.goto('/vote');
    await chooseWallet(page, 'xaman');
    const qr = page.getByRole('dialog', { name: 'Scan QR Code with Xaman' });
    await qr.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'Wallet connection cancelled')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the modal offers only Xaman', async ({ page }) => {
    await page.goto('/vote');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(dialog.getByRole('button', { name: 'Xaman' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'GemWallet' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Crossmark' })).toHaveCount(0);
  });

  test('Xaman opens its link; approving there connects the waiting page', async ({
    page,
    context,
  }) => {
    await page.goto('/vote');
    const [popup] = await Promise.all([context.waitForEvent('page'), chooseWallet(page, 'xaman')]);
    // The Xaman stand-in's sign page, where the user approves.
    await popup.waitForURL(/\/sign\/[0-9a-f-]+$/);
    await expect(page.getByRole('dialog', { name: 'Scan QR Code with Xaman' })).toHaveCount(0);
    // Should the app not have opened, the page offers the same link to tap.
    const open = page.getByRole('dialog', { name: 'Open Xaman' });
    await expect(open.getByRole('link', { name: 'Open Xaman' })).toHaveAttribute(
      'href',
      popup.url(),
    );
    await popup.getByRole('button', { name: 'Approve' }).click();

    // The page that waited (polling every 2 s) connects; the window it opened is closed.
    await expect(toast(page, 'Wallet connected')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Wallet Connected' })).toBeVisible();
    expect(await storedWallet(page)).toMatchObject({
      address: XAMAN_DEMO_ADDRESS,
      wallet: 'xaman',
    });
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  test('when Xaman did not open: Back, or the QR code to scan from another device', async ({
    page,
    context,
  }) => {
    await page.goto('/vote');
    const open = page.getByRole('dialog', { name: 'Open Xaman' });

    // Back ends the attempt and leaves the page as it was.
    const [first] = await Promise.all([context.waitForEvent('page'), chooseWallet(page, 'xaman')]);
    await first.waitForURL(/\/sign\/[0-9a-f-]+$/);
    // Xaman did not open: the user comes back to the page.
    await first.close();
    await open.getByRole('button', { name: 'Back' }).click();
    await expect(toast(page, 'Wallet connection cancelled')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();

    const [second, uuid] = await Promise.all([
      context.waitForEvent('page'),
      createdPayloadId(page, () => chooseWallet(page, 'xaman')),
    ]);
    await second.waitForURL(/\/sign\/[0-9a-f-]+$/);
    await second.close();
    await open.getByRole('button', { name: 'Show the QR code' }).click();
    const image = open.getByRole('img', { name: 'QR code for Xaman' });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(open).toContainText('Scan this QR code with Xaman on another device.');

    // Scanned and approved on another device: the page, polling, connects.
    await xamanUser(uuid, 'approve');
    await expect(toast(page, 'Wallet connected')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("Xaman's return URL connects in the browser that asked, and in no other", async ({
    page,
    context,
    browser,
  }) => {
    await page.goto('/vote');
    const [popup, uuid] = await Promise.all([
      context.waitForEvent('page'),
      createdPayloadId(page, () => chooseWallet(page, 'xaman')),
    ]);
    await popup.waitForURL(/\/sign\/[0-9a-f-]+$/);
    // The phone dropped the waiting tab while the user was in Xaman.
    await page.close();

    // Someone who saw the uuid (in the QR code or the status websocket address) opens the return
    // URL in their own browser before the user approves, and again after: it connects nothing.
    const strangerContext = await browser.newContext({ viewport: PHONE });
    const stranger = await strangerContext.newPage();
    const strangerVisit = async () => {
      await stranger.goto(`/vote?xaman_payload=${uuid}&journey=connect`);
      await expect(toast(stranger, 'not made in this browser')).toBeVisible();
      await expect(stranger).toHaveURL('/vote');
      expect(await storedWallet(stranger)).toEqual({ address: null, wallet: null, token: null });
    };
    await strangerVisit();

    // Approving sends the user's Xaman window to the return URL, a tab of the browser that asked.
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(popup, 'Wallet connected')).toBeVisible({ timeout: 15_000 });
    await expect(popup).toHaveURL('/vote');
    expect(await storedWallet(popup)).toMatchObject({
      address: XAMAN_DEMO_ADDRESS,
      wallet: 'xaman',
    });

    await strangerVisit();
    await strangerContext.close();
  });
});

test('a signed-in judge connects a wallet on /vote and keeps their menu and session', async ({
  page,
}) => {
  await signInAs(page, 'judge');
  const wallet = await installExtensionWallet(page, 'gemwallet', 'ed25519');
  await page.goto('/vote');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);

  await chooseWallet(page, 'gemwallet', { fromUserMenu: true });
  await expect(toast(page, 'Wallet connected')).toBeVisible();

  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'judge@glow.local' })).toBeDisabled();
  await expect(menu.getByText(shortened(wallet.address))).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Evaluations' })).toBeVisible();
  const { token } = await storedWallet(page);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/users/verify', { headers })).status()).toBe(200);
  expect(await (await page.request.get('/api/wallets/session', { headers })).json()).toEqual({
    address: wallet.address,
    wallet: 'gemwallet',
  });

  // Disconnecting keeps the judge signed in with the same token; logging out ends both.
  await menu.getByRole('menuitem', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Wallet disconnected')).toBeVisible();
  expect((await page.request.get('/api/users/verify', { headers })).status()).toBe(200);
  expect(await storedWallet(page)).toEqual({ address: null, wallet: null, token });

  await chooseWallet(page, 'gemwallet', { fromUserMenu: true });
  await expect.poll(async () => (await storedWallet(page)).address).toBe(wallet.address);
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => storedWallet(page)).toEqual({ address: null, wallet: null, token: null });
});

test('the wallet libraries are not in the first load: they come when a wallet is chosen', async ({
  page,
}) => {
  const scripts = collectResponses(page, (response) =>
    response.request().resourceType() === 'script' ? { url: response.url() } : undefined,
  );
  const MARKERS = {
    '@gemwallet/api': 'GEM_WALLET_MSG_REQUEST',
    '@crossmarkio/sdk': 'isCrossmark',
    qrcode: 'bad maskPattern:', // one of qrcode's error messages
  };
  const loaded = async () => {
    const bodies = await Promise.all(scripts.map((script) => script.body));
    return Object.entries(MARKERS)
      .filter(([, marker]) => bodies.some((body) => body.includes(marker)))
      .map(([library]) => library);
  };

  await page.goto('/');
  const voteLink = page.getByRole('link', { name: 'Vote', exact: true }).first();
  await expectHydrated(voteLink);
  await voteLink.click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  expect(await loaded()).toEqual([]);

  await chooseWallet(page, 'gemwallet');
  // Not installed here: the dialog says so once GemWallet's library has looked for it.
  await expect(page.getByRole('link', { name: 'Install GemWallet' })).toBeVisible();
  expect(await loaded()).toEqual(['@gemwallet/api']);
});
