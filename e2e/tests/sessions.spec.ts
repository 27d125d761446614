import { expect, test } from './fixtures';
import {
  bearer,
  DEMO_PASSWORD,
  demoEmail,
  expectHeading,
  invitedUser,
  latestEmailTo,
  openUserMenu,
  sessionThroughApi,
  signInOnLoginPage,
  type Role,
} from './support';

const ROLE_HOMES: { role: Role; home: string; menuEntry: string }[] = [
  { role: 'admin', home: '/admin', menuEntry: 'Audits & Logs' },
  { role: 'scout', home: '/scout', menuEntry: 'Nominations' },
  { role: 'judge', home: '/judge', menuEntry: 'Evaluations' },
  { role: 'contributor', home: '/contributor', menuEntry: 'Applications' },
];

for (const { role, home, menuEntry } of ROLE_HOMES) {
  test(`the ${role} signs in on /login and lands on ${home} with the ${role}'s menu`, async ({
    page,
  }) => {
    await page.goto('/login');
    await expectHeading(page, 'Sign in');
    await signInOnLoginPage(page, demoEmail(role), DEMO_PASSWORD);
    await expect(page).toHaveURL(home);

    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem', { name: demoEmail(role) })).toBeDisabled();
    await expect(menu.getByRole('menuitem', { name: menuEntry })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
}

test('a wrong password shows the message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page, demoEmail('judge'), 'not-the-password');
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
});

test('logout ends the session on the server, clears it and goes to /', async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page, demoEmail('scout'), DEMO_PASSWORD);
  await expect(page).toHaveURL('/scout');
  const token = await page.evaluate(() => localStorage.getItem('api_token'));
  expect(token).toBeTruthy();

  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('api_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  const verify = await page.request.get('/api/users/verify', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(verify.status()).toBe(401);
});

test('a deep link to an admin page while signed out returns there after login', async ({
  page,
}) => {
  await page.goto('/admin/logs?page=1');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Flogs%3Fpage%3D1');
  await signInOnLoginPage(page, demoEmail('admin'), DEMO_PASSWORD);
  await expect(page).toHaveURL('/admin/logs?page=1');
  await expectHeading(page, 'Audits & Logs');
});

test('a session ended elsewhere is noticed on the next load: the header signs the user out', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnLoginPage(page, demoEmail('judge'), DEMO_PASSWORD);
  await expect(page).toHaveURL('/judge');
  const token = await page.evaluate(() => localStorage.getItem('api_token'));
  await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } });

  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Vote', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
});

test('a user changes their password on the Profile: other sessions end; then signs out everywhere', async ({
  page,
  request,
}) => {
  // It sets or checks passwords several times, each deliberately slow to hash.
  test.setTimeout(60_000);
  const scout = await invitedUser(request, 'scout', {
    prefix: 'password-scout',
    password: 'first-pass-1',
  });
  const elsewhere = await sessionThroughApi(request, scout.email, 'first-pass-1');
  await page.goto('/login');
  await signInOnLoginPage(page, scout.email, 'first-pass-1');
  await expect(page).toHaveURL('/scout');
  const token = await page.evaluate(() => localStorage.getItem('api_token'));

  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await expectHeading(page, 'Profile');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm new password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This is not your current password')).toBeVisible();

  await page.getByLabel('Current password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed; your other sessions ended')).toBeVisible();
  const ended = await request.get('/api/users/verify', { headers: bearer(elsewhere) });
  expect(ended.status()).toBe(401);
  await latestEmailTo(scout.email, 'Your Glow password was changed');
  const old = await request.post('/api/users/login', {
    data: { email: scout.email, password: 'first-pass-1' },
  });
  expect(old.status()).toBe(401);
  const another = await sessionThroughApi(request, scout.email, 'second-pass-2');

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  for (const headers of [{ Authorization: `Bearer ${token}` }, bearer(another)]) {
    expect((await request.get('/api/users/verify', { headers })).status()).toBe(401);
  }
});
