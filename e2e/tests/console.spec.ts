import { expect, test } from '@playwright/test';
import { collectErrors, signInAs, type Role } from './support';

const PAGES: { role?: Role; paths: string[] }[] = [
  {
    paths: [
      '/',
      '/vote',
      '/projects',
      '/applications',
      '/login',
      '/routes',
      '/contact-us',
      '/profile/setPassword',
      '/profile/resetPassword',
      '/nowhere',
      '/admin',
    ],
  },
  {
    role: 'admin',
    paths: [
      '/profile',
      '/admin',
      '/admin/logs',
      '/admin/users',
      '/admin/users/create',
      '/admin/cohorts',
      '/admin/cohorts/start',
      // The demo's Pilot (closed) and Wave 1 (voting).
      '/admin/cohorts/1',
      '/admin/cohorts/2',
      '/admin/projects',
      '/admin/payments',
      // The Pilot's demo payment to Priya Nair, paid on the ledger stand-in.
      '/admin/payments/2',
      '/admin/reporting',
      '/admin/cohorts/x',
    ],
  },
  {
    role: 'judge',
    paths: [
      '/judge',
      '/judge/evaluations',
      // The demo's Pilot (closed, judged by the demo judges) and its first nomination: pages that
      // read them. Wave 1 (voting) has nothing to read yet: its API answers are 409s.
      '/judge/assessment/1',
      '/judge/review/1',
      '/judge/distributions/1',
    ],
  },
  { role: 'scout', paths: ['/scout', '/scout/nominations', '/scout/nominations/new'] },
  {
    role: 'contributor',
    paths: [
      '/contributor',
      '/contributor/terms',
      '/contributor/eligibility',
      '/contributor/applications',
      '/contributor/code-of-conduct',
      '/contributor/details-submission',
      '/contributor/wallet-registration',
    ],
  },
];

for (const { role, paths } of PAGES) {
  test(`no console errors on any page (${role ?? 'signed out'})`, async ({ page }) => {
    if (role) await signInAs(page, role);
    const errors = collectErrors(page);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}
