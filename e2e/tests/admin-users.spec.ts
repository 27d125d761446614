import { expect, test } from './fixtures';
import { DEMO_PASSWORD, demoEmail, expectHeading, signInAs } from './support';

test('the admin filters users by role, deletes one after confirming, and sees it in the audit log', async ({
  page,
  request,
}) => {
  const email = `to-delete-${Date.now().toString(36)}@example.org`;
  const login = await request.post('/api/users/login', {
    data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
  });
  const { api_token: token } = (await login.json()) as { api_token: string };
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, role: 'contributor', firstName: 'Short', lastName: 'Lived' },
  });
  expect(created.status()).toBe(201);

  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await expectHeading(page, 'Users');
  await expect(page.getByRole('cell', { name: demoEmail('judge') })).toBeVisible();

  await page.getByLabel('Role').selectOption('contributor');
  await expect(page).toHaveURL(/role=contributor/);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expect(page.getByRole('cell', { name: demoEmail('judge') })).toHaveCount(0);

  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) });
  await expect(row.getByText('Invited')).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete user ${email}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toHaveCount(0);

  await page.goto('/admin/logs');
  await expectHeading(page, 'Audits & Logs');
  const deletion = page.getByRole('row').filter({ hasText: 'user.delete' }).first();
  await expect(deletion).toContainText(email);
  await expect(deletion).toContainText(demoEmail('admin'));
  await expect(page.getByRole('row').filter({ hasText: 'user.create' }).first()).toContainText(
    email,
  );
});
