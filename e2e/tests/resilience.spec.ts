import { expect, test } from './fixtures';
import { expectHeading, signInAs } from './support';

test('with the admin remote unreachable, its area falls back and everything else works; Retry recovers', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.route('**/glow_admin/**', (route) => route.abort('connectionrefused'));

  await page.goto('/admin/users');
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('could not be loaded');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Vote' }).click();
  await expectHeading(page, 'Vote for Glow');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expectHeading(page, 'Help');

  await page.goto('/admin/users');
  await page.waitForLoadState('networkidle'); // the user menu's preload of the area has failed too
  await expect(fallback).toBeVisible();
  await page.unroute('**/glow_admin/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectHeading(page, 'Users');
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
});
