import { expect, test } from './fixtures';
import {
  bearer,
  DEMO_PASSWORD,
  demoEmail,
  expectHeading,
  invitedUser,
  latestEmailTo,
  sessionThroughApi,
  signInAs,
} from './support';

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

test("the admin changes a person's role where their history allows it, and sees why not elsewhere", async ({
  page,
  request,
}) => {
  // It sets or checks passwords several times, each deliberately slow to hash.
  test.setTimeout(60_000);
  const scout = await invitedUser(request, 'scout', {
    prefix: 'role-scout',
    password: 'scout-pass-1',
  });
  const session = await sessionThroughApi(request, scout.email, 'scout-pass-1');

  await signInAs(page, 'admin');
  await page.goto(`/admin/users?role=scout`);
  await page.getByRole('link', { name: scout.email }).click();
  await expectHeading(page, scout.email);
  const role = page.getByRole('region', { name: 'Role' });
  await expect(
    role.getByText(/A user with another role cannot become a contributor/),
  ).toBeVisible();
  await role.getByLabel('New role').selectOption('judge');
  await role.getByRole('button', { name: 'Change role' }).click();
  await page
    .getByRole('dialog', { name: `Make ${scout.email} a judge?` })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expect(page.getByText(/^Role changed to judge/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Judge')).toBeVisible();

  // Their session ended; they sign in again as a judge, and were told by email.
  const verify = await request.get('/api/users/verify', { headers: bearer(session) });
  expect(verify.status()).toBe(401);
  await latestEmailTo(scout.email, 'Your role in Glow changed');

  await page.goto('/admin/logs');
  await expect(page.getByRole('row').filter({ hasText: 'user.role.change' }).first()).toContainText(
    scout.email,
  );
});

test('the admin deactivates a person and reactivates them; the list shows when each last signed in', async ({
  page,
  request,
}) => {
  // It sets or checks passwords several times, each deliberately slow to hash.
  test.setTimeout(60_000);
  const judge = await invitedUser(request, 'judge', {
    prefix: 'paused-judge',
    password: 'judge-pass-1',
  });
  const never = await invitedUser(request, 'judge', { prefix: 'unsigned-judge' });
  await sessionThroughApi(request, judge.email, 'judge-pass-1');

  await signInAs(page, 'admin');
  await page.goto('/admin/users?role=judge');
  const rowOf = (email: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) });
  await expect(rowOf(never.email).getByText('never', { exact: true })).toBeVisible();
  await expect(rowOf(judge.email).getByText('never', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: judge.email }).click();
  await expectHeading(page, judge.email);
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: `Deactivate ${judge.email}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('User deactivated: they can no longer sign in')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Account' }).getByText('Deactivated'),
  ).toBeVisible();
  const refused = await request.post('/api/users/login', {
    data: { email: judge.email, password: 'judge-pass-1' },
  });
  expect(refused.status()).toBe(403);

  await access.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('User reactivated: they can sign in again')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Active')).toBeVisible();
  await sessionThroughApi(request, judge.email, 'judge-pass-1');
  await latestEmailTo(judge.email, 'Your Glow account was reactivated');
});
