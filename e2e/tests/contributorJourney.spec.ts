import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { CohortDefaults, CohortDetail } from '@glow/contract';
import {
  acceptDocument,
  answerEligibility,
  applicationSection,
  contributorFound,
  contributorPage,
  currentStep,
  isKycVerificationPage,
  kycSection,
  loseNextKycWebhooks,
  setPasswordFromInvitation,
  stepper,
  type NominatedContributor,
} from './contributorSupport';
import {
  adminHeaders,
  answerOf,
  expectHeading,
  latestEmailTo,
  signInAs,
  signInOnLoginPage,
} from './support';
import { chooseWallet, installExtensionWallet, toast } from './walletSupport';

// The contributors' journey, for good: the cohort the judges moved to distribution (Ines Moreau
// and Tomás Vidal, both Medium; the cohort's KYC sizes are the defaults, Large only), as the demo
// data's judging chapter leaves it (api/src/seed/demoChapters.ts). Ines signs in with the password
// she set when she was nominated, accepts the terms and the code of conduct, answers the
// eligibility questions, registers a GemWallet wallet and submits her details; the admin asks her
// for KYC, she completes it on the KYC stand-in's page and her dashboard shows it approved without
// a reload; the admin approves her application and she is emailed. Tomás sets a password from his
// invitation, answers "No" to the recent-work question and sees why he is not eligible; the admin
// sees it too. The contributor-journey project, its tests in order.
test.describe.configure({ mode: 'serial' });

const INES_PASSWORD = 'a-contributor-password';
const TOMAS_PASSWORD = 'another-contributor-password';
const KYC_REASON = 'The explorer is a company product: we check who receives the grant.';

let cohort: CohortDetail;
let ines: NominatedContributor;
let tomas: NominatedContributor;
let inesPage: Page;
let inesAddress: string;

test.beforeAll(async ({ request, browser }) => {
  const headers = await adminHeaders(request);
  const { unclosedCohort } = await answerOf<CohortDefaults>(
    await request.get('/api/cohorts/defaults', { headers }),
    200,
  );
  expect(unclosedCohort, 'the cohort the judges moved to distribution').toBeTruthy();
  cohort = await answerOf<CohortDetail>(
    await request.get(`/api/cohorts/${unclosedCohort!.id}`, { headers }),
    200,
  );
  expect(cohort.period).toBe('distribution');
  expect(cohort.kycSizes).toEqual(['large']);
  ines = await contributorFound(request, 'Moreau');
  tomas = await contributorFound(request, 'tvidal');
  inesPage = await contributorPage(browser, ines.email, INES_PASSWORD);
});

test.afterAll(async () => {
  await inesPage.context().close();
});

/** The admin's page of a contributor's application, opened from the cohort's applications. */
async function openApplicationAsAdmin(page: Page, name: string) {
  await signInAs(page, 'admin', { shared: true });
  await page.goto(`/admin/cohorts/${cohort.id}`);
  await expectHeading(page, `Cohort ${cohort.name}`);
  await page.getByRole('link', { name: /^Applications \(\d+ submitted\)$/ }).click();
  await expectHeading(page, `Applications of ${cohort.name}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expectHeading(page, `Application of ${name}`);
}

test('Ines Moreau signs in and her dashboard shows her nomination, with the terms of service as the next step', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnLoginPage(page, ines.email, INES_PASSWORD);
  await expect(page).toHaveURL('/contributor');
  await expectHeading(page, 'Contributor');
  const nomination = page.getByRole('article').filter({ hasText: 'Ledger Lens' });
  await expect(nomination.getByRole('heading')).toContainText('xrpl.js');
  await expect(nomination).toContainText(cohort.name);
  await expect(nomination).toContainText('Nominated by 2 scouts');
  await expect(applicationSection(page, cohort.name)).toContainText('In progress');
  await expect(currentStep(page)).toHaveText('Terms of serviceNext');
  await expect(stepper(page).getByRole('listitem')).toHaveText([
    'AccountDone',
    'Terms of serviceNext',
    'Code of conductLocked',
    'EligibilityLocked',
    'WalletLocked',
    'Application detailsLocked',
    'Review by the adminsLocked',
    'Identity verification (KYC)Not needed',
  ]);
});

test('she accepts the terms of service and the code of conduct, each naming its version', async () => {
  const page = inesPage;
  await page.goto('/contributor/applications');
  await page.getByRole('link', { name: 'Accept the terms of service' }).click();
  await expect(page).toHaveURL('/contributor/terms');
  await expectHeading(page, 'Terms of service');
  await expect(page.getByText(/^Version \d{4}-/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
  await acceptDocument(page, 'terms of service');
  await expect(toast(page, 'Terms accepted')).toBeVisible();

  await expect(page).toHaveURL('/contributor/code-of-conduct');
  await expectHeading(page, 'Code of conduct');
  await acceptDocument(page, 'code of conduct');
  await expect(toast(page, 'Code of conduct accepted')).toBeVisible();
  await expect(page).toHaveURL('/contributor/eligibility');
});

test('she answers the seven eligibility questions "Yes" and goes on to the wallet', async () => {
  const page = inesPage;
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await answerEligibility(page);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(toast(page, 'Eligibility confirmed')).toBeVisible();
  await expect(page).toHaveURL('/contributor/wallet-registration');
});

test('she connects GemWallet in the header, proves she owns it and sees the address in full', async () => {
  const page = inesPage;
  const wallet = await installExtensionWallet(page, 'gemwallet', 'ed25519');
  inesAddress = wallet.address;
  await page.goto('/contributor/wallet-registration');
  await expect(page.getByRole('region', { name: 'Connect your wallet' })).toBeVisible();
  await chooseWallet(page, 'gemwallet');
  await expect(page.getByLabel('Connected address')).toHaveText(wallet.address);
  await page.getByRole('button', { name: 'Prove I own this wallet' }).click();
  // The API's word and the address registered stay on the page (besides the toast).
  const registeredNow = page
    .getByRole('region', { name: 'Your connected wallet' })
    .getByRole('status');
  await expect(registeredNow).toContainText('Wallet registered for Glow funding');
  await expect(registeredNow).toContainText(wallet.address);
  await expect(page.getByRole('region', { name: 'Registered wallet' })).toContainText(
    wallet.address,
  );
  await page.getByRole('link', { name: 'Continue to your application details' }).click();
  await expect(page).toHaveURL('/contributor/details-submission');
});

test('she submits her details, confirming the address and signing with her name', async () => {
  const page = inesPage;
  await expect(page.getByLabel('Registered address')).toHaveText(inesAddress);
  for (const question of ['Previous XRPL grants?', 'Previous accelerator (e.g. XRPL Aquarium)?']) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
  }
  await page.getByLabel('Website').fill('https://ledger-lens.example.org');
  await page
    .getByRole('checkbox', { name: 'This is my XRPL address; I am liable for it being right' })
    .check();
  await page.getByLabel('Type your full name to sign').fill(ines.name);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Application submitted')).toBeVisible();
  await expect(page.getByText(/^Your application is with the admins for review/)).toBeVisible();
});

test('the admin sees the submitted application and asks Ines for KYC, with a reason', async ({
  page,
}) => {
  await openApplicationAsAdmin(page, ines.name);
  await expect(
    page.getByRole('region', { name: 'Review' }).getByText(/^Submitted .*: approve it/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Request KYC' }).click();
  const dialog = page.getByRole('dialog', { name: `Ask ${ines.name} to verify their identity?` });
  await dialog.getByLabel('Reason').fill(KYC_REASON);
  await dialog.getByRole('button', { name: 'Request KYC' }).click();
  await expect(toast(page, 'KYC requested')).toBeVisible();

  const email = await latestEmailTo(ines.email, 'Verify your identity for your Glow grant');
  expect(email.text).toContain(KYC_REASON);
});

test('Ines starts the verification, approves on the KYC stand-in, and her dashboard shows it approved without a reload', async () => {
  const page = inesPage;
  await page.goto('/contributor/applications');
  await expect(kycSection(page)).toContainText(
    'Your grant needs a verification of your identity (KYC) before it can be paid.',
  );
  await kycSection(page).getByRole('button', { name: 'Start verification' }).click();
  await expect(page).toHaveURL(isKycVerificationPage);
  // The decision's webhook is lost twice and retried: it reaches Glow about 3 s after Approve.
  await loseNextKycWebhooks(2);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL('/contributor/applications');
  await expect(kycSection(page)).toContainText(
    'Your verification is with the provider. This page updates by itself when they decide.',
  );
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { glowE2eSameDocument: true }));
  // The page asks every 5 s while the verification is pending.
  await expect(kycSection(page)).toContainText('Your identity is verified.', { timeout: 15_000 });
  expect(await page.evaluate(() => 'glowE2eSameDocument' in window)).toBe(true);
});

test('the admin approves the application; Ines sees it approved and is emailed', async ({
  page,
}) => {
  await openApplicationAsAdmin(page, ines.name);
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${ines.name}'s application?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'application approved')).toBeVisible();

  const email = await latestEmailTo(
    ines.email,
    `Your Glow application for ${cohort.name} is approved`,
  );
  // Emails name the wallet by its last characters only.
  expect(email.text).not.toContain(inesAddress);
  await inesPage.goto('/contributor/applications');
  await expect(applicationSection(inesPage, cohort.name)).toContainText(
    "Your application is approved. Payment follows the cohort's distribution.",
  );
  await expect(stepper(inesPage).getByRole('listitem')).toHaveText([
    'AccountDone',
    'Terms of serviceDone',
    'Code of conductDone',
    'EligibilityDone',
    'WalletDone',
    'Application detailsDone',
    'Review by the adminsDone',
    'Identity verification (KYC)Done',
  ]);
});

test('Tomás Vidal sets a password from his invitation, answers "No" to the recent-work question and sees why he is not eligible', async ({
  page,
}) => {
  await setPasswordFromInvitation(page, tomas.email, TOMAS_PASSWORD);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInOnLoginPage(page, tomas.email, TOMAS_PASSWORD);
  await expect(page).toHaveURL('/contributor');
  await page.goto('/contributor/terms');
  await acceptDocument(page, 'terms of service');
  await expect(page).toHaveURL('/contributor/code-of-conduct');
  await acceptDocument(page, 'code of conduct');
  await expect(page).toHaveURL('/contributor/eligibility');

  await answerEligibility(page, ['recentWork']);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  const notEligible = page.getByRole('region', { name: 'You are not eligible for this cohort' });
  await expect(notEligible.getByRole('alert')).toHaveText(
    'Contributor not eligible: Glow rewards work done within the 6 months before its nomination.',
  );
  await expect(notEligible.getByRole('list', { name: 'Why' })).toHaveText(
    'Glow rewards work done within the 6 months before its nomination. You answered No to “The nominated work was done within the 6 months before it was nominated.”',
  );

  await page.goto('/contributor/applications');
  await expect(applicationSection(page, cohort.name)).toContainText('Not eligible');
  await expect(
    page.getByRole('region', { name: 'You are not eligible for this cohort' }),
  ).toContainText('Glow rewards work done within the 6 months before its nomination.');
});

test("the admin's page of Tomás's application shows the failing answer and why", async ({
  page,
}) => {
  await openApplicationAsAdmin(page, tomas.name);
  const eligibility = page.getByRole('region', { name: 'Eligibility' });
  const failing = eligibility.getByRole('listitem').filter({
    hasText: 'The nominated work was done within the 6 months before it was nominated.',
  });
  await expect(failing).toContainText('No');
  await expect(failing).toContainText(
    'Glow rewards work done within the 6 months before its nomination.',
  );
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
});
