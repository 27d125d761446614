import type { CohortList } from '@glow/contract';
import { expect, test } from './fixtures';
import { demoJudgesThroughApi, judgePage, judgesTodo } from './judgeSupport';
import { moveCohortThroughApi } from './scoutSupport';
import { adminHeaders, answerOf, expectHeading, signInAs } from './support';
import { toast } from './walletSupport';

// Evidence from the scout to the judges, on the demo data as `npm start` has it (Wave 1 in
// voting; the evidence-journey project has them to itself): the demo scout adds a GitHub pull
// request to Sofia Marin's nomination on its evidence page, which GitHub's stand-in reads; the
// admin moves Wave 1 to assessment; a judge's dossier shows that link with what GitHub said, and
// the evidence the demo story added to Maya Okafor's nomination.
test.describe.configure({ mode: 'serial' });

const OPEN_PULL = 'https://github.com/XRPLF/xrpl.js/pull/2788';
const OPEN_PULL_TITLE = 'Typed models for the newest amendments';
const NOTE = 'Sofia reviewed these models against the explorer’s AMM pages.';

test('the scout adds a GitHub pull request to a nomination, read on GitHub', async ({ page }) => {
  await signInAs(page, 'scout');
  await page.goto('/scout/nominations');
  const row = page.getByRole('row').filter({ hasText: 'Sofia Marin' });
  await row.getByRole('link', { name: 'Evidence' }).click();
  await expectHeading(page, 'Evidence for Sofia Marin');
  await expect(page.getByText('No evidence yet.', { exact: false })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add evidence' });
  await form.getByRole('textbox', { name: 'Link' }).fill(OPEN_PULL);
  await expect(form.getByRole('combobox', { name: 'Kind' })).toHaveValue('pullRequest');
  await form.getByRole('textbox', { name: 'Note' }).fill(NOTE);
  await form.getByRole('button', { name: 'Add evidence' }).click();
  await expect(toast(page, 'Evidence added')).toContainText(OPEN_PULL_TITLE);

  const item = page.getByRole('list', { name: 'Evidence' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Open ${OPEN_PULL_TITLE}`);
  await expect(item).toContainText(NOTE);
  await expect(item.getByRole('link', { name: OPEN_PULL })).toHaveAttribute('href', OPEN_PULL);
});

test('a judge reads the evidence with its GitHub facts in the dossier', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request);
  const cohorts = await answerOf<CohortList>(await request.get('/api/cohorts', { headers }), 200);
  const wave1 = cohorts.cohorts.find((cohort) => cohort.name === 'Wave 1')!;
  await moveCohortThroughApi(request, wave1.id, 'assessment');

  const [judge] = await demoJudgesThroughApi(request);
  const todo = await judgesTodo(request, judge, wave1.id);
  const idOf = (name: string) =>
    todo.find(({ contributor }) => contributor.name === name)!.nominationId;
  const page = await judgePage(browser, judge);

  await page.goto(`/judge/assessment/${idOf('Sofia Marin')}`);
  await expectHeading(page, 'Assessment of Sofia Marin');
  const evidence = page.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByRole('listitem')).toHaveCount(1);
  await expect(evidence).toContainText(`Pull request ${OPEN_PULL}`);
  await expect(evidence).toContainText(`Open ${OPEN_PULL_TITLE}`);
  await expect(evidence).toContainText(NOTE);
  await expect(page.getByRole('region', { name: "The nominee's declaration" })).toContainText(
    /As declared by Sofia|Not declared yet/,
  );

  await page.goto(`/judge/assessment/${idOf('Maya Okafor')}`);
  await expectHeading(page, 'Assessment of Maya Okafor');
  const maya = page.getByRole('region', { name: 'Evidence' }).getByRole('listitem');
  await expect(maya).toHaveCount(3);
  await expect(maya.nth(0)).toContainText(
    'Merged Autofill fetches fees and sequences once per batch',
  );
  await expect(maya.nth(1)).toContainText('Published xrpl.js 4.3.0');
  await expect(page.getByText('scout@glow.local')).toHaveCount(0);
});
