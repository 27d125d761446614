import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Cohort, CohortClosing } from '@glow/contract';
import { INBOX_URL } from '../playwright.config';
import { currentPeriod, moveFromCohortPage } from './cohortSupport';
import { approveDistributionThroughApi } from './judgeSupport';
import {
  adminHeaders,
  answerOf,
  demoEmail,
  expectHeading,
  latestEmailTo,
  linkIn,
  signInAs,
  type InboxMessage,
} from './support';
import {
  activeCohort,
  expectScore,
  nominationCard,
  nominationOnApi,
  openWithWallet,
  registeredVoterThroughApi,
  scoreIn,
  voteThroughApi,
} from './votingSupport';
import { toast } from './walletSupport';

// The demo programme's cycle, run for good from the admin's pages: Wave 1 leaves voting, goes
// through assessment and distribution and closes with grants at stake (the confirmation lists
// them, each contributor is emailed); the admin starts Wave 2 and opens its voting. Periods only
// move forward: the programme-cycle project has the demo data to itself, its tests in order.
test.describe.configure({ mode: 'serial' });

/** The emails the SMTP stand-in received with this subject. */
async function emailsWithSubject(subject: string): Promise<InboxMessage[]> {
  const response = await fetch(`${INBOX_URL}/messages`);
  const messages = (await response.json()) as InboxMessage[];
  return messages.filter((message) => message.subject === subject);
}

/**
 * Closes the cohort whose page is open through its confirmation, which lists (as the server reads
 * it) every grant going back to the pool, and names the applications' due date before closing
 * ahead of it. Answers the grants listed.
 */
async function closeFromCohortPage(
  page: Page,
  request: APIRequestContext,
  cohort: Pick<Cohort, 'id' | 'name'>,
) {
  const closing = await answerOf<CohortClosing>(
    await request.get(`/api/cohorts/${cohort.id}/closing`, {
      headers: await adminHeaders(request),
    }),
    200,
  );
  await page.getByRole('button', { name: 'Close the cohort', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${cohort.name}?` });
  const returning = dialog.getByRole('list', { name: 'Going back to the pool' });
  await expect(returning.getByRole('listitem')).toHaveText(
    closing.returningToPool.map(
      (grant) =>
        `${grant.contributor.name}, Medium, 750 XRP. Waiting for ${grant.waitingFor.join('; ')}.`,
    ),
  );
  await expect(dialog).toContainText(
    `${closing.returningToPool.length} grants go back to the pool (${(750 * closing.returningToPool.length).toLocaleString('en-US')} XRP)`,
  );
  // Wave 1's applications are due later: closing first names that date.
  const close = dialog.getByRole('button', { name: 'Close the cohort', exact: true });
  await expect(close).toBeDisabled();
  await dialog.getByLabel(/^Close before /).check();
  await close.click();
  await expect(dialog).toHaveCount(0);
  // What the close did, as the server answered it.
  const outcome = page.getByRole('region', { name: 'Periods' }).getByRole('status');
  await expect(outcome).toContainText(
    `${cohort.name} is closed. ${closing.returningToPool.length} grants went back to the pool; each contributor was emailed.`,
  );
  await expect(
    outcome.getByRole('list', { name: 'Went back to the pool' }).getByRole('listitem'),
  ).toHaveCount(closing.returningToPool.length);
  return closing.returningToPool;
}

test('the admin starts the assessment: a vote is then refused with the reason, /vote and / show voting closed, the judges are asked to assess', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const voter = await registeredVoterThroughApi(request);
  const cohort = await activeCohort(request);
  expect(cohort).toMatchObject({ name: 'Wave 1', period: 'voting' });
  await openWithWallet(page, voter);
  await page.goto('/vote');
  await expect(page.getByText(/is registered to vote/)).toBeVisible();
  const card = nominationCard(page, 'Clio');
  const upvote = card.getByRole('button', { name: 'Upvote Clio' });
  const before = await scoreIn(card);

  // The admin, in another browser, closes voting while the voter's page still shows it open.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin', { shared: true });
    await admin.goto(`/admin/cohorts/${cohort.id}`);
    await expectHeading(admin, 'Cohort Wave 1');
    await expect(currentPeriod(admin, 'Wave 1')).toContainText('Voting');
    await moveFromCohortPage(admin, {
      button: 'Start assessment',
      question: 'Start the assessment of Wave 1?',
      effect: 'Voting closes; the judges are emailed to assess the nominations.',
      toastTitle: 'Wave 1 is in its assessment period',
    });
    await expect(currentPeriod(admin, 'Wave 1')).toContainText('Assessment');
  } finally {
    await adminContext.close();
  }

  // The page still shows voting open: the server refuses and says why.
  await upvote.click();
  await expect(toast(page, 'Vote not counted')).toContainText(
    'Voting is closed: Wave 1 is in its assessment period',
  );
  const closed = page.getByText('Voting is closed: Wave 1 is in its assessment period.');
  await expect(closed).toBeVisible();
  await expect(page.getByText('Assessment period', { exact: true })).toBeVisible();
  await expectScore(card, before);
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(upvote).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Register to vote' })).toHaveCount(0);

  await page.reload();
  await expect(closed).toBeVisible();
  await expect(upvote).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Downvote Clio' })).toBeDisabled();

  const { id } = await nominationOnApi(request, 'Clio');
  const refused = await voteThroughApi(request, voter, id, 'UP');
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    message: 'Voting is closed: Wave 1 is in its assessment period',
  });

  await page.goto('/');
  const periods = page.getByRole('list', { name: 'The periods of a cohort' });
  await expect(periods.locator('[aria-current=step]')).toContainText('Assessment');
  await expect(page.getByRole('link', { name: 'See the nominations' })).toBeVisible();

  // The move emailed the judges, through the outbox.
  const assessmentRequest = await latestEmailTo(
    demoEmail('judge'),
    'Assessment requests: 6 nominations of Wave 1',
  );
  expect(new URL(linkIn(assessmentRequest)).pathname).toBe('/judge/evaluations');
});

test('the admin waits for the judges’ approval, closes Wave 1 from its page with grants at stake, starts Wave 2, sees it on the dashboard and opens its voting', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const wave1 = await activeCohort(request);
  expect(wave1).toMatchObject({ name: 'Wave 1', period: 'assessment' });
  await signInAs(page, 'admin', { shared: true });

  // The move to distribution waits for the judges' approval of Wave 1's distribution; they
  // assess and approve through the API here (judge-journey does it in the judges' pages).
  await page.goto(`/admin/cohorts/${wave1.id}`);
  await expectHeading(page, 'Cohort Wave 1');
  const startDistribution = page.getByRole('button', { name: 'Start distribution', exact: true });
  await expect(startDistribution).toBeDisabled();
  await expect(startDistribution).toHaveAccessibleDescription(
    /^the judges have approved Wave 1's distribution 0 of \d+ times$/,
  );
  await approveDistributionThroughApi(request, wave1.id);
  await page.reload();
  await expect(startDistribution).toBeEnabled();
  await moveFromCohortPage(page, {
    button: 'Start distribution',
    question: 'Start the distribution of Wave 1?',
    effect: 'Judges can no longer change their assessments; approved grants can be paid.',
    toastTitle: 'Wave 1 is in its distribution period',
  });
  // Maya Okafor (the demo contributor) has not registered her wallet: her grant is at stake.
  const returned = await closeFromCohortPage(page, request, wave1);
  expect(returned.map((grant) => grant.contributor.name)).toContain('Maya Okafor');
  await expect(currentPeriod(page, 'Wave 1')).toContainText('Closed');
  // Each contributor whose grant went back is emailed, through the outbox.
  const maya = await latestEmailTo(
    demoEmail('contributor'),
    'Your Glow grant for Wave 1 went back to the pool',
  );
  expect(maya.text).toContain('your grant of 750 XRP cannot be paid');
  expect(maya.text).toContain('- the contributor to register a wallet');
  await expect
    .poll(async () =>
      (await emailsWithSubject('Your Glow grant for Wave 1 went back to the pool'))
        .map((message) => /^Hello (.+),/.exec(message.text)?.[1])
        .sort(),
    )
    .toEqual(returned.map((grant) => grant.contributor.name.split(' ')[0]).sort());
  await expect(page.getByRole('button', { name: 'Close the cohort' })).toHaveCount(0);

  // The start form is filled from the last cohort: Wave 1's amounts and KYC sizes.
  await page.goto('/admin/cohorts/start');
  await expectHeading(page, 'Start a cohort');
  await expect(page.getByLabel('Name')).toHaveValue('Wave 2');
  const amounts = page.getByRole('group', { name: 'Grant amount per size (XRP)' });
  await expect(amounts.getByLabel('Small')).toHaveValue('50');
  await expect(amounts.getByLabel('Medium')).toHaveValue('750');
  await expect(amounts.getByLabel('Large')).toHaveValue('3000');
  const kyc = page.getByRole('group', { name: 'KYC required for' });
  await expect(kyc.getByRole('checkbox', { name: 'Large' })).toBeChecked();
  await expect(kyc.getByRole('checkbox', { name: 'Small' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Start the cohort' }).click();
  await expect(toast(page, 'Cohort started')).toContainText('Wave 2 is in its nomination period.');
  await expectHeading(page, 'Cohort Wave 2');
  await expect(currentPeriod(page, 'Wave 2')).toContainText('Nomination');
  const wave2Path = new URL(page.url()).pathname;

  // Another start while Wave 2 runs: warned before, refused by the server on submit.
  await page.goto('/admin/cohorts/start');
  await expect(page.getByText('Wave 2 is in its nomination period.')).toBeVisible();
  await page.getByLabel('Name').fill('Wave 3');
  await page.getByRole('button', { name: 'Start the cohort' }).click();
  await expect(
    page.getByText('Wave 2 is active: close it before starting another cohort'),
  ).toBeVisible();

  await page.goto('/admin');
  await expectHeading(page, 'Dashboard');
  const active = page.getByRole('region', { name: 'Active cohort' });
  await expect(active.getByRole('link', { name: 'Wave 2' })).toBeVisible();
  await expect(active).toContainText('Nomination');
  await expect(
    page.getByRole('link', { name: 'No nominations yet: scouts nominate until you open voting' }),
  ).toBeVisible();

  await active.getByRole('link', { name: 'Wave 2' }).click();
  await expect(page).toHaveURL(wave2Path);
  await expectHeading(page, 'Cohort Wave 2');
  await moveFromCohortPage(page, {
    button: 'Open voting',
    question: 'Open voting for Wave 2?',
    effect: 'Scouts can no longer nominate; voting opens.',
    toastTitle: 'Wave 2 is in its voting period',
  });
  await expect(currentPeriod(page, 'Wave 2')).toContainText('Voting');

  await page.goto('/vote');
  await expectHeading(page, 'Vote for Glow');
  await expect(page.getByRole('heading', { level: 2, name: 'Wave 2' })).toBeVisible();
  await expect(page.getByText('Voting period', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Voting runs for 14 days, until about /)).toBeVisible();

  await page.goto('/');
  const periods = page.getByRole('list', { name: 'The periods of a cohort' });
  await expect(periods.locator('[aria-current=step]')).toContainText('Voting');
  await expect(page.getByText('Wave 2', { exact: true })).toBeVisible();
});
