import type { RemotesJson } from '@glow/contract';
import { expect, test } from './fixtures';
import {
  collectErrors,
  collectRemoteEntryRequests,
  expectHeading,
  signInAs,
  type Role,
} from './support';

const AREAS: { path: string; remote: string; role?: Role; heading: string }[] = [
  { path: '/', remote: 'glow_public', heading: 'Welcome to Glow' },
  { path: '/vote', remote: 'glow_public', heading: 'Vote for Glow' },
  { path: '/admin/users', remote: 'glow_admin', role: 'admin', heading: 'Users' },
  { path: '/judge/evaluations', remote: 'glow_judge', role: 'judge', heading: 'Evaluations' },
  { path: '/scout/nominations', remote: 'glow_scout', role: 'scout', heading: 'Nominations' },
  {
    path: '/contributor/terms',
    remote: 'glow_contributor',
    role: 'contributor',
    heading: 'Terms of service',
  },
];

for (const area of AREAS) {
  test(`${area.path} is served by ${area.remote}, and only that remote is fetched`, async ({
    page,
  }) => {
    if (area.role) await signInAs(page, area.role);
    const entries = collectRemoteEntryRequests(page);
    const entryResponse = page.waitForResponse(
      (response) =>
        response.url().includes(`/${area.remote}/`) && response.url().endsWith('/remoteEntry.js'),
    );
    await page.goto(area.path);
    expect((await entryResponse).status()).toBe(200);
    await expectHeading(page, area.heading);
    expect(new Set(entries)).toEqual(new Set([area.remote]));
  });
}

test('a shell page fetches no remote at all', async ({ page }) => {
  const entries = collectRemoteEntryRequests(page);
  await page.goto('/contact-us');
  await expectHeading(page, 'Help');
  expect(entries).toEqual([]);
});

test('entering another area loads its remote on the way, without a page load', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/');
  await expectHeading(page, 'Welcome to Glow');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Audits & Logs' }).click();
  await expectHeading(page, 'Audits & Logs');
  await expect(page).toHaveURL('/admin/logs');
  expect(loads).toEqual([]);
});

test('/routes lists every route with its access rule, layout and the remote version serving it', async ({
  page,
}) => {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: { name: string; version: string }[];
  };
  await page.goto('/routes');
  const row = (path: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: path, exact: true }) });
  const admin = remotes.remotes.find((remote) => remote.name === 'glow_admin')!;
  await expect(row('/admin/cohorts/:id')).toContainText('signed in as admin');
  await expect(row('/admin/cohorts/:id')).toContainText(`glow_admin@${admin.version}`);
  await expect(row('/scout/nominations')).toContainText('admin'); // layout
  await expect(row('/vote')).toContainText('public');
  await expect(row('/login')).toContainText('glow_shell@');
  // The header, then the shell's, public, admin, judge, scout and contributor routes.
  await expect(page.getByRole('row')).toHaveCount(1 + 6 + 5 + 18 + 5 + 4 + 7);
});

test('an old remotes.json, whose lines name no paths, still opens /vote and /admin', async ({
  page,
}) => {
  // As deploys wrote it before remotes declared their areas: the same lines without "area".
  let served = 0;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const current = (await response.json()) as RemotesJson;
    const old = current.remotes.map(({ area: _area, ...line }) => line);
    served += 1;
    await route.fulfill({ response, json: { ...current, remotes: old } });
  });
  const errors = collectErrors(page);
  await page.goto('/vote');
  await expectHeading(page, 'Vote for Glow');
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await expectHeading(page, 'Dashboard');
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found: /no/such/page' })).toBeVisible();
  expect(served).toBeGreaterThanOrEqual(3);
  expect(errors).toEqual([]);
});
