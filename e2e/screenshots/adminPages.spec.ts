import { expect, test } from '@playwright/test';
import { demoEmail, expectHeading, signInAs } from '../tests/support';
import { shoot, VIEWPORTS } from './shoot';

// The admin's programme pages over the demo programme (the Pilot closed, Wave 1 in its voting
// period), for people to look at; saved in /screenshots (git-ignored). Nothing here changes the
// programme: the only submits are ones the server refuses, and the move dialog is cancelled.

/** The demo cohorts' ids: the seed creates the Pilot first. */
const PILOT_ID = 1;
const WAVE_1_ID = 2;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await signInAs(page, 'admin', { shared: true });
    });

    test('dashboard', async ({ page }) => {
      await page.goto('/admin');
      await expectHeading(page, 'Dashboard');
      await expect(page.getByRole('region', { name: 'Active cohort' })).toContainText('Wave 1');
      await shoot(page, 'admin-dashboard');
    });

    test("users, and a judge's page with the roles their history refuses", async ({ page }) => {
      await page.goto('/admin/users');
      await expectHeading(page, 'Users');
      await expect(page.getByRole('link', { name: demoEmail('judge') })).toBeVisible();
      await shoot(page, 'admin-users');
      await page.getByRole('link', { name: demoEmail('judge') }).click();
      await expectHeading(page, demoEmail('judge'));
      await expect(page.getByRole('region', { name: 'Role' })).toBeVisible();
      await shoot(page, 'admin-user');
    });

    test('cohorts', async ({ page }) => {
      await page.goto('/admin/cohorts');
      await expectHeading(page, 'Cohorts');
      await expect(page.getByRole('link', { name: 'Pilot' })).toBeVisible();
      await shoot(page, 'admin-cohorts');
    });

    test('start a cohort: its defaults, Wave 1 still running, the refused submit', async ({
      page,
    }) => {
      await page.goto('/admin/cohorts/start');
      await expectHeading(page, 'Start a cohort');
      await expect(page.getByLabel('Name')).toHaveValue('Wave 2');
      await shoot(page, 'admin-start-cohort');
      await page.getByRole('button', { name: 'Start the cohort' }).click();
      await expect(
        page.getByText('Wave 1 is active: close it before starting another cohort'),
      ).toBeVisible();
      await shoot(page, 'admin-start-cohort-refused');
    });

    test('Wave 1: its periods, the move confirmation, the settings form', async ({ page }) => {
      await page.goto(`/admin/cohorts/${WAVE_1_ID}`);
      await expectHeading(page, 'Cohort Wave 1');
      await expect(page.getByRole('table', { name: 'Nominations' })).toBeVisible();
      await shoot(page, 'admin-cohort');

      await page.getByRole('button', { name: 'Start assessment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Start the assessment of Wave 1?' });
      await expect(dialog).toBeVisible();
      await shoot(page, 'admin-cohort-move-dialog', dialog);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: 'Edit settings' }).click();
      await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
      await shoot(
        page,
        'admin-cohort-settings',
        page.getByRole('button', { name: 'Save settings' }),
      );
    });

    test('the Pilot: closed, its settings fixed, its judging approved', async ({ page }) => {
      await page.goto(`/admin/cohorts/${PILOT_ID}`);
      await expectHeading(page, 'Cohort Pilot');
      await expect(page.getByRole('table', { name: 'Nominations' })).toBeVisible();
      const judging = page.getByRole('region', { name: 'Judging' });
      await expect(judging.getByRole('table', { name: 'Panel' })).toBeVisible();
      // The screen's shot centred on the judging: its four judges' approvals.
      await shoot(page, 'admin-cohort-closed', judging);
    });

    test('projects: GitHub figures, the form refusing a private repository', async ({ page }) => {
      await page.goto('/admin/projects');
      await expectHeading(page, 'Projects');
      const table = page.getByRole('table', { name: 'Projects' });
      // The API reads the demo repositories from the GitHub stand-in in the background.
      await expect(async () => {
        await page.reload();
        await expect(table).toContainText('open issues', { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await shoot(page, 'admin-projects');

      await page.getByRole('button', { name: 'New project' }).click();
      const form = page.getByRole('region', { name: 'New project' });
      await form.getByLabel('Name').fill('Roadmap');
      await form.getByLabel('Description').fill('What the XRPL Foundation plans next.');
      await form.getByLabel('GitHub repository').fill('XRPLF/private-roadmap');
      await form.getByRole('button', { name: 'Create project' }).click();
      await expect(form.getByText('GitHub repo not found (use a public repo)')).toBeVisible();
      await shoot(page, 'admin-projects-refused', form);
    });
  });
}
