import { expect, test } from './fixtures';
import { addRepository, expectHeading, signInAs } from './support';
import { toast } from './walletSupport';

test('the admin creates a project whose repository is on GitHub, is refused a private one, edits it, and sees its GitHub figures and audit entries', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Ledger Tools ${suffix}`;
  const repository = `glow-e2e/ledger-tools-${suffix}`;
  await addRepository(repository, { stars: 321, openIssues: 7 });

  await signInAs(page, 'admin', { shared: true });
  await page.goto('/admin/projects');
  await expectHeading(page, 'Projects');
  await expect(page.getByRole('table', { name: 'Projects' })).toContainText('xrpl.js');

  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('region', { name: 'New project' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Command-line tools for ledger operators.');
  // The demo's private repository: GitHub answers an anonymous caller 404, as for a missing one.
  const repositoryField = form.getByLabel('GitHub repository');
  await repositoryField.fill('XRPLF/private-roadmap');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(repositoryField).toHaveAccessibleDescription(
    /GitHub repo not found \(use a public repo\)/,
  );
  await expect(repositoryField).toBeFocused();

  await repositoryField.fill(`https://github.com/${repository}`);
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(toast(page, 'project created')).toContainText(name);
  await expect(form).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search projects' }).fill(suffix);
  await page.getByRole('searchbox', { name: 'Search projects' }).press('Enter');
  const rows = page.getByRole('table', { name: 'Projects' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(name);
  // GitHub's figures, read when the project was created; the repository in GitHub's form.
  await expect(row.getByRole('link', { name: repository })).toHaveAttribute(
    'href',
    `https://github.com/${repository}`,
  );
  await expect(row).toContainText('321 stars');
  await expect(row).toContainText('7 open issues');
  await expect(row).toContainText(/· pushed \S+/);

  await row.getByRole('button', { name: 'Edit' }).click();
  const editForm = page.getByRole('region', { name: `Edit ${name}` });
  await editForm.getByLabel('Description').fill('Command-line tools for XRPL node operators.');
  await editForm.getByLabel('Website').fill('https://ledger-tools.example.org');
  await editForm.getByRole('button', { name: 'Save project' }).click();
  await expect(toast(page, 'project updated')).toContainText(name);
  await expect(row).toContainText('Command-line tools for XRPL node operators.');
  await expect(row.getByRole('link', { name: 'ledger-tools.example.org' })).toBeVisible();
  await expect(row).toContainText('321 stars');

  await page.goto('/admin/logs');
  await expectHeading(page, 'Audits & Logs');
  await expect(page.getByRole('row').filter({ hasText: 'project.create' }).first()).toContainText(
    name,
  );
  await expect(page.getByRole('row').filter({ hasText: 'project.update' }).first()).toBeVisible();
});
