import { expect, test } from './fixtures';
import { expectHeading, signInAs } from './support';

test('a signed-out visit to a protected path goes to /login with the full path to return to', async ({
  page,
}) => {
  await page.goto('/admin/users?page=2#top');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2%23top');
  await expectHeading(page, 'Sign in');

  await page.goto('/judge/assessment/4');
  await expect(page).toHaveURL('/login?redirect=%2Fjudge%2Fassessment%2F4');
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?redirect=%2Fprofile');
});

test('a user of another role gets the 403 page inside the frame', async ({ page }) => {
  await signInAs(page, 'scout');
  await page.goto('/admin/users');
  await expect(
    page.getByRole('heading', { name: 'You are not allowed to open /admin/users' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown path shows "Page not found" inside the frame; Home goes back to /', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found: /no/such/page' })).toBeVisible();
  await expect(page.getByLabel('Status 404')).toHaveText('404');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expectHeading(page, 'Welcome to Glow');
});

test('an unknown path inside an area is a 404 once its remote has loaded', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/nothing');
  await expect(page.getByRole('heading', { name: 'Page not found: /admin/nothing' })).toBeVisible();
});

test('an invalid route parameter gives the fatal "Page Not Found"; Home goes back to /', async ({
  page,
}) => {
  await signInAs(page, 'judge');
  const paths = [
    '/judge/assessment/abc',
    '/judge/review/0',
    '/judge/distributions/1.5',
    // Beyond the database's ids (2147483647): no page, rather than a call that fails.
    '/judge/review/2147483648',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `Page Not Found: ${path}` })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0); // fatal: the page frame is gone
  }
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expectHeading(page, 'Welcome to Glow');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/judge/review/12');
  await expectHeading(page, 'Review cohort');
});

test('the error page is not shown to crawlers', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
  });
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await context.close();
});
