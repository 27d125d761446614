import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CohortDetail, ReviewRow } from '@glow/contract';
import {
  approveThroughApi,
  assessThroughApi,
  demoJudgesThroughApi,
  distributionOnApi,
  EVERY_CRITERION_MET,
  excuseThroughApi,
  reviewRows,
  type ApiJudge,
} from '../tests/judgeSupport';
import {
  cohortOpenForNominations,
  moveCohortThroughApi,
  nominationThroughApi,
  scoutedNominations,
} from '../tests/scoutSupport';
import {
  adminHeaders,
  answerOf,
  bearer,
  DEMO_PASSWORD,
  demoEmail,
  expectHeading,
  sessionThroughApi,
  signInAs,
} from '../tests/support';
import { shoot, VIEWPORTS } from './shoot';

// The judge's pages, for people to look at; saved in /screenshots (git-ignored). After the scout's
// screenshots (the judge-screenshots project): the cohort they left open gets five nominations,
// moves to assessment, and the four demo judges give it every state the pages show — the demo
// judge (in the browser) has a nomination to do with two assessments by others, a split still
// waiting for them, one they assessed (others shown), one they recused from and a tie no judge is
// left to break. Then the judges settle it and approve, for the approved and locked screens.
// Each test takes its screens at both sizes, so the data changes once.
test.describe.configure({ mode: 'serial' });

// Tomás Vidal and Aiko Tanaka have answered no eligibility questions in the demo data (the
// others' passing answers carry over to their next application): the contributor's screenshots
// apply as them, Aiko's tie settled Large, Tomás's split broken Medium.
const NOMINEES = [
  { contributor: 'Okafor', name: 'Maya Okafor', project: 'xrpl.js' },
  { contributor: 'tvidal', name: 'Tomás Vidal', project: 'Clio' },
  { contributor: 'Ribeiro', name: 'Ana Ribeiro', project: 'XRPL Standards' },
  { contributor: 'chenwei-dev', name: 'Chen Wei', project: 'xrpl-py' },
  { contributor: 'atanaka', name: 'Aiko Tanaka', project: 'Xaman SDK' },
] as const;
type Nominee = (typeof NOMINEES)[number]['name'];

let cohort: CohortDetail;
let me: ApiJudge;
let others: [ApiJudge, ApiJudge, ApiJudge];
const nominationOf = new Map<Nominee, number>();

const id = (name: Nominee) => nominationOf.get(name)!;

/** A judge's assessment through the API; a Decline says "no" to core infrastructure. */
function assess(
  request: APIRequestContext,
  judge: ApiJudge,
  name: Nominee,
  size: 'decline' | 'small' | 'medium' | 'large',
) {
  return assessThroughApi(request, judge, id(name), {
    criteria:
      size === 'decline'
        ? { ...EVERY_CRITERION_MET, coreInfrastructure: false }
        : EVERY_CRITERION_MET,
    size,
    ...(size === 'decline' && { rejectionReason: 'Documentation, not core infrastructure.' }),
  });
}

/** Takes `name` at both sizes, `open` bringing the page to the screen each time. */
async function shootBoth(page: Page, name: string, open: () => Promise<unknown>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open();
    await shoot(page, name);
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  cohort = await cohortOpenForNominations(request);
  const scout = bearer(await sessionThroughApi(request, demoEmail('scout'), DEMO_PASSWORD));
  const existing = (await scoutedNominations(request, scout, cohort.id)).nominations;
  for (const nominee of NOMINEES) {
    const found = existing.find(
      (nomination) =>
        `${nomination.contributor.firstName} ${nomination.contributor.lastName}` === nominee.name,
    );
    const nominationId =
      found?.id ??
      (
        await nominationThroughApi(request, scout, {
          contributor: nominee.contributor,
          project: nominee.project,
          description: `Kept ${nominee.project} working through the last amendment and wrote the migration notes its users needed.`,
          categories: ['Solving Technical Debt'],
        })
      ).nomination.id;
    nominationOf.set(nominee.name, nominationId);
  }
  await moveCohortThroughApi(request, cohort.id, 'voting');
  await moveCohortThroughApi(request, cohort.id, 'assessment');

  const judges = await demoJudgesThroughApi(request);
  [me] = judges;
  others = [judges[1], judges[2], judges[3]];
  const demoIds = new Set(judges.map((judge) => judge.id));
  const { panel } = await distributionOnApi(request, await adminHeaders(request), cohort.id);
  for (const member of panel)
    if (!demoIds.has(member.judgeId)) await excuseThroughApi(request, cohort.id, member.judgeId);

  const [ana, ben, chloe] = others;
  // Maya: two assessments, the demo judge's still to do.
  await assess(request, ana, 'Maya Okafor', 'medium');
  await assess(request, ben, 'Maya Okafor', 'medium');
  // Tomás: Small, Large, Medium: split, the demo judge is left to break it.
  await assess(request, ana, 'Tomás Vidal', 'small');
  await assess(request, ben, 'Tomás Vidal', 'large');
  await assess(request, chloe, 'Tomás Vidal', 'medium');
  // Ana Ribeiro: a Decline among Large; the demo judge assessed it too.
  await assess(request, ana, 'Ana Ribeiro', 'decline');
  await assess(request, ben, 'Ana Ribeiro', 'large');
  await assess(request, chloe, 'Ana Ribeiro', 'large');
  await assess(request, me, 'Ana Ribeiro', 'large');
  // Chen Wei: one assessment; the demo judge recused.
  await assess(request, ana, 'Chen Wei', 'small');
  await answerOf(
    await request.post(`/api/nominations/${id('Chen Wei')}/recusals`, {
      headers: me.headers,
      data: { reason: 'I reviewed this work for xrpl-py as a paid consultant.' },
    }),
    201,
  );
  // Aiko Tanaka: Small, Small, Large, Large, and no judge left: the judges decide together.
  await assess(request, ana, 'Aiko Tanaka', 'small');
  await assess(request, ben, 'Aiko Tanaka', 'small');
  await assess(request, chloe, 'Aiko Tanaka', 'large');
  await assess(request, me, 'Aiko Tanaka', 'large');
});

test('in progress: dashboard, evaluations, assessment, review and the blocked distribution', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'judge', { shared: true });

  await shootBoth(page, 'judge-dashboard', async () => {
    await page.goto('/judge');
    await expectHeading(page, 'Judging');
    await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(
      'You have assessed 2 of 5 nominations (1 recused)',
    );
  });
  await shootBoth(page, 'judge-evaluations', async () => {
    await page.goto('/judge/evaluations');
    await expectHeading(page, 'Evaluations');
    await expect(page.getByText('Aiko Tanaka').first()).toBeVisible();
  });
  await shootBoth(page, 'judge-evaluations-todo', async () => {
    await page.goto('/judge/evaluations?filter=todo');
    await expect(page.getByRole('button', { name: 'To do', pressed: true })).toBeVisible();
    await expect(page.getByText('Maya Okafor').first()).toBeVisible();
  });

  const form = page.getByRole('form', { name: 'Your assessment' });
  await shootBoth(page, 'judge-assessment', async () => {
    await page.goto(`/judge/assessment/${id('Maya Okafor')}`);
    await expectHeading(page, 'Assessment of Maya Okafor');
    await expect(page.getByText(/2 judges have assessed this nomination/)).toBeVisible();
  });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/judge/assessment/${id('Maya Okafor')}`);
    await form
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: /^Decline/ })
      .check();
    await form.getByRole('button', { name: 'Save assessment' }).click();
    const error = form.getByText('A rejection reason is required for Decline');
    await expect(error).toBeVisible();
    await shoot(page, 'judge-assessment-decline-error', error);
  }
  await shootBoth(page, 'judge-assessment-saved', async () => {
    await page.goto(`/judge/assessment/${id('Ana Ribeiro')}`);
    await expect(page.getByRole('region', { name: "Other judges' assessments (3)" })).toContainText(
      'Documentation, not core infrastructure.',
    );
  });
  await shootBoth(page, 'judge-assessment-recused', async () => {
    await page.goto(`/judge/assessment/${id('Chen Wei')}`);
    await expect(page.getByText(/You recused yourself from this nomination/)).toBeVisible();
  });

  await shootBoth(page, 'judge-review', async () => {
    await page.goto(`/judge/review/${cohort.id}`);
    await expect(page.getByRole('button', { name: 'Record consensus size' })).toBeVisible();
    await expect(page.getByText('Not shown until you assess it').first()).toBeVisible();
  });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/judge/review/${cohort.id}`);
    await page.getByRole('button', { name: 'Record consensus size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Consensus size for Aiko Tanaka' });
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await shoot(page, 'judge-review-consensus', dialog);
  }
  await shootBoth(page, 'judge-distribution-blocked', async () => {
    await page.goto(`/judge/distributions/${cohort.id}`);
    await expect(page.getByText(/Previous steps must be completed first/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve distribution' })).toBeDisabled();
  });
});

test('approved: the distribution and a locked assessment', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [ana, ben, chloe] = others;
  await assess(request, me, 'Maya Okafor', 'medium');
  await assess(request, me, 'Tomás Vidal', 'medium');
  await assess(request, ben, 'Chen Wei', 'small');
  await assess(request, chloe, 'Chen Wei', 'medium');
  await answerOf(
    await request.put(`/api/nominations/${id('Aiko Tanaka')}/consensus-size`, {
      headers: me.headers,
      data: { size: 'large', reason: 'The consensus meeting agreed the SDK is core tooling.' },
    }),
    200,
  );
  // As the admin reads it: the demo judge recused from Chen Wei, so its size is hidden from them.
  const rows: ReviewRow[] = await reviewRows(request, await adminHeaders(request), cohort.id);
  expect(rows.filter((row) => row.finalSize === null)).toEqual([]);
  for (const judge of [ana, ben, chloe]) await approveThroughApi(request, judge, cohort.id);

  await signInAs(page, 'judge', { shared: true });
  await page.goto(`/judge/distributions/${cohort.id}`);
  await page.getByRole('button', { name: 'Approve distribution' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve the distribution of ${cohort.name}?` });
  await shoot(page, 'judge-distribution-confirm', dialog);
  await dialog.getByRole('button', { name: 'Approve distribution' }).click();
  await expect(page.getByText(/Approved by every judge/)).toBeVisible();

  await shootBoth(page, 'judge-distribution-approved', async () => {
    await page.goto(`/judge/distributions/${cohort.id}`);
    await expect(page.getByText(/You approved this distribution on/)).toBeVisible();
  });
  await shootBoth(page, 'judge-review-complete', async () => {
    await page.goto(`/judge/review/${cohort.id}`);
    await expect(page.getByText(/Every nomination has its final size/)).toBeVisible();
  });
  await shootBoth(page, 'judge-assessment-locked', async () => {
    await page.goto(`/judge/assessment/${id('Maya Okafor')}`);
    await expect(page.getByText(/assessments are locked/)).toBeVisible();
  });
});
