// The wallets for the browser suites: GemWallet and Crossmark stand-ins answering their
// libraries' real message protocols with real keys (signing in Node) and submitting what they
// sign to the XRP Ledger stand-in, and the Xaman stand-in's control endpoints.
import { expect, type Page } from '@playwright/test';
import * as keypairs from 'ripple-keypairs';
// Not a dependency of e2e: the simulators' copy, the one the ledger stand-in decodes with.
import * as binaryCodec from '../../simulators/node_modules/ripple-binary-codec';
import {
  installCrossmarkStandIn,
  type CrossmarkStandInOptions,
} from '../../shared-wallet/src/testing/crossmarkStandIn';
import {
  installGemWalletStandIn,
  type GemWalletStandInOptions,
  type GemWalletStandInRecord,
} from '../../shared-wallet/src/testing/gemWalletStandIn';
import {
  createLedgerSubmitter,
  httpLedgerRpc,
  type LedgerRpc,
} from '../../shared-wallet/src/testing/ledgerSubmitter';
import {
  createTestWallet,
  testWalletFromSeed,
  type KeyAlgorithm,
  type TestWallet,
} from '../../shared-wallet/src/testing/testWallets';
import { DEMO_PROGRAMME_SEED } from '../../simulators/src/xrplLedger/demoProgrammeAccount';
import { XAMAN_URL, XRPL_URL } from '../playwright.config';
import { expectHydrated } from './remoteSupport';

/** JSON-RPC to the XRP Ledger stand-in the system runs with. */
export const ledgerRpc = httpLedgerRpc(XRPL_URL);

/** A transaction the ledger stand-in judged, as its `GET /__simulator/transactions` lists it. */
export interface LedgerSubmission {
  hash: string;
  engine_result: string;
  ledger_index: number | null;
  validated: boolean;
  tx_json: Record<string, unknown>;
}

/** What the ledger stand-in was sent from `account` (newest first), e.g. the programme's wallet. */
export async function ledgerSubmissionsFrom(account: string): Promise<LedgerSubmission[]> {
  const response = await fetch(`${XRPL_URL}/__simulator/transactions`);
  expect(response.status, await response.clone().text()).toBe(200);
  const submissions = (await response.json()) as LedgerSubmission[];
  return submissions.filter((submission) => submission.tx_json.Account === account);
}

/** The XRP Ledger stand-in's last validated ledger. */
export async function validatedLedger(): Promise<number> {
  const { info } = (await ledgerRpc('server_info', {})) as {
    info: { validated_ledger: { seq: number } };
  };
  return info.validated_ledger.seq;
}

/** Has the ledger stand-in close its open ledger now, validating what it holds. */
async function closeLedger(): Promise<void> {
  const response = await fetch(`${XRPL_URL}/__simulator/close`, { method: 'POST' });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * Has the ledger stand-in close ledgers until the last validated one is past `sequence`: what
 * waiting for its ledgers a second each would do, at once.
 */
export async function closeLedgersPast(sequence: number): Promise<void> {
  while ((await validatedLedger()) <= sequence) await closeLedger();
}

/**
 * JSON-RPC to the ledger stand-in for the wallets' submissions: the ledger closes after each
 * submit, so a submission is validated at once rather than at the stand-in's next close (up to a
 * second later, and later still on a busy machine), and what waits for a wallet waits on nothing
 * else.
 */
const submitAndCloseRpc: LedgerRpc = async (method, params) => {
  const result = await ledgerRpc(method, params);
  if (method === 'submit') await closeLedger();
  return result;
};

/** Signs and submits as `wallet` to the ledger stand-in, waiting for validation. */
export function ledgerSubmitterFor(wallet: TestWallet) {
  return createLedgerSubmitter({ wallet, codec: binaryCodec, rpc: submitAndCloseRpc });
}

export type ExtensionWallet = 'gemwallet' | 'crossmark';

export const WALLET_NAMES = { xaman: 'Xaman', gemwallet: 'GemWallet', crossmark: 'Crossmark' };

/** The address the Xaman stand-in signs with when a test approves without naming a seed. */
export const XAMAN_DEMO_ADDRESS = 'raL2PorNioS8pnp8P6ae2CTLVdtRCQuBUo';

/**
 * The programme's wallet of the system under test: the ledger stand-in funds it at start and the
 * API pays grants from it (its default PROGRAMME_WALLET_ADDRESS). Install it in an extension
 * stand-in (`{ wallet: programmeWallet() }`) or approve Xaman requests with its seed.
 */
export function programmeWallet(): TestWallet {
  return testWalletFromSeed(keypairs, DEMO_PROGRAMME_SEED);
}

/** What a GemWallet stand-in may do besides answering: see GemWalletStandInOptions. */
type GemWalletBehaviour = Pick<
  GemWalletStandInOptions,
  'closeBulkAfter' | 'submitDelayMs' | 'windowLeftOpen' | 'network'
>;

/** The network a Crossmark stand-in is on: see CrossmarkStandInOptions. */
type CrossmarkBehaviour = { crossmarkNetwork?: CrossmarkStandInOptions['network'] };

let nextWallet = 10;

/**
 * Puts a wallet extension stand-in into every document the page opens, with a fresh key of the
 * given algorithm (or `wallet`, e.g. `programmeWallet()`); its signatures are made in Node with
 * ripple-keypairs, and the transactions it is asked to submit go to the ledger stand-in, signed
 * with the same key. GemWallet's stand-in may also have its first bulk's window closed part-way
 * (`closeBulkAfter`), hold its answers back (`submitDelayMs`), have a window open for another
 * request (`windowLeftOpen`) or be on another network (`network`); Crossmark's may be on another
 * network (`crossmarkNetwork`).
 */
export async function installExtensionWallet(
  page: Page,
  kind: ExtensionWallet,
  algorithm: KeyAlgorithm,
  options: { decline?: string[]; wallet?: TestWallet } & GemWalletBehaviour &
    CrossmarkBehaviour = {},
): Promise<TestWallet> {
  const {
    wallet = createTestWallet(keypairs, algorithm, nextWallet++),
    decline,
    crossmarkNetwork,
    ...gemWalletBehaviour
  } = options;
  const signer = `__glowE2eSign_${kind}`;
  const submitter = `__glowE2eSubmit_${kind}`;
  const ledger = ledgerSubmitterFor(wallet);
  await page.exposeFunction(signer, (hex: string) => wallet.sign(hex));
  await page.exposeFunction(submitter, (transaction: Record<string, unknown>) =>
    ledger.submit(transaction),
  );
  const standIn = {
    address: wallet.address,
    publicKey: wallet.publicKey,
    signer,
    submitter,
    ...(decline ? { decline } : {}),
  };
  if (kind === 'gemwallet') {
    await page.addInitScript(installGemWalletStandIn, { ...standIn, ...gemWalletBehaviour });
  } else {
    await page.addInitScript(installCrossmarkStandIn, {
      ...standIn,
      ...(crossmarkNetwork ? { network: crossmarkNetwork } : {}),
    });
  }
  return wallet;
}

/**
 * What the page's GemWallet stand-in was asked, in order, of one type when given (e.g.
 * 'REQUEST_SUBMIT_BULK_TRANSACTIONS/V3', whose payload lists the transactions by position).
 */
export async function gemWalletRequests(page: Page, type?: string) {
  const requests = await page.evaluate(
    () =>
      (window as unknown as { __gemWalletStandIn?: GemWalletStandInRecord }).__gemWalletStandIn
        ?.requests ?? [],
  );
  return type === undefined ? requests : requests.filter((request) => request.type === type);
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
    const connect = page.getByRole('button', { name: 'Connect Wallet' });
    // A page the web origin rendered answers a click once the browser has hydrated it.
    await expectHydrated(connect);
    await connect.click();
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

/**
 * Plays the Xaman user's part through the stand-in's control endpoints; an approval signs as the
 * stand-in's demo account unless `seed` names another.
 */
export async function xamanUser(
  uuid: string,
  action: 'approve' | 'reject' | 'expire' | 'open',
  { seed }: { seed?: string } = {},
) {
  const response = await fetch(`${XAMAN_URL}/__simulator/payloads/${uuid}/${action}`, {
    method: 'POST',
    ...(seed
      ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed }) }
      : {}),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The toast with this title (and, when given, this message). */
export function toast(page: Page, title: string) {
  return page.locator('[role=status], [role=alert]').filter({ hasText: title });
}
