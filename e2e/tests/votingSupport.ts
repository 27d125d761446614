// Voting in the browser suites: nominations and scores on /vote, and voters acting through the
// API (a second voter).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Cohort, NominationList, VoteType } from '@glow/contract';
import * as keypairs from 'ripple-keypairs';
import {
  createNewTestWallet,
  utf8Hex,
  type TestWallet,
} from '../../shared-wallet/src/testing/testWallets';
import { ledgerSubmitterFor } from './walletSupport';

export type Headers = Record<string, string>;

/** A nomination's card on /vote, by the name of its project. */
export function nominationCard(page: Page, project: string): Locator {
  return page.getByRole('article', { name: project, exact: true });
}

/** The score a card shows ("Score 3", the word visually hidden). */
export async function scoreIn(card: Locator): Promise<number> {
  const text = await card.getByText(/^Score -?\d+$/).textContent();
  return Number(text?.replace('Score', '').trim());
}

export async function expectScore(card: Locator, score: number) {
  await expect(card.getByText(/^Score -?\d+$/)).toHaveText(`Score ${score}`);
}

/** The nomination of a project in the active cohort, as the API lists it (with `headers`' vote). */
export async function nominationOnApi(request: APIRequestContext, project: string, headers = {}) {
  const response = await request.get('/api/nominations', {
    params: { search: project, limit: 100 },
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  const list = (await response.json()) as NominationList;
  const nomination = list.nominations.find((entry) => entry.projects[0]?.name === project);
  expect(nomination, `the nomination of ${project}`).toBeTruthy();
  return nomination!;
}

export interface ApiVoter {
  wallet: TestWallet;
  /** The wallet session's token (api_token). */
  token: string;
  headers: Headers;
}

/** A new voter who connected GemWallet through the API as the page does it: a signed challenge. */
export async function connectedVoterThroughApi(request: APIRequestContext): Promise<ApiVoter> {
  const wallet = createNewTestWallet(keypairs, 'ed25519');
  const challenge = await request.get('/api/wallets/gemwallet/hash', {
    params: { pubkey: wallet.publicKey, address: wallet.address },
  });
  expect(challenge.status(), await challenge.text()).toBe(200);
  const { token: challengeToken } = (await challenge.json()) as { token: string };
  const signIn = await request.post('/api/wallets/gemwallet/checksign', {
    data: { signature: wallet.sign(utf8Hex(challengeToken)), token: challengeToken },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  return { wallet, token, headers: { Authorization: `Bearer ${token}` } };
}

/**
 * A new voter who connected and registered through the API as the page does it: a signed
 * challenge, then a 1-drop payment on the ledger stand-in and its hash.
 */
export async function registeredVoterThroughApi(request: APIRequestContext): Promise<ApiVoter> {
  const voter = await connectedVoterThroughApi(request);
  const { wallet, headers } = voter;
  const config = (await (await request.get('/api/config')).json()) as {
    voterRegistration: { destination: string; amountDrops: string };
  };
  const payment = await ledgerSubmitterFor(wallet).submit({
    TransactionType: 'Payment',
    Destination: config.voterRegistration.destination,
    Amount: config.voterRegistration.amountDrops,
  });
  const registration = await request.post('/api/voters', {
    data: { transactionHash: payment.hash },
    headers,
  });
  expect(registration.status(), await registration.text()).toBe(201);
  return voter;
}

export async function voteThroughApi(
  request: APIRequestContext,
  voter: ApiVoter,
  nominationId: number,
  type: VoteType,
) {
  return request.post('/api/votes', { data: { nominationId, type }, headers: voter.headers });
}

/** Starts the page with the voter's wallet session stored, as connecting leaves it. */
export async function openWithWallet(page: Page, voter: ApiVoter) {
  await page.addInitScript(
    ({ token, address }) => {
      if (sessionStorage.getItem('e2e-wallet-stored')) return;
      sessionStorage.setItem('e2e-wallet-stored', '1');
      localStorage.setItem('api_token', token);
      localStorage.setItem('xrpl-address', address);
      localStorage.setItem('xrpl-wallet', 'gemwallet');
    },
    { token: voter.token, address: voter.wallet.address },
  );
}

export async function activeCohort(request: APIRequestContext): Promise<Cohort> {
  const { cohort } = (await (await request.get('/api/cohorts/active')).json()) as {
    cohort: Cohort | null;
  };
  expect(cohort, 'the demo cohort').toBeTruthy();
  return cohort!;
}
