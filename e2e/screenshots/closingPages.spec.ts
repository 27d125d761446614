import { expect, test, type Page } from '@playwright/test';
import type { CohortDefaults, CohortDetail, DeleteUserOutcome } from '@glow/contract';
import { demoJudgesThroughApi } from '../tests/judgeSupport';
import { cohortOpenForNominations, moveCohortThroughApi } from '../tests/scoutSupport';
import { adminHeaders, answerOf, expectHeading, signInAs } from '../tests/support';
import { shoot, VIEWPORTS } from './shoot';

// What ends things, for people to look at; saved in /screenshots (git-ignored). Last of all (the
// closing-screenshots project): the cohort the judge's screenshots sized moves to its distribution;
// with Aiko Tanaka's grant approved and the other nominees' applications unfinished, it is what
// waits on the admin, and its nominees see the date their applications are due. The admin closes
// it, the confirmation listing the grants that go back to the pool; its judges and scout see it
// closed, the grants returned. Then a cohort started by mistake is cancelled, and a judge with
// assessments on record is deactivated.
test.describe.configure({ mode: 'serial' });

const DESKTOP = VIEWPORTS[0]!;

let cohort: CohortDetail;

/**
 * Takes `name` at both sizes, `open` bringing the page to the screen each time and answering what
 * to centre the screen's shot on; the page is left at the desktop size.
 */
async function shootBoth(
  page: Page,
  name: string,
  open: () => Promise<Parameters<typeof shoot>[2] | void>,
) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const focus = await open();
    await shoot(page, name, focus ?? undefined);
  }
  await page.setViewportSize(DESKTOP);
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const { unclosedCohort } = await answerOf<CohortDefaults>(
    await request.get('/api/cohorts/defaults', { headers }),
    200,
  );
  expect(unclosedCohort, 'the cohort the contributor screenshots left').toBeTruthy();
  // The judges approved its distribution; the admin starts it, as the dashboard then asks.
  cohort = await moveCohortThroughApi(request, unclosedCohort!.id, 'distribution');
});

test('before the close: what waits on the admin', async ({ page }) => {
  await signInAs(page, 'admin', { shared: true });
  await shootBoth(page, 'admin-dashboard-attention', async () => {
    await page.goto('/admin');
    await expectHeading(page, 'Dashboard');
    const waiting = page.getByRole('list', { name: 'Waiting on an admin' });
    await expect(waiting).toBeVisible();
    return waiting;
  });
});

test("before the close: a nominee's due date", async ({ page }) => {
  await signInAs(page, 'contributor', { shared: true });
  await shootBoth(page, 'contributor-dashboard-due', async () => {
    await page.goto('/contributor');
    const due = page.getByText(/Complete your application by/);
    await expect(due).toBeVisible();
    return due;
  });
});

test('the close: the grants going back to the pool, then the closed cohort', async ({ page }) => {
  await signInAs(page, 'admin', { shared: true });
  const dialog = page.getByRole('dialog', { name: `Close ${cohort.name}?` });
  await shootBoth(page, 'admin-cohort-close-dialog', async () => {
    await page.goto(`/admin/cohorts/${cohort.id}`);
    await expectHeading(page, `Cohort ${cohort.name}`);
    await page.getByRole('button', { name: 'Close the cohort', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Going back to the pool' })).toBeVisible();
    return dialog;
  });

  const dueBox = dialog.getByRole('checkbox', { name: /^Close before/ });
  if (await dueBox.count()) await dueBox.check();
  await dialog.getByRole('button', { name: 'Close the cohort', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const returned = page.getByRole('list', { name: 'Went back to the pool' });
  await expect(returned).toBeVisible();
  // The close's outcome lists them until the page is left: both sizes without a reload.
  await shootBoth(page, 'admin-cohort-closed-returned', async () => returned);
});

test("the judge: the closed cohort's dashboard and review, nothing left to assess", async ({
  page,
}) => {
  await signInAs(page, 'judge', { shared: true });
  await shootBoth(page, 'judge-dashboard-closed', async () => {
    await page.goto('/judge');
    await expectHeading(page, 'Judging');
  });
  await shootBoth(page, 'judge-review-closed', async () => {
    await page.goto(`/judge/review/${cohort.id}`);
    await expect(page.getByRole('heading', { name: `Review of ${cohort.name}` })).toBeVisible();
  });
});

test('the scout: a sized nomination whose grant went back to the pool', async ({ page }) => {
  await signInAs(page, 'scout', { shared: true });
  await shootBoth(page, 'scout-nominations-returned', async () => {
    await page.goto('/scout/nominations');
    await expectHeading(page, 'Nominations');
    const returned = page.getByText(/grant returned to the pool/).first();
    await expect(returned).toBeVisible();
    return returned;
  });
});

test('a cohort started by mistake, cancelled with a reason', async ({ page, request }) => {
  const started = await cohortOpenForNominations(request);
  await signInAs(page, 'admin', { shared: true });
  const dialog = page.getByRole('dialog', { name: `Cancel ${started.name}?` });
  await shootBoth(page, 'admin-cohort-cancel-dialog', async () => {
    await page.goto(`/admin/cohorts/${started.id}`);
    await expectHeading(page, `Cohort ${started.name}`);
    await page.getByRole('button', { name: 'Cancel the cohort' }).click();
    await dialog
      .getByLabel('Reason')
      .fill('Started a week early by mistake: the next cohort opens with the new grant amounts.');
    return dialog;
  });
  await dialog.getByRole('button', { name: 'Cancel the cohort' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${started.name} was cancelled on`)).toBeVisible();
  await shootBoth(page, 'admin-cohort-cancelled', async () => {
    await page.goto(`/admin/cohorts/${started.id}`);
    await expectHeading(page, `Cohort ${started.name}`);
    await expect(page.getByText(/cancelled/i).first()).toBeVisible();
  });
});

test('a judge with assessments on record, deactivated', async ({ page, request }) => {
  const judges = await demoJudgesThroughApi(request);
  const leaving = judges[3];
  const removed = await answerOf<DeleteUserOutcome>(
    await request.delete('/api/users', {
      headers: await adminHeaders(request),
      data: { id: leaving.id },
    }),
    200,
  );
  expect(removed.outcome).toBe('deactivated');
  await signInAs(page, 'admin', { shared: true });
  await shootBoth(page, 'admin-users-deactivated', async () => {
    await page.goto('/admin/users?role=judge');
    await expectHeading(page, 'Users');
    const badge = page.getByText('Deactivated', { exact: true });
    await expect(badge).toBeVisible();
    return badge;
  });
});
