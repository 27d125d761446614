import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CDN_ORIGIN, collectResponses, signInAs } from './support';

/** Strings found in exactly one library each, so a fetched chunk that holds one holds that library. */
const LIBRARY_MARKERS = {
  'react-dom': '__reactFiber',
  react: 'react.transitional.element',
  'react-router': 'patchRoutesOnNavigation',
  redux: '@@redux/INIT',
  'styled-components': 'data-styled',
};

function collectScripts(page: Page) {
  return collectResponses(page, (response) =>
    response.request().resourceType() === 'script' ? { url: response.url() } : undefined,
  );
}

test('React, the router, Redux and styled-components come once, from the shell, into every remote', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const scripts = collectScripts(page);
  // The federation runtime warns when the shell's copy of a singleton is outside the range a
  // remote needs (tooling/docs/shared-versions.md): every remote of one build accepts the shell's.
  const unsatisfied: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('does not satisfy the requirement')) unsatisfied.push(text);
  });
  await page.goto('/');

  // remote-public's page asks the API through the shell's store (RTK Query hooks) and styles the
  // current period with the shell's styled-components and theme.
  const current = page
    .getByRole('list', { name: 'The periods of a cohort' })
    .locator('[aria-current=step]');
  await expect(current).toContainText('Voting');
  await expect(page.getByText('Anyone with an XRPL wallet votes up or down')).toBeVisible();
  const currentBackground = await current.evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  expect(currentBackground).toBe('rgb(238, 246, 255)');

  // The browser drops the bodies of a page's answers once it navigates away: read them first,
  // once the scripts the shell fetches after the page (the signed-in role's remote) have come.
  await page.waitForLoadState('networkidle');
  await Promise.all(scripts.map(({ body }) => body));

  // remote-admin's page dispatches its breadcrumb into the shell's store; the shell shows it
  // (the demo's Pilot, cohort 1, read from the API).
  await page.goto('/admin/cohorts/1');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Cohort Pilot');
  await expect(page).toHaveTitle('Cohort Pilot · Glow');

  const fetched = await Promise.all(
    scripts.map(async ({ url, body }) => ({ url, body: await body })),
  );
  expect(fetched.some(({ url }) => url.startsWith(CDN_ORIGIN))).toBe(true);
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    const holders = fetched.filter(({ body }) => body.includes(marker)).map(({ url }) => url);
    expect(holders.length, `${library} was fetched`).toBeGreaterThan(0);
    expect(
      holders.filter((url) => url.startsWith(CDN_ORIGIN)),
      `${library} must not be fetched from a remote`,
    ).toEqual([]);
  }
  expect(unsatisfied).toEqual([]);
});
