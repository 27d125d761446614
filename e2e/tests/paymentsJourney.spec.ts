import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { CohortDefaults, CohortDetail, CohortPayments } from '@glow/contract';
import {
  applicationSection,
  contributorFound,
  contributorPage,
  type NominatedContributor,
} from './contributorSupport';
import {
  batchProgress,
  cohortPayments,
  grantOf,
  grantRow,
  memoOf,
  openPayments,
  paidEmailTo,
  paymentCohortNamed,
  programmeTransaction,
  connectProgrammeWallet,
  programmeWalletSection,
  progressRow,
  type PaymentCohort,
} from './paymentsSupport';
import { adminHeaders, answerOf, expectHeading, signInAs } from './support';
import {
  createdPayloadId,
  gemWalletRequests,
  closeLedgersPast,
  installExtensionWallet,
  ledgerSubmissionsFrom,
  programmeWallet,
  xamanUser,
} from './walletSupport';
import { XRPL_URL } from '../playwright.config';

// The grants of two cohorts paid from the programme's wallet, for good. Wave 1 (closed, its
// distribution approved, in the demo data's scouting chapter: api/src/seed/demoChapters.ts) has three approved applications with registered wallets (Ana
// Ribeiro, Chen Wei, Sofia Marin, from the demo data): the admin connects the programme's wallet
// with the GemWallet stand-in and pays the three in one bulk request, whose window is closed
// after two went out. GemWallet answers no result: Glow finds the two on the ledger and keeps the
// third locked until its LastLedgerSequence has passed, then the admin pays it. In the cohort the
// judges left in distribution, Ines Moreau's application was approved (the applying chapter): the
// admin pays her with Xaman, approving on the Xaman stand-in with the programme's seed. The
// ledger stand-in holds the transactions, the contributors are emailed, the payment's page shows
// the ledger's proof, Ines sees "Paid" on her dashboard and the public results list the grants.
// The payments-journey project, its tests in order.
test.describe.configure({ mode: 'serial' });

/** Wave 1's approved applications, by name and the GitHub username that finds them. */
const WAVE_1_APPROVED = {
  'Ana Ribeiro': 'anaribeiro',
  'Chen Wei': 'chenwei-dev',
  'Sofia Marin': 'smarin',
};
const WAVE_1_PAID = Object.keys(WAVE_1_APPROVED) as (keyof typeof WAVE_1_APPROVED)[];
const INES_PASSWORD = 'a-contributor-password';
/** The rows of a payment page's "Ledger checks". */
const LEDGER_CHECKS = [
  'Validated',
  'Memo',
  'From',
  'Result',
  'To',
  'Partial payment flag',
  'Delivered amount',
  'LastLedgerSequence',
  'Network',
];
const PROGRAMME = programmeWallet();

let wave1: PaymentCohort;
let journeyCohort: CohortDetail;
/** Ines Moreau, nominated in the journey's cohort. */
let ines: NominatedContributor;
/** The admin's page: one browser context, whose wallet connection the tests go on with. */
let adminPage: Page;
/** Ines's payment, once paid: its id and transaction hash. */
let inesPayment: { id: number; hash: string };
/** The Wave 1 grant whose payment GemWallet never sent: its contributor and LastLedgerSequence. */
let unsent: { name: keyof typeof WAVE_1_APPROVED; lastLedgerSequence: number };

/** A Wave 1 grant paid: on the ledger from the programme's wallet with its memo, and emailed. */
async function expectPaidOnLedger(
  request: APIRequestContext,
  payments: CohortPayments,
  name: keyof typeof WAVE_1_APPROVED,
) {
  const grant = grantOf(payments, name);
  expect(grant.state).toBe('paid');
  const { id, txHash: hash, explorerUrl } = grant.lastPayment!;
  expect(explorerUrl).toBe(`${XRPL_URL}/transactions/${hash}`);
  const onLedger = await programmeTransaction(PROGRAMME.address, hash!);
  expect(onLedger).toMatchObject({ validated: true, engine_result: 'tesSUCCESS' });
  expect(onLedger.tx_json).toMatchObject({
    TransactionType: 'Payment',
    Destination: grant.destination,
    Amount: '750000000',
  });
  expect(memoOf(onLedger)).toMatch(new RegExp(`/payments/${id}$`));
  const { email } = await contributorFound(request, WAVE_1_APPROVED[name]);
  const paid = await paidEmailTo(email, 'Wave 1');
  expect(paid.text).toContain(`Transaction: ${hash}`);
  expect(paid.text).toContain(explorerUrl!);
}

test.beforeAll(async ({ browser, request }) => {
  wave1 = await paymentCohortNamed(request, 'Wave 1');
  const { unclosedCohort } = await answerOf<CohortDefaults>(
    await request.get('/api/cohorts/defaults', { headers: await adminHeaders(request) }),
    200,
  );
  expect(unclosedCohort, 'the cohort the judges left in distribution').toBeTruthy();
  journeyCohort = await answerOf<CohortDetail>(
    await request.get(`/api/cohorts/${unclosedCohort!.id}`, {
      headers: await adminHeaders(request),
    }),
    200,
  );
  ines = await contributorFound(request, 'Moreau');
  const context = await browser.newContext();
  adminPage = await context.newPage();
  await signInAs(adminPage, 'admin', { shared: true });
});

test.afterAll(async () => {
  await adminPage.context().close();
});

test("Wave 1's grants: three payable, the others returned to the pool with the reason; Pay is refused until the programme's wallet is connected", async () => {
  const page = adminPage;
  // The admin closes GemWallet's window once two of the bulk's payments went out.
  await installExtensionWallet(page, 'gemwallet', 'ecdsa-secp256k1', {
    wallet: PROGRAMME,
    closeBulkAfter: 2,
  });
  await openPayments(page, wave1);
  for (const name of WAVE_1_PAID) await expect(grantRow(page, name)).toContainText('Payable');
  // Wave 1 is closed: applications its contributors did not finish are over.
  for (const name of ['Maya Okafor', 'Tomás Vidal']) {
    await expect(grantRow(page, name)).toContainText('Returned to pool');
    await expect(grantRow(page, name)).toContainText(
      'application not completed before the cohort closed',
    );
  }
  await expect(programmeWalletSection(page)).toContainText(PROGRAMME.address);
  await expect(programmeWalletSection(page)).toContainText(
    "Connect the programme's wallet to pay grants.",
  );
  await page.getByRole('button', { name: 'Select the payable grants' }).click();
  await expect(page.getByRole('button', { name: 'Pay 3 grants (2,250 XRP)' })).toBeDisabled();
});

test('the admin pays the three with GemWallet in one bulk request, closing its window after two went out: Glow finds those two on the ledger and keeps the third locked', async ({
  request,
}) => {
  const page = adminPage;
  await connectProgrammeWallet(page, 'GemWallet');
  await expect(programmeWalletSection(page)).toContainText(
    'Connected with GemWallet: the payments of a batch are signed all at once.',
  );

  for (const name of WAVE_1_PAID)
    await expect(page.getByRole('checkbox', { name: `Pay ${name}` })).toBeChecked();
  await page.getByRole('button', { name: 'Pay 3 grants (2,250 XRP)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay 3 grants' });
  const before = await cohortPayments(request, wave1.id);
  for (const name of WAVE_1_PAID) {
    const recipient = dialog.getByRole('row').filter({ hasText: name });
    await expect(recipient).toContainText(grantOf(before, name).destination!);
    await expect(recipient).toContainText('750 XRP');
  }
  await expect(dialog.getByRole('row', { name: /^Total/ })).toContainText('2,250 XRP');
  await expect(dialog).toContainText(PROGRAMME.address);
  await dialog.getByRole('button', { name: 'Sign with GemWallet' }).click();

  // GemWallet answered no result, as for a rejection: Glow asked the ledger about each.
  await expect(page.getByText('Finished: 2 of 3 payments paid.')).toBeVisible({
    timeout: 20_000,
  });
  const bulks = await gemWalletRequests(page, 'REQUEST_SUBMIT_BULK_TRANSACTIONS/V3');
  expect(bulks, 'one bulk request').toHaveLength(1);
  const { transactions } = bulks[0]!.payload as { transactions: Record<string, unknown> };
  expect(Object.keys(transactions)).toHaveLength(3);

  const after = await cohortPayments(request, wave1.id);
  const states = WAVE_1_PAID.map((name) => grantOf(after, name).state);
  expect(states.filter((state) => state === 'paid')).toHaveLength(2);
  const lockedName = WAVE_1_PAID.find((name) => grantOf(after, name).state === 'inFlight')!;
  const locked = grantOf(after, lockedName);
  unsent = { name: lockedName, lastLedgerSequence: locked.retryAfterLedger! };
  await expect(progressRow(page, lockedName)).toContainText(
    'In flight: the wallet reported: The wallet answered no result: the request was rejected, or its window was closed after some payments went out; payable again after ledger',
  );
  await expect(grantRow(page, lockedName)).toContainText('In flight');
  // Locked: not offered for another batch until the ledger settles it.
  await expect(page.getByRole('checkbox', { name: `Pay ${lockedName}` })).toHaveCount(0);
  expect(
    (await ledgerSubmissionsFrom(PROGRAMME.address)).filter((submission) =>
      memoOf(submission)?.endsWith(`/payments/${locked.lastPayment!.id}`),
    ),
  ).toEqual([]);

  // The two that went out read paid; each is on the ledger, from the programme's wallet with its
  // memo, and its contributor was emailed its hash.
  for (const name of WAVE_1_PAID.filter((candidate) => candidate !== lockedName)) {
    await expect(progressRow(page, name)).toContainText('Paid');
    await expect(grantRow(page, name)).toContainText('Paid');
    await expectPaidOnLedger(request, after, name);
  }
});

test("with Xaman, the admin pays Ines Moreau's grant in the journey's cohort; she is emailed", async ({
  request,
}) => {
  const page = adminPage;
  await openPayments(page, journeyCohort);
  await programmeWalletSection(page).getByRole('button', { name: 'Disconnect' }).click();
  const signIn = await createdPayloadId(page, () => connectProgrammeWallet(page, 'Xaman'));
  await xamanUser(signIn, 'approve', { seed: PROGRAMME.seed });
  await expect(programmeWalletSection(page)).toContainText(
    'Connected with Xaman: the payments of a batch are signed one at a time.',
  );

  const row = grantRow(page, ines.name);
  await expect(row).toContainText('Payable');
  await row.getByRole('checkbox', { name: `Pay ${ines.name}` }).check();
  await page.getByRole('button', { name: 'Pay 1 grant (750 XRP)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay 1 grant' });
  const payment = await createdPayloadId(page, () =>
    dialog.getByRole('button', { name: 'Sign with Xaman' }).click(),
  );
  await xamanUser(payment, 'approve', { seed: PROGRAMME.seed });
  await expect(page.getByText('Finished: 1 of 1 payment paid.')).toBeVisible({ timeout: 20_000 });
  await expect(progressRow(page, ines.name)).toContainText('Paid');
  await expect(row).toContainText('Paid');

  const grant = grantOf(await cohortPayments(request, journeyCohort.id), ines.name);
  expect(grant.state).toBe('paid');
  const paymentLink = batchProgress(page).getByRole('link', { name: /^Payment \d+$/ });
  const id = Number((await paymentLink.textContent())!.replace('Payment ', ''));
  expect(id).toBe(grant.lastPayment!.id);
  const hash = grant.lastPayment!.txHash!;
  const onLedger = await programmeTransaction(PROGRAMME.address, hash);
  expect(onLedger).toMatchObject({ validated: true, engine_result: 'tesSUCCESS' });
  expect(onLedger.tx_json).toMatchObject({ Destination: grant.destination, Amount: '750000000' });
  expect(memoOf(onLedger)).toMatch(new RegExp(`/payments/${id}$`));
  expect((await paidEmailTo(ines.email, journeyCohort.name)).text).toContain(
    `Transaction: ${hash}`,
  );
  inesPayment = { id, hash };
});

test("Ines's payment page: paid, every ledger check passed, the explorer's link", async () => {
  const page = adminPage;
  await page.goto(`/admin/payments/${inesPayment.id}`);
  await expectHeading(page, `Payment ${inesPayment.id}`);
  await expect(page.getByRole('region', { name: 'Grant' })).toContainText(ines.name);
  await expect(page.getByRole('region', { name: 'Grant' })).toContainText('Paid');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(PROGRAMME.address);
  await expect(payment).toContainText(`/payments/${inesPayment.id}`);
  const transaction = page.getByRole('region', { name: 'Transaction on the ledger' });
  await expect(transaction).toContainText(inesPayment.hash);
  await expect(transaction.getByRole('link', { name: 'View on the explorer' })).toHaveAttribute(
    'href',
    `${XRPL_URL}/transactions/${inesPayment.hash}`,
  );
  // The facts Glow checked on the ledger, each passed.
  const checks = transaction.getByRole('table', { name: 'Ledger checks' });
  for (const check of LEDGER_CHECKS)
    await expect(
      checks.getByRole('row').filter({ has: page.getByRole('cell', { name: check, exact: true }) }),
    ).toContainText('Passed');
  await expect(checks.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Paid');
});

test('the grant GemWallet never sent is payable again once its LastLedgerSequence passed without it; the admin pays it with Xaman', async ({
  request,
}) => {
  // The payment's window is 100 ledgers: the ledger stand-in closes them now rather than a
  // second each.
  test.setTimeout(60_000);
  const page = adminPage;
  await closeLedgersPast(unsent.lastLedgerSequence);
  await openPayments(page, wave1);
  await page.getByRole('button', { name: 'Check the ledger' }).click();
  const row = grantRow(page, unsent.name);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Never reached the ledger before ledger');

  await row.getByRole('checkbox', { name: `Pay ${unsent.name}` }).check();
  await page.getByRole('button', { name: 'Pay 1 grant (750 XRP)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay 1 grant' });
  const payment = await createdPayloadId(page, () =>
    dialog.getByRole('button', { name: 'Sign with Xaman' }).click(),
  );
  await xamanUser(payment, 'approve', { seed: PROGRAMME.seed });
  await expect(page.getByText('Finished: 1 of 1 payment paid.')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Paid');
  await expectPaidOnLedger(request, await cohortPayments(request, wave1.id), unsent.name);
});

test('Ines sees her grant paid with its transaction; the public results list the paid grants', async ({
  browser,
  page,
}) => {
  const inesPage = await contributorPage(browser, ines.email, INES_PASSWORD);
  try {
    await inesPage.goto('/contributor/applications');
    const application = applicationSection(inesPage, journeyCohort.name);
    await expect(application).toContainText('Paid');
    await expect(application.getByRole('link', { name: inesPayment.hash })).toHaveAttribute(
      'href',
      `${XRPL_URL}/transactions/${inesPayment.hash}`,
    );
  } finally {
    await inesPage.context().close();
  }

  await page.goto('/applications');
  await expectHeading(page, 'Results');
  const wave1Results = page.getByRole('table', { name: 'Nominations of Wave 1' });
  for (const name of WAVE_1_PAID)
    await expect(wave1Results.getByRole('row').filter({ hasText: name })).toContainText(
      /Paid.*View transaction/,
    );
  const journeyResults = page.getByRole('table', { name: `Nominations of ${journeyCohort.name}` });
  await expect(
    journeyResults
      .getByRole('row')
      .filter({ hasText: ines.name })
      .getByRole('link', { name: /^View transaction/ }),
  ).toHaveAttribute('href', `${XRPL_URL}/transactions/${inesPayment.hash}`);
});
