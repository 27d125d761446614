import { expect, test } from '@playwright/test';
import type { CohortDetail } from '@glow/contract';
import {
  answerScreening,
  chooseInPicker,
  coNominationOffer,
  continueButton,
  CONTRIBUTOR_PICKER,
  passScreening,
  PROJECT_PICKER,
  stepHeading,
} from '../tests/scoutFlow';
import {
  cohortOpenForNominations,
  monthsAgo,
  nominationThroughApi,
  scoutedNominations,
  scoutThroughApi,
  type ApiScout,
} from '../tests/scoutSupport';
import {
  bearer,
  DEMO_PASSWORD,
  demoEmail,
  expectHeading,
  openSignedIn,
  sessionThroughApi,
  signInAs,
} from '../tests/support';
import { shoot, VIEWPORTS } from './shoot';

// The scout's pages, for people to look at; saved in /screenshots (git-ignored). They need a
// cohort in its nomination period: the demo's Wave 1 is closed and Wave 2 started (the
// scout-screenshots project runs after every other screenshot). The demo scout has nominated
// Maya Okafor for xrpl.js (through the API); a second scout is offered to back it. Nothing else
// is saved: every other submit is one the server refuses, and the review is not submitted.

let cohort: CohortDetail;
let secondScout: ApiScout;

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  cohort = await cohortOpenForNominations(request);
  const demoScout = bearer(await sessionThroughApi(request, demoEmail('scout'), DEMO_PASSWORD));
  const { nominations } = await scoutedNominations(request, demoScout, cohort.id);
  if (nominations.length === 0) {
    await nominationThroughApi(request, demoScout, {
      contributor: 'Okafor',
      project: 'xrpl.js',
      description:
        'Kept xrpl.js working through the fee changes of the last amendment and wrote its migration notes.',
      categories: ['Creating Community Tools', 'Solving Technical Debt'],
    });
  }
  secondScout = await scoutThroughApi(request, { firstName: 'Noor', lastName: 'Haddad' });
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('dashboard and the list, with the edit dialog', async ({ page }) => {
      await signInAs(page, 'scout', { shared: true });
      await page.goto('/scout');
      await expectHeading(page, 'Scout dashboard');
      await expect(page.getByRole('region', { name: 'Active cohort' })).toContainText(cohort.name);
      await expect(page.getByText('Maya Okafor').first()).toBeVisible();
      await shoot(page, 'scout-dashboard');

      await page.goto('/scout/nominations');
      await expectHeading(page, 'Nominations');
      await expect(page.getByText('Maya Okafor').first()).toBeVisible();
      await shoot(page, 'scout-nominations');
      await page.getByRole('button', { name: 'Edit' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit the nomination of Maya Okafor' });
      await expect(dialog.getByLabel('Description of the work')).toBeVisible();
      await shoot(page, 'scout-nominations-edit', dialog);
    });

    test('new nomination: each step, with its refusals', async ({ page }) => {
      test.setTimeout(60_000);
      await signInAs(page, 'scout', { shared: true });
      await page.goto('/scout/nominations/new');
      await expectHeading(page, 'New nomination');
      await shoot(page, 'scout-new-screening');
      await answerScreening(page, { sanctions: 'Yes' });
      const refusal = page.getByRole('alert').filter({ hasText: 'cannot be nominated' });
      await expect(refusal).toBeVisible();
      await shoot(page, 'scout-new-screening-refused', refusal);
      await answerScreening(page);
      await continueButton(page).click();

      await expect(stepHeading(page, 'projects')).toBeVisible();
      await page.getByRole('button', { name: 'Create a project' }).click();
      const projectForm = page.getByRole('region', { name: 'New project' });
      await projectForm.getByLabel('Name').fill('Roadmap');
      await projectForm.getByLabel('Description').fill('What the XRPL Foundation plans next.');
      await projectForm.getByLabel('GitHub repository').fill('XRPLF/private-roadmap');
      await projectForm.getByRole('button', { name: 'Create project' }).click();
      await expect(
        projectForm.getByText('GitHub repo not found (use a public repo)'),
      ).toBeVisible();
      await shoot(page, 'scout-new-projects-refused', projectForm);
      await projectForm.getByRole('button', { name: 'Cancel' }).click();
      await chooseInPicker(page, PROJECT_PICKER, 'rippled', 'rippled');
      await shoot(page, 'scout-new-projects');
      await continueButton(page).click();

      await expect(stepHeading(page, 'contributor')).toBeVisible();
      await page.getByRole('button', { name: 'Create a contributor' }).click();
      const contributorForm = page.getByRole('region', { name: 'New contributor' });
      await contributorForm.getByLabel('First name').fill('Lars');
      await contributorForm.getByLabel('Last name').fill('Henriksen');
      await contributorForm.getByLabel('Email').fill('lars@example.org');
      await contributorForm.getByLabel('GitHub username').fill('LHenriksen');
      await contributorForm.getByLabel('Role in the project').selectOption('maintainer');
      await contributorForm.getByLabel('Contributor since').fill(monthsAgo(30));
      await contributorForm.getByRole('button', { name: 'Create contributor' }).click();
      await expect(contributorForm.getByLabel('GitHub username')).toHaveAccessibleDescription(
        /Contributor already exists: a contributor has this GitHub username/,
      );
      await shoot(page, 'scout-new-contributor-refused', contributorForm);
      await contributorForm.getByRole('button', { name: 'Use Lars Henriksen instead' }).click();
      await continueButton(page).click();

      await expect(stepHeading(page, 'details')).toBeVisible();
      await page
        .getByLabel('Description of the work')
        .fill(
          'Found and fixed a second race in ledger acquisition, this time under the new peer protocol.',
        );
      await page.getByRole('checkbox', { name: 'Improving the Core Protocol' }).check();
      await page.getByLabel('Contribution date').fill(monthsAgo(8));
      await expect(page.getByText(/more than 6 months old/)).toBeVisible();
      await shoot(page, 'scout-new-details', page.getByText(/more than 6 months old/));
      await continueButton(page).click();

      await expect(stepHeading(page, 'review')).toBeVisible();
      await shoot(page, 'scout-new-review');
    });

    test('new nomination: a second scout is offered to back an existing nomination', async ({
      page,
    }) => {
      await openSignedIn(page, secondScout.session);
      await page.goto('/scout/nominations/new');
      await passScreening(page);
      await continueButton(page).click();
      await chooseInPicker(page, PROJECT_PICKER, 'xrpl.js', 'xrpl.js');
      await continueButton(page).click();
      await chooseInPicker(page, CONTRIBUTOR_PICKER, 'Okafor', 'Maya Okafor');
      await continueButton(page).click();
      const offer = coNominationOffer(page);
      await expect(offer).toContainText('Maya Okafor is already nominated for xrpl.js');
      await shoot(page, 'scout-new-co-nomination', offer);
    });
  });
}
