// Every page of every area, visited as the role it is for, on a phone and a laptop: it comes with
// the shell origin's Content-Security-Policy, shows its page, loads with no violation of the policy
// and logs no console error (nor an uncaught error), and nothing on it moves while it loads (its
// layout shift stays below the budget). The pages are those /routes lists, from the shell and
// every deployed remote, and the pages named below besides.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAYOUT_SHIFT_BUDGET, layoutShiftOf, watchLayoutShift } from './layoutShift';
import { openUnderPolicy, watchPolicyViolations } from './policySupport';
import { collectErrors, signInAs, type Role } from './support';
interface AppPage {
  path: string;
  /** As /routes describes it: "public", "signed in", "signed in as admin or judge". */
  access: string;
}

/** Every route of the app, as /routes lists them from the shell and every deployed remote. */
async function pagesOfTheApp(page: Page): Promise<AppPage[]> {
  const remotesJson = await page.request.get('/remotes.json');
  const { remotes } = (await remotesJson.json()) as {
    remotes: { name: string; version: string }[];
  };
  await page.goto('/routes');
  // Every remote's rows are there ("Served by" names the version deployed).
  for (const { name, version } of remotes) {
    await expect(page.getByRole('cell', { name: `${name}@${version}` }).first()).toBeVisible();
  }
  const cells = await page
    .getByRole('row')
    .evaluateAll((elements) =>
      elements.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText)),
    );
  return cells.map(([path, , access]) => ({
    // Record pages open with an id (a missing record shows its message: a page all the same).
    path: path!.replace(/:[A-Za-z]+/g, '1'),
    access: access!,
  }));
}

/** Who opens a page: nobody for a public one, any user (the admin) for "signed in". */
function roleFor({ access }: AppPage): Role | undefined {
  if (access === 'public') return undefined;
  if (access === 'signed in') return 'admin';
  return /^signed in as (\w+)/.exec(access)![1] as Role;
}

const ROLES: (Role | undefined)[] = [undefined, 'admin', 'judge', 'scout', 'contributor'];

/**
 * Pages visited besides /routes' list, by who opens them (public: nobody): the error pages (an
 * unknown path inside the layout, the fatal 404 of an invalid id), a protected page signed out,
 * and records of the demo data (the Pilot is cohort 1, Wave 1 cohort 2; payment 2 is the
 * Pilot's paid payment to Priya Nair).
 */
const NAMED_PAGES: Record<Role | 'public', string[]> = {
  public: [
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
    '/admin/cohorts/x',
  ],
  admin: [
    '/profile',
    '/admin',
    '/admin/logs',
    '/admin/users',
    '/admin/users/create',
    '/admin/cohorts',
    '/admin/cohorts/start',
    '/admin/cohorts/1',
    '/admin/cohorts/2',
    '/admin/projects',
    '/admin/payments',
    '/admin/payments/2',
    '/admin/reporting',
    '/admin/cohorts/x',
  ],
  // The Pilot (closed, judged by the demo judges) and its first nomination: pages that read
  // them. Wave 1 (voting) has nothing to read yet: its API answers are 409s.
  judge: [
    '/judge',
    '/judge/evaluations',
    '/judge/assessment/1',
    '/judge/review/1',
    '/judge/distributions/1',
  ],
  scout: ['/scout', '/scout/nominations', '/scout/nominations/new'],
  contributor: [
    '/contributor',
    '/contributor/terms',
    '/contributor/eligibility',
    '/contributor/applications',
    '/contributor/code-of-conduct',
    '/contributor/details-submission',
    '/contributor/wallet-registration',
  ],
};

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const role of ROLES) {
  for (const viewport of WIDTHS) {
    test(`every ${role ?? 'public'} page at ${viewport.width} px loads with no policy violation, no console error and no layout shift`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const routes = (await pagesOfTheApp(page))
        .filter((appPage) => roleFor(appPage) === role)
        .map(({ path }) => path);
      expect(routes.length).toBeGreaterThan(0);
      if (role) await signInAs(page, role, { shared: true });
      const violations = await watchPolicyViolations(page);
      const errors = collectErrors(page);
      await watchLayoutShift(page);
      const shifted: string[] = [];
      for (const path of new Set([...routes, ...NAMED_PAGES[role ?? 'public']])) {
        await openUnderPolicy(page, path);
        const shift = await layoutShiftOf(page);
        if (shift >= LAYOUT_SHIFT_BUDGET) shifted.push(`${path}: ${shift.toFixed(3)}`);
      }
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      expect(shifted, `layout shift of ${LAYOUT_SHIFT_BUDGET} or more`).toEqual([]);
    });
  }
}
