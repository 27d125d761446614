import { expect, test } from './fixtures';
import { signInAs } from './support';

test("the admin opens a nomination from its cohort's list: its scouts, evidence and votes, and its cohort in the breadcrumbs", async ({
  page,
}) => {
  await signInAs(page, 'admin', { shared: true });
  await page.goto('/admin/cohorts');
  await page.getByRole('link', { name: 'Wave 1', exact: true }).click();
  const nominations = page.getByRole('table', { name: 'Nominations' });
  const first = nominations.getByRole('row').nth(1).getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();

  await expect(page).toHaveURL(/\/admin\/nominations\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Nomination of ${name}` }),
  ).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText([
    'Dashboard',
    'Cohorts',
    'Wave 1',
    `Nomination of ${name}`,
  ]);
  for (const section of ['Nomination', 'Scouts', 'Contributor', 'Projects', 'Evidence', 'Votes'])
    await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
  // Wave 1 is voting: the judges' assessments are not shown yet.
  await expect(page.getByRole('region', { name: 'Assessments' })).toContainText(
    "Shown once the cohort's assessment is over.",
  );

  await trail.getByRole('link', { name: 'Wave 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cohort Wave 1' })).toBeVisible();
});
