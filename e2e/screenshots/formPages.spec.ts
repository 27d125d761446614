import { expect, test } from '@playwright/test';
import { expectHeading, signInAs, signInOnLoginPage } from '../tests/support';
import { shoot, VIEWPORTS } from './shoot';

// The pages whose forms check their fields with the contract's schemas, their titles coming from
// the route's handle, and the page of /routes, for people to look at; saved in /screenshots
// (git-ignored). `pnpm --filter @glow/e2e screenshots` (after a build).

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('login: empty, its field errors, a refused password', async ({ page }) => {
      await page.goto('/login');
      await expectHeading(page, 'Sign in');
      await shoot(page, 'login');

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      await shoot(page, 'login-empty-submit');

      // An unknown email: the same 401 as a wrong password, without counting against a demo user.
      await signInOnLoginPage(page, 'nobody@glow.local', 'not the password');
      await expect(page.getByRole('alert')).toBeVisible();
      await shoot(page, 'login-refused');
    });

    test('reset password', async ({ page }) => {
      await page.goto('/profile/resetPassword');
      await expectHeading(page, 'Reset your password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await shoot(page, 'reset-password');
    });

    test('set password: the two passwords differ', async ({ page }) => {
      await page.goto('/profile/setPassword?token=from-the-email');
      await expectHeading(page, 'Set your password');
      await page.getByLabel('New password').fill('a good password');
      await page.getByLabel('Confirm password').fill('another password');
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page.getByText('The two passwords do not match')).toBeVisible();
      await shoot(page, 'set-password-mismatch');
    });

    test('profile, signed in', async ({ page }) => {
      await signInAs(page, 'scout', { shared: true });
      await page.goto('/profile');
      await expectHeading(page, 'Profile');
      await expect(page.getByLabel('First name')).toBeVisible();
      await shoot(page, 'profile');
      // A refused current password changes nothing.
      await page.getByLabel('Current password').fill('not the password');
      await page.getByLabel('New password', { exact: true }).fill('a good password');
      await page.getByLabel('Confirm new password').fill('a good password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('This is not your current password')).toBeVisible();
      await shoot(page, 'profile-password-refused', page.getByLabel('Current password'));
    });

    test('create user: its field errors', async ({ page }) => {
      await signInAs(page, 'admin', { shared: true });
      await page.goto('/admin/users/create');
      await expectHeading(page, 'Create user');
      await page.getByLabel('Email').fill('ada@');
      await page.getByRole('button', { name: 'Create user' }).click();
      await expect(page.getByText('Role is required')).toBeVisible();
      await shoot(page, 'create-user-errors');
    });

    test('routes', async ({ page }) => {
      await page.goto('/routes');
      await expectHeading(page, 'Routes');
      await expect(page.getByRole('row', { name: /\/admin\/logs/ })).toContainText('glow_admin@');
      await shoot(page, 'routes');
    });
  });
}
