import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  demoEmail,
  emailsTo,
  expectHeading,
  invitedUser,
  latestEmailTo,
  linkIn,
  signInAs,
} from './support';

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}@example.org`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: /password/i }).click();
}

test('an admin creates a user; the invitation arrives; the user sets a password and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('new-judge');
  await signInAs(page, 'admin');
  await page.goto('/admin/users/create');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption('judge');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  const invitation = await latestEmailTo(email, 'You are invited to Glow');
  const link = linkIn(invitation);
  expect(link).toContain('/profile/setPassword?token=');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await choosePassword(page, 'a-strong-password');
  await expect(page.getByText(/password has been set/i)).toBeVisible();

  await signIn(page, email, 'a-strong-password');
  await expect(page).toHaveURL('/judge');

  // The link worked once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await choosePassword(page, 'another-password');
  await expect(
    page.getByText('This link is invalid or has expired; ask for a new one'),
  ).toBeVisible();
});

test('password reset by email, end to end', async ({ page, request }) => {
  const email = uniqueEmail('reset-scout');
  const admin = await request.post('/api/users/login', {
    data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
  });
  const { api_token: adminToken } = (await admin.json()) as { api_token: string };
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, role: 'scout' },
  });
  expect(created.status()).toBe(201);
  const invitation = await latestEmailTo(email, 'You are invited to Glow');
  await page.goto(linkIn(invitation));
  await choosePassword(page, 'first-password');
  await expect(page.getByText(/password has been set/i)).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/profile/resetPassword');
  // The address changes before the new page renders: until then, Email is the sign-in form's field.
  await expectHeading(page, 'Reset your password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText(/a link to reset its password has been sent/)).toBeVisible();

  const reset = await latestEmailTo(email, 'Reset your Glow password');
  await page.goto(linkIn(reset));
  await expectHeading(page, 'Choose a new password');
  await choosePassword(page, 'second-password');
  await expect(page.getByText(/password has been set/i)).toBeVisible();

  await signIn(page, email, 'first-password');
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await signIn(page, email, 'second-password');
  await expect(page).toHaveURL('/scout');
});

test('an admin resends an invitation; the old link no longer sets a password, the new one does', async ({
  page,
  request,
}) => {
  // It sets or checks passwords several times, each deliberately slow to hash.
  test.setTimeout(60_000);
  const { email } = await invitedUser(request, 'scout', { prefix: 'resent-scout' });
  const [first] = await emailsTo(email, 'You are invited to Glow', 1);

  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('link', { name: email }).click();
  await expectHeading(page, email);
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(
    page.getByText('Invitation sent again; the earlier links no longer work'),
  ).toBeVisible();

  const [, second] = await emailsTo(email, 'You are invited to Glow', 2);
  expect(linkIn(second!)).not.toBe(linkIn(first!));

  await page.evaluate(() => localStorage.clear());
  await page.goto(linkIn(first!));
  await choosePassword(page, 'old-link-password');
  await expect(
    page.getByText('This link is invalid or has expired; ask for a new one'),
  ).toBeVisible();

  await page.goto(linkIn(second!));
  await choosePassword(page, 'new-link-password');
  await expect(page.getByText(/password has been set/i)).toBeVisible();
  await signIn(page, email, 'new-link-password');
  await expect(page).toHaveURL('/scout');
});
