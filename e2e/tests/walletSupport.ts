// The wallets for the browser suites: GemWallet and Crossmark stand-ins answering their
// libraries' real message protocols with real keys (signing in Node), and the Xaman stand-in's
// control endpoints.
import { expect, type Page } from '@playwright/test';
import * as keypairs from 'ripple-keypairs';
import { installCrossmarkStandIn } from '../../shared-wallet/src/testing/crossmarkStandIn';
import { installGemWalletStandIn } from '../../shared-wallet/src/testing/gemWalletStandIn';
import {
  createTestWallet,
  type KeyAlgorithm,
  type TestWallet,
} from '../../shared-wallet/src/testing/testWallets';
import { XAMAN_URL } from '../playwright.config';

export type ExtensionWallet = 'gemwallet' | 'crossmark';

export const WALLET_NAMES = { xaman: 'Xaman', gemwallet: 'GemWallet', crossmark: 'Crossmark' };

/** The address the Xaman stand-in signs with when a test approves without naming a seed. */
export const XAMAN_DEMO_ADDRESS = 'raL2PorNioS8pnp8P6ae2CTLVdtRCQuBUo';

let nextWallet = 10;

/**
 * Puts a wallet extension stand-in into every document the page opens, with a fresh key of the
 * given algorithm; its signatures are made in Node with ripple-keypairs.
 */
export async function installExtensionWallet(
  page: Page,
  kind: ExtensionWallet,
  algorithm: KeyAlgorithm,
  options: { decline?: string[] } = {},
): Promise<TestWallet> {
  const wallet = createTestWallet(keypairs, algorithm, nextWallet++);
  const signer = `__glowE2eSign_${kind}`;
  await page.exposeFunction(signer, (hex: string) => wallet.sign(hex));
  const standIn = { address: wallet.address, publicKey: wallet.publicKey, signer, ...options };
  if (kind === 'gemwallet') await page.addInitScript(installGemWalletStandIn, standIn);
  else await page.addInitScript(installCrossmarkStandIn, standIn);
  return wallet;
}

/** Opens "Connect Wallet" from the header (or from the user's menu) and picks a wallet. */
export async function chooseWallet(
  page: Page,
  kind: keyof typeof WALLET_NAMES,
  { fromUserMenu = false } = {},
) {
  if (fromUserMenu) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Connect Wallet' }).click();
  } else {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: WALLET_NAMES[kind] }).click();
}

export async function storedWallet(page: Page) {
  return page.evaluate(() => ({
    address: localStorage.getItem('xrpl-address'),
    wallet: localStorage.getItem('xrpl-wallet'),
    token: localStorage.getItem('api_token'),
  }));
}

/** Waits for the Xaman payload the page creates and answers its uuid. */
export async function createdPayloadId(page: Page, act: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.url().endsWith('/api/wallets/xaman/createpayload') && candidate.ok(),
    ),
    act(),
  ]);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** Plays the Xaman user's part through the stand-in's control endpoints. */
export async function xamanUser(uuid: string, action: 'approve' | 'reject' | 'expire' | 'open') {
  const response = await fetch(`${XAMAN_URL}/__simulator/payloads/${uuid}/${action}`, {
    method: 'POST',
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The toast with this title (and, when given, this message). */
export function toast(page: Page, title: string) {
  return page.locator('[role=status], [role=alert]').filter({ hasText: title });
}
