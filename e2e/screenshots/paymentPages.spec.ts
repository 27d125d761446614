import { expect, test, type Page } from '@playwright/test';
import type { PaymentCohorts } from '@glow/contract';
import {
  batchProgress,
  grantRow,
  openPayments,
  paymentCohortNamed,
  connectProgrammeWallet,
  programmeWalletSection,
  type PaymentCohort,
} from '../tests/paymentsSupport';
import { cohortOpenForNominations } from '../tests/scoutSupport';
import { adminHeaders, answerOf, expectHeading, signInAs } from '../tests/support';
import { installExtensionWallet, programmeWallet } from '../tests/walletSupport';
import { shoot, VIEWPORTS } from './shoot';

// The payments, reporting and results pages, for people to look at; saved in
// /screenshots/18 (git-ignored). After the contributor's screenshots (the payments-screenshots
// project): Wave 1's distribution was approved when the scout's screenshots closed it, and its
// three approved applications (Ana Ribeiro, Chen Wei, Sofia Marin, from the demo data) are
// payable. The admin connects the programme's wallet with the GemWallet stand-in, which holds its
// answer back for a while, so the batch is taken while its payments wait for the wallet; then
// paid, one payment's page, the Pilot's reporting and the public results.
test.describe.configure({ mode: 'serial' });

const DESKTOP = VIEWPORTS[0]!;
const WAVE_1_PAYABLE = ['Ana Ribeiro', 'Chen Wei', 'Sofia Marin'];
/** Long enough to take the batch at both sizes while the wallet has not answered yet. */
const WALLET_DELAY_MS = 8_000;

let wave1: PaymentCohort;

/**
 * Takes `name` at both sizes, `open` bringing the page to the screen each time; the page is left
 * at the desktop size.
 */
async function shootBoth(page: Page, name: string, open: () => Promise<unknown>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open();
    await shoot(page, `18/${name}`);
  }
  await page.setViewportSize(DESKTOP);
}

test.beforeAll(async ({ request }) => {
  // Alone on fresh data (`--project payments-screenshots --no-deps`), Wave 1 is still voting:
  // closed the way the scout's screenshots close it, its distribution approved.
  const { cohorts } = await answerOf<PaymentCohorts>(
    await request.get('/api/payments/cohorts', { headers: await adminHeaders(request) }),
    200,
  );
  if (!cohorts.some((cohort) => cohort.name === 'Wave 1')) await cohortOpenForNominations(request);
  wave1 = await paymentCohortNamed(request, 'Wave 1');
});

test("Wave 1's payments: before, the confirmation, during and after a batch; a payment's page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin', { shared: true });
  await installExtensionWallet(page, 'gemwallet', 'ecdsa-secp256k1', {
    wallet: programmeWallet(),
    submitDelayMs: WALLET_DELAY_MS,
  });
  await shootBoth(page, 'payments-not-connected', () => openPayments(page, wave1));
  await connectProgrammeWallet(page, 'GemWallet');
  await expect(programmeWalletSection(page)).toContainText('Connected with GemWallet');
  const selectPayable = async () => {
    await openPayments(page, wave1);
    for (const name of WAVE_1_PAYABLE) await expect(grantRow(page, name)).toContainText('Payable');
    await page.getByRole('button', { name: 'Select the payable grants' }).click();
  };
  await shootBoth(page, 'payments-before', selectPayable);

  const dialog = page.getByRole('dialog', { name: 'Pay 3 grants' });
  const openConfirmation = async () => {
    await selectPayable();
    await page.getByRole('button', { name: 'Pay 3 grants (2,250 XRP)' }).click();
    await expect(dialog).toBeVisible();
  };
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await openConfirmation();
    await shoot(page, '18/payments-confirmation', dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.setViewportSize(DESKTOP);
  await openConfirmation();
  await dialog.getByRole('button', { name: 'Sign with GemWallet' }).click();
  const progress = page.getByRole('region', { name: /^Batch \d+ with GemWallet$/ });
  const waiting = page.getByText('0 of 3 payments done, 0 paid.');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(waiting).toBeVisible();
    await shoot(page, '18/payments-during', progress);
  }
  await page.setViewportSize(DESKTOP);
  await expect(page.getByText('Finished: 3 of 3 payments paid.')).toBeVisible({
    timeout: WALLET_DELAY_MS + 15_000,
  });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, '18/payments-after-batch', progress);
  }
  await page.setViewportSize(DESKTOP);
  const paymentLink = batchProgress(page)
    .getByRole('link', { name: /^Payment \d+$/ })
    .first();
  const paymentPath = (await paymentLink.getAttribute('href'))!;
  await shootBoth(page, 'payments-after', async () => {
    await openPayments(page, wave1);
    for (const name of WAVE_1_PAYABLE) await expect(grantRow(page, name)).toContainText('Paid');
  });
  await shootBoth(page, 'payment', async () => {
    await page.goto(paymentPath);
    await expectHeading(page, `Payment ${paymentPath.split('/').at(-1)}`);
    await expect(page.getByRole('table', { name: 'Ledger checks' })).toBeVisible();
  });
});

test("reporting: the Pilot's charts", async ({ page }) => {
  // Not the shared session: connecting the wallet above replaced it with the wallet's.
  await signInAs(page, 'admin');
  await shootBoth(page, 'reporting-pilot', async () => {
    await page.goto('/admin/reporting?cohort=1');
    await expect(page.getByRole('heading', { name: 'Pilot in figures' })).toBeVisible();
    // Each chart draws on its canvas once Chart.js has loaded.
    await expect(page.locator('canvas')).not.toHaveCount(0);
    await page.waitForLoadState('networkidle');
  });
});

test('the public results', async ({ page }) => {
  await shootBoth(page, 'results', async () => {
    await page.goto('/applications');
    await expectHeading(page, 'Results');
    await expect(page.getByRole('table', { name: 'Nominations of Wave 1' })).toBeVisible();
  });
});
