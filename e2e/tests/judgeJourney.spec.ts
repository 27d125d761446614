import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { CohortDefaults, CohortDetail, Evaluation, UserOutcome } from '@glow/contract';
import { moveFromCohortPage } from './cohortSupport';
import {
  approveThroughApi,
  assessThroughApi,
  demoJudgesThroughApi,
  distributionOnApi,
  EVERY_CRITERION_MET,
  excuseThroughApi,
  fillAssessment,
  judgePage,
  judgesTodo,
  type ApiJudge,
} from './judgeSupport';
import { moveCohortThroughApi, runSuffix } from './scoutSupport';
import {
  adminHeaders,
  answerOf,
  expectHeading,
  latestEmailTo,
  linkIn,
  signInAs,
  type Headers,
} from './support';
import { toast } from './walletSupport';

// The judges' journey, for good: the cohort the scouts left in voting (Ines Moreau's nomination
// for Ledger Lens and xrpl.js, backed by 2 scouts; Tomás Vidal's for rippled), as the demo data's
// scouting chapter leaves it (api/src/seed/demoChapters.ts), moves to assessment. Ana Ruiz and Ben Ito assess in their pages (Ben declines Ines, with a reason),
// Chloé Martin through the API; Tomás is split until Dev Patel's fourth assessment decides it. The
// review shows the final sizes and the total; each judge approves (two in the pages); the admin
// excuses a judge who never came and moves the cohort to distribution. The judge-journey
// project, its tests in order, each judge keeping one signed-in page.
test.describe.configure({ mode: 'serial' });

const suffix = runSuffix();
const INES = 'Ines Moreau';
const TOMAS = 'Tomás Vidal';
const DECLINE_REASON = 'The explorer was paid work for a wallet company.';

let cohort: CohortDetail;
let ines: number;
let tomas: number;
let ana: ApiJudge;
let ben: ApiJudge;
let chloe: ApiJudge;
let dev: ApiJudge;
let absentJudge: string;
const pages = new Map<ApiJudge, Page>();

/** "750 XRP", as the pages write amounts. */
function xrp(amount: number) {
  return `${amount.toLocaleString('en-US')} XRP`;
}

/** The toast of a saved assessment of a contributor's nomination. */
function savedToast(page: Page, contributor: string) {
  return toast(page, 'Assessment saved').filter({ hasText: contributor });
}

/**
 * The assessment page of a nomination, once it shows that nomination: its address changes first,
 * and the page keeps the previous nomination until the new one has loaded.
 */
async function expectAssessmentOf(page: Page, nominationId: number, contributor: string) {
  await expect(page).toHaveURL(`/judge/assessment/${nominationId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Assessment of ${contributor}`) }),
  ).toBeVisible();
}

/** The row of a nomination in a table of the judge's pages, by its contributor. */
function rowOf(page: Page, contributor: string) {
  return page.getByRole('row').filter({ hasText: contributor });
}

/** The cohort not closed yet, as the admin reads it. */
async function unclosedCohort(request: APIRequestContext, headers: Headers) {
  const { unclosedCohort } = await answerOf<CohortDefaults>(
    await request.get('/api/cohorts/defaults', { headers }),
    200,
  );
  expect(unclosedCohort, 'the cohort the scouts left in voting').toBeTruthy();
  return answerOf<CohortDetail>(
    await request.get(`/api/cohorts/${unclosedCohort!.id}`, { headers }),
    200,
  );
}

test.beforeAll(async ({ request, browser }) => {
  const headers = await adminHeaders(request);
  const voting = await unclosedCohort(request, headers);
  expect(voting.period).toBe('voting');

  // A judge who never comes: on the panel, and excused by the admin in the pages at the end.
  const { user } = await answerOf<UserOutcome>(
    await request.post('/api/users', {
      headers,
      data: {
        email: `absent-judge-${suffix}@example.org`,
        role: 'judge',
        firstName: 'Absent',
        lastName: `Judge ${suffix}`,
      },
    }),
    201,
  );
  absentJudge = `${user.firstName} ${user.lastName}`;
  cohort = await moveCohortThroughApi(request, voting.id, 'assessment');

  [ana, ben, chloe, dev] = await demoJudgesThroughApi(request);
  // Judges the other specs created (invitations.spec.ts's) are on the panel too: excused here.
  const known = new Set([ana, ben, chloe, dev].map(({ id }) => id).concat(user.id));
  for (const member of (await distributionOnApi(request, headers, cohort.id)).panel) {
    if (!known.has(member.judgeId)) await excuseThroughApi(request, cohort.id, member.judgeId);
  }

  const todo = await judgesTodo(request, ana, cohort.id);
  expect(todo.map(({ contributor }) => contributor.name)).toEqual([
    expect.stringMatching(new RegExp(`^${INES}`)),
    TOMAS,
  ]);
  [ines, tomas] = todo.map(({ nominationId }) => nominationId) as [number, number];

  for (const judge of [ana, ben, dev]) pages.set(judge, await judgePage(browser, judge));
});

test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
});

test('Ana Ruiz starts from her dashboard, sees the higher-backed nomination first, and assesses Ines Moreau Medium and Tomás Vidal Small', async () => {
  const page = pages.get(ana)!;
  await page.goto('/judge');
  await expectHeading(page, 'Judging');
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(
    'You have assessed 0 of 2 nominations.',
  );
  await expect(page.getByRole('region', { name: 'Distribution' })).toContainText('Not ready');

  await page.getByRole('link', { name: 'All nominations' }).click();
  await expectHeading(page, 'Evaluations');
  const rows = page.getByRole('table', { name: `Nominations of ${cohort.name}` }).getByRole('row');
  await expect(rows.filter({ hasText: 'To do' })).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(INES);
  await expect(rows.nth(2)).toContainText(TOMAS);
  await expect(rowOf(page, INES).getByRole('cell').nth(4)).toHaveText('2'); // scouts

  await rowOf(page, INES).getByRole('link', { name: 'Assess' }).click();
  await expectAssessmentOf(page, ines, INES);
  await expect(page.getByText('No judge has assessed this nomination yet.')).toBeVisible();
  const form = await fillAssessment(page, { size: 'Medium' });
  await form.getByRole('button', { name: 'Save assessment' }).click();
  await expect(savedToast(page, INES)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();

  await page.getByRole('link', { name: 'Next to do' }).click();
  await expectAssessmentOf(page, tomas, TOMAS);
  const tomasForm = await fillAssessment(page, { size: 'Small' });
  await tomasForm.getByRole('button', { name: 'Save assessment' }).click();
  await expect(savedToast(page, TOMAS)).toBeVisible();

  await page.goto('/judge');
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(
    'You have assessed 2 of 2 nominations.',
  );
  await expect(page.getByText('You have nothing left to assess.')).toBeVisible();
});

test("Ben Ito follows his email, sees only that one judge assessed Ines Moreau, is stopped from declining without a reason, then declines with one and sees Ana's Medium", async () => {
  const page = pages.get(ben)!;
  const email = await latestEmailTo(
    ben.email,
    `Assessment requests: 2 nominations of ${cohort.name}`,
  );
  await page.goto(new URL(linkIn(email)).pathname);
  await expectHeading(page, 'Evaluations');
  await expect(rowOf(page, INES)).toContainText('1 of 3');
  await rowOf(page, INES).getByRole('link', { name: 'Assess' }).click();
  await expectAssessmentOf(page, ines, INES);

  const others = page.getByRole('region', { name: "Other judges' assessments" });
  await expect(others).toContainText(
    '1 judge has assessed this nomination. You will see their assessments after saving yours.',
  );
  await expect(others).not.toContainText('Medium');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/assessments'))
      sent.push(request.url());
  });
  const form = await fillAssessment(page, { size: 'Decline' });
  await form.getByRole('button', { name: 'Save assessment' }).click();
  await expect(form.getByText('A rejection reason is required for Decline')).toBeVisible();
  expect(sent).toEqual([]);

  await form.getByLabel('Rejection reason').fill(DECLINE_REASON);
  await form.getByRole('button', { name: 'Save assessment' }).click();
  await expect(savedToast(page, INES)).toBeVisible();
  expect(sent).toHaveLength(1);
  const revealed = page.getByRole('region', { name: "Other judges' assessments (1)" });
  await expect(revealed).toContainText('Ana Ruiz: Medium');

  await page.getByRole('link', { name: 'Next to do' }).click();
  await expectAssessmentOf(page, tomas, TOMAS);
  const tomasForm = await fillAssessment(page, { size: 'Medium' });
  await tomasForm.getByRole('button', { name: 'Save assessment' }).click();
  await expect(savedToast(page, TOMAS)).toBeVisible();
});

test('after Chloé Martin’s assessments the review shows Ines Moreau Medium and Tomás Vidal split, waiting for one more; approving is refused', async ({
  request,
}) => {
  const medium = { criteria: EVERY_CRITERION_MET, size: 'medium' } as const;
  await assessThroughApi(request, chloe, ines, medium);
  await assessThroughApi(request, chloe, tomas, { ...medium, size: 'large' });

  const page = pages.get(ana)!;
  await page.goto(`/judge/review/${cohort.id}`);
  await expectHeading(page, `Review of ${cohort.name}`);
  const review = page.getByRole('table', { name: `Review of ${cohort.name}` });
  const inesRow = review.getByRole('row').filter({ hasText: INES });
  await expect(inesRow.getByRole('cell').nth(4)).toHaveText(
    /Decline\s*1\s*Small\s*0\s*Medium\s*2\s*Large\s*0/,
  );
  await expect(inesRow.getByRole('cell').nth(5)).toHaveText('Medium');
  await expect(inesRow.getByRole('cell').nth(6)).toHaveText(xrp(cohort.grantAmounts.medium));

  const tomasRow = review.getByRole('row').filter({ hasText: TOMAS });
  await expect(tomasRow.getByRole('cell').nth(4)).toHaveText(
    /Decline\s*0\s*Small\s*1\s*Medium\s*1\s*Large\s*1/,
  );
  await expect(tomasRow.getByRole('cell').nth(5)).toHaveText('—');
  await expect(tomasRow).toContainText('Split: no most common size');
  await expect(tomasRow).toContainText('Needs one more assessment');
  await expect(tomasRow).toContainText('Dev Patel');
  await expect(page.getByRole('region', { name: 'The distribution so far' })).toContainText(
    `1 of 2 nominations have a final size; 0 short of 3 assessments, 1 split. ${xrp(cohort.grantAmounts.medium)} so far.`,
  );

  await page.goto(`/judge/distributions/${cohort.id}`);
  await expectHeading(page, `Distribution of ${cohort.name}`);
  await expect(page.getByRole('button', { name: 'Approve distribution' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Your approval' })).toContainText(
    'Previous steps must be completed first: 1 nomination is split with no most common size',
  );
});

test("Dev Patel's review hides the sizes of Tomás Vidal until he assesses it; his Medium decides it, and the review totals the Medium he is shown, not Ines Moreau's he did not assess", async () => {
  const page = pages.get(dev)!;
  await page.goto(`/judge/review/${cohort.id}`);
  const tomasRow = rowOf(page, TOMAS);
  await tomasRow.getByRole('link', { name: 'Not shown until you assess it' }).click();
  await expectAssessmentOf(page, tomas, TOMAS);
  const form = await fillAssessment(page, { size: 'Medium' });
  await form.getByRole('button', { name: 'Save assessment' }).click();
  await expect(savedToast(page, TOMAS)).toBeVisible();
  await expect(toast(page, 'Distribution ready')).toBeVisible();

  await page.goto(`/judge/review/${cohort.id}`);
  await expect(tomasRow.getByRole('cell').nth(5)).toHaveText('Medium');
  await expect(tomasRow).not.toContainText('Split');
  await expect(rowOf(page, INES).getByRole('cell').nth(5)).toHaveText('Not shown');
  const total = cohort.grantAmounts.medium;
  const summary = page.getByRole('region', { name: 'The distribution so far' });
  await expect(summary).toContainText(
    `Every nomination has its final size: ${xrp(total)} for the nominations shown to you.`,
  );
  await expect(summary).toContainText(
    'The sizes of 1 nomination you have not assessed are not shown to you, nor counted here.',
  );
  const totals = page.getByRole('table', { name: `Totals of ${cohort.name} by final size` });
  const mediums = totals.getByRole('row').filter({ hasText: /^Medium/ });
  await expect(mediums).toContainText(xrp(cohort.grantAmounts.medium));
  await expect(mediums.getByRole('cell').last()).toHaveText(xrp(total));
});

test('each judge approves once (Ana and Ben in their pages); the admin excuses the judge who never came, and the distribution is approved', async ({
  page,
  request,
}) => {
  const total = xrp(2 * cohort.grantAmounts.medium);
  for (const judge of [ana, ben]) {
    const judgeTab = pages.get(judge)!;
    await judgeTab.goto('/judge');
    const distribution = judgeTab.getByRole('region', { name: 'Distribution' });
    await expect(distribution).toContainText('Ready for your approval.');
    await distribution.getByRole('link', { name: 'Review and approve' }).click();
    await expectHeading(judgeTab, `Distribution of ${cohort.name}`);
    await judgeTab.getByRole('button', { name: 'Approve distribution' }).click();
    const dialog = judgeTab.getByRole('dialog', {
      name: `Approve the distribution of ${cohort.name}?`,
    });
    await expect(dialog).toContainText(
      `You approve 2 grants totalling ${total} for ${cohort.name}. Each judge approves once.`,
    );
    await dialog.getByRole('button', { name: 'Approve distribution' }).click();
    const approvals = judge === ana ? 1 : 2;
    await expect(toast(judgeTab, `Your approval is recorded: ${approvals} of 5`)).toBeVisible();
    await expect(judgeTab.getByText(/^You approved this distribution on /)).toBeVisible();
    await expect(judgeTab.getByRole('button', { name: 'Approve distribution' })).toHaveCount(0);
  }

  const again = await request.post(`/api/cohorts/${cohort.id}/distribution/approvals`, {
    headers: ana.headers,
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ message: 'judge already approved distribution' });
  await approveThroughApi(request, chloe, cohort.id);
  await approveThroughApi(request, dev, cohort.id);

  await signInAs(page, 'admin', { shared: true });
  await page.goto(`/admin/cohorts/${cohort.id}`);
  await expectHeading(page, `Cohort ${cohort.name}`);
  await expect(page.getByRole('button', { name: 'Start distribution' })).toBeDisabled();
  // The Judging section's "Approvals" figure: "4 of 5", then "4 of 4" with an "Approved" badge.
  const approvals = page.getByRole('definition').filter({ hasText: /^\d+ of \d+(Approved)?$/ });
  await expect(approvals).toHaveText('4 of 5');
  const panel = page.getByRole('table', { name: 'Panel' });
  const absent = panel.getByRole('row').filter({ hasText: absentJudge });
  await expect(absent).toContainText('Waiting');
  await absent.getByRole('button', { name: 'Excuse' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Excuse ${absentJudge} from ${cohort.name}'s distribution?`,
  });
  await dialog.getByLabel('Reason').fill('Did not answer our emails during the assessment.');
  await dialog.getByRole('button', { name: 'Excuse' }).click();
  await expect(toast(page, `${absentJudge} is excused`)).toBeVisible();
  await expect(approvals).toHaveText('4 of 4Approved');
  await expect(page.getByRole('button', { name: 'Start distribution' })).toBeEnabled();
});

test('the admin moves the cohort to distribution; the assessments are then locked', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin', { shared: true });
  await page.goto(`/admin/cohorts/${cohort.id}`);
  await moveFromCohortPage(page, {
    button: 'Start distribution',
    question: `Start the distribution of ${cohort.name}?`,
    effect: 'Judges can no longer change their assessments; approved grants can be paid.',
    toastTitle: `${cohort.name} is in its distribution period`,
  });

  const { mine } = await answerOf<Evaluation>(
    await request.get(`/api/nominations/${ines}/evaluation`, { headers: ana.headers }),
    200,
  );
  const revision = await request.patch(`/api/assessments/${mine!.id}`, {
    headers: ana.headers,
    data: { criteria: EVERY_CRITERION_MET, size: 'large' },
  });
  expect(revision.status()).toBe(409);
  expect(await revision.json()).toMatchObject({
    message: `wrong status: ${cohort.name} is in its distribution period; assessments are locked`,
  });

  const judgeTab = pages.get(ana)!;
  await judgeTab.goto(`/judge/assessment/${ines}`);
  await expect(judgeTab.getByRole('region', { name: 'Your assessment' })).toContainText(
    'Your size: Medium',
  );
  await expect(judgeTab.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});
