import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import * as keypairs from 'ripple-keypairs';
import { createNewTestWallet, type TestWallet } from '../../shared-wallet/src/testing/testWallets';
import { expectHeading } from './support';
import {
  expectScore,
  nominationCard,
  nominationOnApi,
  registeredVoterThroughApi,
  scoreIn,
  voteThroughApi,
} from './votingSupport';
import {
  createdPayloadId,
  installExtensionWallet,
  ledgerRpc,
  storedWallet,
  toast,
  WALLET_NAMES,
  xamanUser,
} from './walletSupport';

// The suites share one running system (one worker): every expected score is relative to the
// score before the test. Voting closing is in programmeCycle.spec.ts: periods only move forward,
// so it runs after every other check.

type WalletKind = keyof typeof WALLET_NAMES;

/** Each wallet votes on its own nomination, so that a failure points at one wallet. */
const VOTERS: { kind: WalletKind; project: string }[] = [
  { kind: 'gemwallet', project: 'xrpl.js' },
  { kind: 'crossmark', project: 'rippled' },
  { kind: 'xaman', project: 'XRPL Standards' },
];

/** Connects from the dialog a vote button opened; Xaman is approved by the new voter's seed. */
async function connectFromDialog(page: Page, kind: WalletKind, wallet: TestWallet) {
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog).toBeVisible();
  const option = dialog.getByRole('button', { name: WALLET_NAMES[kind] });
  if (kind === 'xaman') {
    const uuid = await createdPayloadId(page, () => option.click());
    await expect(page.getByRole('dialog', { name: 'Scan QR Code with Xaman' })).toBeVisible();
    await xamanUser(uuid, 'approve', { seed: wallet.seed });
  } else {
    await option.click();
  }
  await expect(toast(page, 'Wallet connected')).toBeVisible();
}

/** Registers from the panel; answers the hash of the payment the page sent to the API. */
async function register(page: Page, kind: WalletKind, wallet: TestWallet) {
  const panel = page.getByRole('region', { name: 'Register to vote' });
  await expect(panel).toContainText('1 drop (0.000001 XRP)');
  const registration = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/voters'),
  );
  const steps = panel.getByRole('list', { name: 'Registration steps' });
  if (kind === 'xaman') {
    const uuid = await createdPayloadId(page, () =>
      panel.getByRole('button', { name: 'Register' }).click(),
    );
    const qr = page.getByRole('dialog', { name: 'Scan QR Code with Xaman' });
    await expect(qr).toContainText('scan this QR code to sign the transaction');
    await expect(steps.locator('[aria-current=step]')).toContainText('Sign the payment in Xaman');
    await xamanUser(uuid, 'approve', { seed: wallet.seed });
  } else {
    await panel.getByRole('button', { name: 'Register' }).click();
  }
  const { transactionHash } = (await registration).postDataJSON() as { transactionHash: string };
  await expect(panel.getByText('You are registered.')).toBeVisible({ timeout: 25_000 });
  await expect(toast(page, 'Registered to vote')).toContainText('address registered');
  return transactionHash;
}

for (const { kind, project } of VOTERS) {
  test(`${WALLET_NAMES[kind]}: a new voter registers on the ledger, votes, changes and removes the vote`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const wallet = createNewTestWallet(keypairs, 'ed25519');
    if (kind !== 'xaman') await installExtensionWallet(page, kind, 'ed25519', { wallet });
    const { destination } = (
      (await (await request.get('/api/config')).json()) as {
        voterRegistration: { destination: string };
      }
    ).voterRegistration;

    await page.goto('/vote');
    const card = nominationCard(page, project);
    await expect(card).toBeVisible();
    const before = await scoreIn(card);
    expect(before).toBe((await nominationOnApi(request, project)).score);
    const upvote = card.getByRole('button', { name: `Upvote ${project}` });
    const downvote = card.getByRole('button', { name: `Downvote ${project}` });

    // Without a wallet, voting asks for one, and the vote pressed is kept.
    await upvote.click();
    await expect(page.getByText(`Your upvote for ${project} is kept.`)).toBeVisible();
    await connectFromDialog(page, kind, wallet);
    expect((await storedWallet(page)).address).toBe(wallet.address);
    // Not registered: the registration card comes into view, the vote still kept.
    await expect(page.getByRole('region', { name: 'Register to vote' })).toBeInViewport();
    await expect(page.getByText(`Your upvote for ${project} is kept.`)).toBeVisible();

    // Registration: the wallet pays 1 drop to the verification address on the ledger.
    const paymentHash = await register(page, kind, wallet);
    expect(await ledgerRpc('tx', { transaction: paymentHash })).toMatchObject({
      validated: true,
      TransactionType: 'Payment',
      Account: wallet.address,
      Destination: destination,
      Amount: '1',
      meta: { TransactionResult: 'tesSUCCESS' },
    });
    await expect(page.getByRole('region', { name: 'Register to vote' })).toBeVisible();

    // Registered: the kept vote is sent, and the page says so.
    await expect(toast(page, `Your vote for ${project} was sent`)).toContainText(
      `Upvote: score ${before + 1}`,
    );
    await expect(page.getByText(`Your upvote for ${project} is kept.`)).toHaveCount(0);
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveAccessibleDescription('Remove upvote');
    await expectScore(card, before + 1);

    await downvote.click();
    await expect(toast(page, 'Change to downvote')).toContainText(`score ${before - 1}`);
    await expect(downvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await expectScore(card, before - 1);

    // The vote is the server's: a reload shows it.
    await page.reload();
    await expect(page.getByText(/is registered to vote/)).toBeVisible();
    await expect(downvote).toHaveAttribute('aria-pressed', 'true');
    await expectScore(card, before - 1);

    // A second voter's vote adds up.
    const other = await registeredVoterThroughApi(request);
    const { id } = await nominationOnApi(request, project);
    const otherVote = await voteThroughApi(request, other, id, 'UP');
    expect(await otherVote.json()).toMatchObject({ message: 'upvote', score: before });
    await page.reload();
    // Voting waits for the wallet session and the voter's registration to be read again.
    await expect(page.getByText(/is registered to vote/)).toBeVisible();
    await expectScore(card, before);
    await expect(downvote).toHaveAttribute('aria-pressed', 'true');

    // Pressing the pressed vote takes it back.
    await downvote.click();
    await expect(toast(page, 'Remove vote')).toContainText(`score ${before + 1}`);
    await expect(downvote).toHaveAttribute('aria-pressed', 'false');
    await expectScore(card, before + 1);
    await page.reload();
    await expectScore(card, before + 1);
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await expect(downvote).toHaveAttribute('aria-pressed', 'false');
    expect(
      (
        await nominationOnApi(request, project, {
          Authorization: `Bearer ${(await storedWallet(page)).token}`,
        })
      ).myVote,
    ).toBeNull();
  });
}

test('/ shows what Glow is, the periods with voting as the current one, and calls to vote', async ({
  page,
}) => {
  await page.goto('/');
  await expectHeading(page, 'Welcome to Glow');
  const periods = page.getByRole('list', { name: 'The periods of a cohort' });
  await expect(periods.getByRole('listitem')).toHaveCount(4);
  await expect(periods.locator('[aria-current=step]')).toHaveCount(1);
  await expect(periods.locator('[aria-current=step]')).toContainText('Voting');
  await expect(page.getByText('Wave 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Running since /)).toBeVisible();

  await page.getByRole('link', { name: 'Vote now' }).click();
  await expectHeading(page, 'Vote for Glow');
  await expect(page.getByRole('article')).toHaveCount(6);
});

test('/projects lists the projects and searches them, with the search in the URL', async ({
  page,
}) => {
  await page.goto('/projects');
  await expectHeading(page, 'Projects');
  await expect(page.getByRole('article', { name: 'xrpl.js' })).toBeVisible();
  const before = await page.getByRole('article').count();
  expect(before).toBeGreaterThanOrEqual(6);

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('clio');
  await page.getByRole('searchbox', { name: 'Search projects' }).press('Enter');

  await expect(page).toHaveURL('/projects?search=clio');
  await expect(page.getByRole('article')).toHaveCount(1);
  const clio = page.getByRole('article', { name: 'Clio' });
  await expect(clio.getByRole('link', { name: /on GitHub/ })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\//,
  );

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('clio');
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('no such project');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No project matches “no such project”.')).toBeVisible();
});

test('/vote searches and sorts the nominations, in the URL', async ({ page }) => {
  await page.goto('/vote?sort=newest');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await page.getByRole('searchbox', { name: 'Search nominations' }).fill('rippled');
  await page.getByRole('searchbox', { name: 'Search nominations' }).press('Enter');
  await expect(page).toHaveURL('/vote?sort=newest&search=rippled');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'rippled' })).toBeVisible();
});
