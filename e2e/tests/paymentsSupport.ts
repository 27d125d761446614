// Grant payments in the browser suites: the admin's payments page (its grants, the programme's
// wallet, a batch's progress), what the API and the ledger stand-in hold about the payments, and
// the email a paid contributor receives.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CohortPayments, PaymentCohorts } from '@glow/contract';
import { adminHeaders, answerOf, expectHeading, latestEmailTo, type InboxMessage } from './support';
import { ledgerSubmissionsFrom, type LedgerSubmission } from './walletSupport';

/** A cohort whose distribution is approved, as the payments page lists it. */
export type PaymentCohort = PaymentCohorts['cohorts'][number];

/** The cohort of that name among those with grants to pay. */
export async function paymentCohortNamed(
  request: APIRequestContext,
  name: string,
): Promise<PaymentCohort> {
  const { cohorts } = await answerOf<PaymentCohorts>(
    await request.get('/api/payments/cohorts', { headers: await adminHeaders(request) }),
    200,
  );
  const cohort = cohorts.find((candidate) => candidate.name === name);
  expect(cohort, `${name} among the cohorts with grants to pay`).toBeTruthy();
  return cohort!;
}

/** A cohort's grants and totals, as the admin's API answers them. */
export async function cohortPayments(
  request: APIRequestContext,
  cohortId: number,
): Promise<CohortPayments> {
  return answerOf<CohortPayments>(
    await request.get(`/api/cohorts/${cohortId}/payments`, {
      headers: await adminHeaders(request),
    }),
    200,
  );
}

/** The grant of the contributor of that name in a cohort's payments. */
export function grantOf(payments: CohortPayments, name: string) {
  const grant = payments.grants.find((candidate) => candidate.contributor.name === name);
  expect(grant, `${name}'s grant in ${payments.cohort.name}`).toBeTruthy();
  return grant!;
}

/** Opens the payments page of a cohort and waits for its grants. */
export async function openPayments(page: Page, cohort: { id: number; name: string }) {
  await page.goto(`/admin/payments?cohort=${cohort.id}`);
  await expectHeading(page, 'Payments');
  await expect(page.getByRole('heading', { name: `Grants of ${cohort.name}` })).toBeVisible();
}

/** The row of a contributor's grant in the payments page's table. */
export function grantRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Grants' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The progress table of the batch being paid (there is one at a time). */
export function batchProgress(page: Page) {
  return page.getByRole('table', { name: /^Payments of batch \d+$/ });
}

/** The row of a contributor's payment in the batch's progress table. */
export function progressRow(page: Page, name: string) {
  return batchProgress(page).getByRole('row').filter({ hasText: name });
}

/** The programme wallet's section of the payments page. */
export function programmeWalletSection(page: Page) {
  return page.getByRole('region', { name: 'Programme wallet' });
}

/** "Connect the programme's wallet", then the wallet in the header's Connect Wallet dialog. */
export async function connectProgrammeWallet(page: Page, wallet: 'GemWallet' | 'Xaman') {
  await programmeWalletSection(page)
    .getByRole('button', { name: "Connect the programme's wallet" })
    .click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: wallet })
    .click();
}

/** The email "Your Glow grant for … was paid" to a contributor, with its transaction. */
export async function paidEmailTo(address: string, cohortName: string): Promise<InboxMessage> {
  return latestEmailTo(address, `Your Glow grant for ${cohortName} was paid`);
}

/** The text of a transaction's first memo (MemoData, hex-encoded UTF-8). */
export function memoOf(submission: LedgerSubmission): string | null {
  const memos = submission.tx_json.Memos as { Memo: { MemoData?: string } }[] | undefined;
  const data = memos?.[0]?.Memo.MemoData;
  return data === undefined ? null : Buffer.from(data, 'hex').toString('utf8');
}

/** The ledger stand-in's record of a transaction the programme's wallet sent. */
export async function programmeTransaction(
  programmeAddress: string,
  hash: string,
): Promise<LedgerSubmission> {
  const submission = (await ledgerSubmissionsFrom(programmeAddress)).find(
    (candidate) => candidate.hash === hash,
  );
  expect(submission, `transaction ${hash} from the programme's wallet`).toBeTruthy();
  return submission!;
}
