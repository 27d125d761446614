import { expect, test, type Page } from '@playwright/test';
import type { CohortDefaults, CohortDetail } from '@glow/contract';
import {
  acceptDocument,
  acceptDocumentsThroughApi,
  answerEligibility,
  contributorFound,
  contributorThroughApi,
  isKycVerificationPage,
  kycSection,
  myApplicationIn,
  type NominatedContributor,
} from '../tests/contributorSupport';
import {
  adminHeaders,
  answerOf,
  bearer,
  expectHeading,
  openSignedIn,
  sessionThroughApi,
  signInAs,
  type Headers,
  type StoredSession,
} from '../tests/support';
import { chooseWallet, installExtensionWallet, toast } from '../tests/walletSupport';
import { shoot, VIEWPORTS } from './shoot';

// The contributor's pages and the admin's review, for people to look at; saved in /screenshots
// (git-ignored). After the judge's screenshots (the contributor-screenshots project): in the cohort
// they left with its distribution approved, Aiko Tanaka takes every step of her application (an
// admin asks her for KYC, she verifies on the KYC stand-in's page), the admin looks at it and
// approves it; Tomás Vidal answers "No" to a question and is not eligible. Neither answered the
// eligibility questions before (the demo data's other nominees did, and their answers carry over).
// Each screen is taken at both sizes before the data changes.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a-contributor-password';

let cohort: CohortDetail;
let aiko: NominatedContributor & { session: StoredSession; headers: Headers };
let tomas: NominatedContributor & { session: StoredSession; headers: Headers };

const DESKTOP = VIEWPORTS[0]!;

/**
 * Takes `name` at both sizes, `open` bringing the page to the screen each time; the page is left
 * at the desktop size (on a phone, Connect Wallet offers Xaman only).
 */
async function shootBoth(page: Page, name: string, open: () => Promise<unknown>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open();
    await shoot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

/** Opens a contributor page and waits for its heading. */
async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expectHeading(page, heading);
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const { unclosedCohort } = await answerOf<CohortDefaults>(
    await request.get('/api/cohorts/defaults', { headers }),
    200,
  );
  expect(unclosedCohort, 'the cohort the judge screenshots left').toBeTruthy();
  cohort = await answerOf<CohortDetail>(
    await request.get(`/api/cohorts/${unclosedCohort!.id}`, { headers }),
    200,
  );
  const foundAiko = await contributorFound(request, 'atanaka');
  aiko = { ...foundAiko, ...(await contributorThroughApi(request, foundAiko.email, PASSWORD)) };
  const foundTomas = await contributorFound(request, 'tvidal');
  tomas = { ...foundTomas, ...(await contributorThroughApi(request, foundTomas.email, PASSWORD)) };
});

test('Aiko Tanaka: every step of her application, KYC on the stand-in included', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const wallet = await installExtensionWallet(page, 'gemwallet', 'ed25519');
  await openSignedIn(page, aiko.session);

  await shootBoth(page, 'contributor-dashboard-new', () =>
    openPage(page, '/contributor/applications', 'Applications'),
  );
  await shootBoth(page, 'contributor-step-locked', async () => {
    await page.goto('/contributor/details-submission');
    await expect(page.getByText('Locked: accept the terms of service first.')).toBeVisible();
  });

  await shootBoth(page, 'contributor-terms', () =>
    openPage(page, '/contributor/terms', 'Terms of service'),
  );
  await acceptDocument(page, 'terms of service');
  await expect(page).toHaveURL('/contributor/code-of-conduct');
  await shootBoth(page, 'contributor-terms-accepted', async () => {
    await openPage(page, '/contributor/terms', 'Terms of service');
    await expect(page.getByText(/^Accepted version/)).toBeVisible();
  });
  await shootBoth(page, 'contributor-code-of-conduct', () =>
    openPage(page, '/contributor/code-of-conduct', 'Code of conduct'),
  );
  await acceptDocument(page, 'code of conduct');
  await expect(page).toHaveURL('/contributor/eligibility');

  await shootBoth(page, 'contributor-eligibility', () =>
    openPage(page, '/contributor/eligibility', 'Eligibility'),
  );
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await openPage(page, '/contributor/eligibility', 'Eligibility');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    const firstError = page.getByText('Answer this question').first();
    await expect(firstError).toBeVisible();
    await shoot(page, 'contributor-eligibility-unanswered', firstError);
  }
  await page.setViewportSize(DESKTOP);
  await answerEligibility(page);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL('/contributor/wallet-registration');
  await shootBoth(page, 'contributor-eligibility-passed', async () => {
    await openPage(page, '/contributor/eligibility', 'Eligibility');
    await expect(page.getByRole('region', { name: 'You are eligible' })).toBeVisible();
  });

  await shootBoth(page, 'contributor-wallet-not-connected', async () => {
    await openPage(page, '/contributor/wallet-registration', 'Wallet registration');
    await expect(page.getByRole('region', { name: 'Connect your wallet' })).toBeVisible();
  });
  await chooseWallet(page, 'gemwallet');
  await expect(page.getByLabel('Connected address')).toHaveText(wallet.address);
  await shootBoth(page, 'contributor-wallet-connected', async () => {
    await openPage(page, '/contributor/wallet-registration', 'Wallet registration');
    await expect(page.getByRole('button', { name: 'Prove I own this wallet' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Prove I own this wallet' }).click();
  await expect(
    page.getByRole('region', { name: 'Your connected wallet' }).getByRole('status'),
  ).toContainText('Wallet registered for Glow funding');
  await shoot(page, 'contributor-wallet-proven');
  await shootBoth(page, 'contributor-wallet-registered', async () => {
    await openPage(page, '/contributor/wallet-registration', 'Wallet registration');
    await expect(page.getByText('This wallet is registered for Glow funding.')).toBeVisible();
  });

  await shootBoth(page, 'contributor-details', () =>
    openPage(page, '/contributor/details-submission', 'Application details'),
  );
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await openPage(page, '/contributor/details-submission', 'Application details');
    await page.getByLabel('Type your full name to sign').fill('Somebody Else');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const error = page.getByText('Answer this question').first();
    await expect(error).toBeVisible();
    await shoot(page, 'contributor-details-errors', error);
  }
  await page.setViewportSize(DESKTOP);
  for (const question of ['Previous XRPL grants?', 'Previous accelerator (e.g. XRPL Aquarium)?']) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
  }
  await page.getByLabel('Website').fill('https://sdk.example.org');
  await page
    .getByLabel('Additional information')
    .fill('The SDK is used by three wallet teams; I maintain its typings alone in my evenings.');
  await page
    .getByRole('checkbox', { name: 'This is my XRPL address; I am liable for it being right' })
    .check();
  await page.getByLabel('Type your full name to sign').fill(aiko.name);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Application submitted')).toBeVisible();
  await shootBoth(page, 'contributor-details-submitted', async () => {
    await openPage(page, '/contributor/details-submission', 'Application details');
    await expect(page.getByRole('region', { name: 'Application submitted' })).toBeVisible();
  });

  // The admin asks for KYC unless her final size requires it already.
  // Connecting the wallet renewed the page's session: the API is asked with one of its own.
  const application = await myApplicationIn(
    request,
    bearer(await sessionThroughApi(request, aiko.email, PASSWORD)),
    cohort.name,
  );
  if (application.kycStatus === null)
    await answerOf(
      await request.post(`/api/applications/${application.id}/kyc-request`, {
        headers: await adminHeaders(request),
        data: { reason: 'The SDK is a company product: we check who receives the grant.' },
      }),
      200,
    );
  await shootBoth(page, 'contributor-dashboard-kyc-required', async () => {
    await openPage(page, '/contributor/applications', 'Applications');
    await expect(kycSection(page)).toContainText(
      'Your grant needs a verification of your identity (KYC) before it can be paid.',
    );
  });
  await kycSection(page).getByRole('button', { name: 'Start verification' }).click();
  await expect(page).toHaveURL(isKycVerificationPage);
  const providerPage = page.url();
  await shootBoth(page, 'kyc-stand-in', () => page.goto(providerPage));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL('/contributor/applications');
  await expect(kycSection(page)).toContainText('Your identity is verified.', { timeout: 15_000 });
  await shootBoth(page, 'contributor-dashboard-submitted', () =>
    openPage(page, '/contributor/applications', 'Applications'),
  );
});

test('Tomás Vidal answers "No" to the recent-work question: not eligible, and why', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await acceptDocumentsThroughApi(request, tomas.headers);
  await openSignedIn(page, tomas.session);
  await openPage(page, '/contributor/eligibility', 'Eligibility');
  await answerEligibility(page, ['recentWork']);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  const notEligible = page.getByRole('region', { name: 'You are not eligible for this cohort' });
  await expect(notEligible.getByRole('alert')).toBeVisible();
  await shoot(page, 'contributor-not-eligible-answered');
  await shootBoth(page, 'contributor-not-eligible', async () => {
    await openPage(page, '/contributor/eligibility', 'Eligibility');
    await expect(notEligible).toContainText(
      'Glow rewards work done within the 6 months before its nomination.',
    );
  });
  await shootBoth(page, 'contributor-dashboard-not-eligible', async () => {
    await openPage(page, '/contributor/applications', 'Applications');
    await expect(notEligible).toBeVisible();
  });
});

test("the admin: the cohort's applications, Aiko Tanaka's to approve, the dialogs, Tomás Vidal's not eligible", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin', { shared: true });
  const applications = page.getByRole('region', { name: 'Applications' });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/cohorts/${cohort.id}`);
    await expect(applications.getByRole('link', { name: /^Applications \(/ })).toBeVisible();
    await shoot(page, 'admin-cohort-applications-link', applications);
  }
  await page.setViewportSize(DESKTOP);
  await shootBoth(page, 'admin-applications', async () => {
    await page.goto(`/admin/cohorts/${cohort.id}/applications`);
    await expectHeading(page, `Applications of ${cohort.name}`);
    await expect(page.getByRole('link', { name: aiko.name })).toBeVisible();
  });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/cohorts/${cohort.id}/applications?status=notEligible`);
    await expect(page.getByRole('link', { name: tomas.name })).toBeVisible();
    await expect(page.getByRole('link', { name: aiko.name })).toHaveCount(0);
    await shoot(page, 'admin-applications-not-eligible');
  }
  await page.setViewportSize(DESKTOP);

  const openAiko = async () => {
    await page.goto(`/admin/cohorts/${cohort.id}/applications`);
    await page.getByRole('link', { name: aiko.name }).click();
    await expectHeading(page, `Application of ${aiko.name}`);
  };
  await shootBoth(page, 'admin-application-submitted', openAiko);
  for (const [button, dialogName, file] of [
    ['Return', `Return ${aiko.name}'s application?`, 'admin-application-return'],
    ['Approve', `Approve ${aiko.name}'s application?`, 'admin-application-approve'],
  ] as const) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await openAiko();
      await page
        .getByRole('region', { name: 'Review' })
        .getByRole('button', { name: button })
        .click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await shoot(page, file, dialog);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await page.setViewportSize(DESKTOP);
  }
  await page
    .getByRole('region', { name: 'Review' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Application approved')).toBeVisible();
  await shootBoth(page, 'admin-application-approved', async () => {
    await openAiko();
    await expect(
      page.getByRole('region', { name: 'Review' }).getByText(/^Approved /),
    ).toBeVisible();
  });

  await shootBoth(page, 'admin-application-not-eligible', async () => {
    await page.goto(`/admin/cohorts/${cohort.id}/applications?status=notEligible`);
    await page.getByRole('link', { name: tomas.name }).click();
    await expectHeading(page, `Application of ${tomas.name}`);
  });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.reload();
    await page.getByRole('button', { name: 'Reopen' }).click();
    const dialog = page.getByRole('dialog', { name: `Reopen ${tomas.name}'s application?` });
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await shoot(page, 'admin-application-reopen-required', dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.setViewportSize(DESKTOP);
});
