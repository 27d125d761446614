import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { CohortDetail } from '@glow/contract';
import { moveFromCohortPage } from './cohortSupport';
import {
  addRepository,
  bearer,
  DEMO_PASSWORD,
  demoEmail,
  expectHeading,
  latestEmailTo,
  linkIn,
  openSignedIn,
  sessionThroughApi,
  signInAs,
  signInOnLoginPage,
} from './support';
import {
  cohortOpenForNominations,
  monthsAgo,
  runSuffix,
  scoutedNominations,
  scoutThroughApi,
} from './scoutSupport';
import {
  answerScreening,
  chooseInPicker,
  coNominationOffer,
  continueButton,
  CONTRIBUTOR_PICKER,
  CountingKeyboard,
  currentStep,
  PASSING_ANSWERS,
  passScreening,
  PROJECT_PICKER,
  screeningQuestion,
  stepCard,
  stepHeading,
  type ScreeningQuestion,
} from './scoutFlow';
import { nominationCard } from './votingSupport';
import { toast } from './walletSupport';

// A scout's journey in a cohort open for nominations, for good: the demo's Wave 1 is closed and
// the next cohort started (the scout-journey project has the demo data to itself). The
// demo scout fails the screening, then nominates a new contributor for a new project and xrpl.js;
// a second scout backs that nomination; the contributor's invitation sets a password; the demo
// scout nominates again with the keyboard only; the admin opens voting and /vote shows it all.
test.describe.configure({ mode: 'serial' });

const suffix = runSuffix();
const NEW_PROJECT = {
  name: `Ledger Lens ${suffix}`,
  repository: `glow-e2e/ledger-lens-${suffix}`,
  description: 'A browser for the ledger objects of an account, for wallet developers.',
};
const NEW_CONTRIBUTOR = {
  firstName: 'Ines',
  lastName: `Moreau ${suffix}`,
  email: `ines-${suffix}@example.org`,
  githubUsername: `imoreau-${suffix}`,
};
const CONTRIBUTOR_NAME = `${NEW_CONTRIBUTOR.firstName} ${NEW_CONTRIBUTOR.lastName}`;
const DESCRIPTION =
  'Built the account explorer the xrpl.js examples now link to, and fixed how it decodes NFT offers.';

const TOMAS_DESCRIPTION = 'Kept the ledger acquisition fix working under the new peer protocol.';

let cohort: CohortDetail;

test.beforeAll(async ({ request }) => {
  cohort = await cohortOpenForNominations(request);
});

async function demoScoutHeaders(page: Page) {
  return bearer(await sessionThroughApi(page.request, demoEmail('scout'), DEMO_PASSWORD));
}

/** The drafts the page keeps in this browser, as stored ('' when there is none). */
function storedDraft(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('glow-draft:'))
      .map((key) => localStorage.getItem(key))
      .join('\n'),
  );
}

test('the demo scout is stopped by a failing screening answer (nothing saved), then nominates a new contributor for a new project and xrpl.js; the draft survives a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addRepository(NEW_PROJECT.repository, { stars: 12, openIssues: 3 });
  await signInAs(page, 'scout', { shared: true });

  await page.goto('/scout');
  await expectHeading(page, 'Scout dashboard');
  const active = page.getByRole('region', { name: 'Active cohort' });
  await expect(active).toContainText(cohort.name);
  await expect(active).toContainText(/Nominations open since .+, until an admin opens voting/);
  await expect(
    page.getByText(`You have not nominated anyone in ${cohort.name} yet.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Nominate a contributor' }).click();
  await expectHeading(page, 'New nomination');
  await expect(currentStep(page)).toHaveText('Screening');

  // Screening: "Yes" to the sanctions question stops the flow with the reason; nothing is sent.
  await answerScreening(page, { sanctions: 'Yes' });
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Nominees on a sanctions list cannot be funded through Glow.' });
  await expect(refusal).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  const scouted = await scoutedNominations(page.request, await demoScoutHeaders(page), cohort.id);
  expect(scouted.total).toBe(0);
  await expect.poll(() => storedDraft(page)).toContain('"notOnSanctionsList":"yes"');
  await page.reload();
  await expect(refusal).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await stepCard(page, 'screening').getByRole('button', { name: 'Start over' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await passScreening(page);
  await continueButton(page).click();

  // Projects: a new one created inline (checked on GitHub), and xrpl.js found by search.
  await expect(stepHeading(page, 'projects')).toBeFocused();
  await page.getByRole('button', { name: 'Create a project' }).click();
  const projectForm = page.getByRole('region', { name: 'New project' });
  await projectForm.getByLabel('Name').fill(NEW_PROJECT.name);
  await projectForm.getByLabel('Description').fill(NEW_PROJECT.description);
  await projectForm.getByLabel('GitHub repository').fill(NEW_PROJECT.repository);
  await projectForm.getByRole('button', { name: 'Create project' }).click();
  await expect(toast(page, 'project created')).toContainText(NEW_PROJECT.name);
  await expect(projectForm).toHaveCount(0);
  await chooseInPicker(page, PROJECT_PICKER, 'xrpl.js', 'xrpl.js');
  const chosen = page.getByRole('region', { name: 'Chosen projects' });
  await expect(chosen.getByRole('listitem')).toHaveText([
    new RegExp(`^${NEW_PROJECT.name}`),
    /^xrpl\.js/,
  ]);
  await continueButton(page).click();

  // Contributor: a new one.
  await expect(stepHeading(page, 'contributor')).toBeFocused();
  await page.getByRole('button', { name: 'Create a contributor' }).click();
  const contributorForm = page.getByRole('region', { name: 'New contributor' });
  await contributorForm.getByLabel('First name').fill(NEW_CONTRIBUTOR.firstName);
  await contributorForm.getByLabel('Last name').fill(NEW_CONTRIBUTOR.lastName);
  await contributorForm.getByLabel('Email').fill(NEW_CONTRIBUTOR.email);
  await contributorForm.getByLabel('GitHub username').fill(NEW_CONTRIBUTOR.githubUsername);
  await contributorForm.getByLabel('Role in the project').selectOption('maintainer');
  await contributorForm.getByLabel('Contributor since').fill(monthsAgo(24));
  await contributorForm.getByRole('button', { name: 'Create contributor' }).click();
  await expect(toast(page, 'Contributor created')).toContainText(CONTRIBUTOR_NAME);
  await expect(stepCard(page, 'contributor')).toContainText(
    `${CONTRIBUTOR_NAME} @${NEW_CONTRIBUTOR.githubUsername}`,
  );
  await continueButton(page).click();

  // Details (work 7 months old: a warning, not an error), then a reload: the draft brings back
  // every step.
  await expect(stepHeading(page, 'details')).toBeFocused();
  await page.getByLabel('Description of the work').fill(DESCRIPTION);
  await expect(page.getByText(`${DESCRIPTION.length} of 2,000 characters`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Creating Community Tools' }).check();
  await page.getByLabel('Contribution date').fill(monthsAgo(7));
  await expect(
    page.getByText(
      'This work is more than 6 months old; judges look for work within the last 6 months.',
    ),
  ).toBeVisible();
  await expect.poll(() => storedDraft(page)).toContain(DESCRIPTION);
  await expect.poll(() => storedDraft(page)).toContain(monthsAgo(7));
  await page.reload();
  await expect(stepHeading(page, 'details')).toBeVisible();
  await expect(page.getByLabel('Description of the work')).toHaveValue(DESCRIPTION);
  await expect(page.getByRole('checkbox', { name: 'Creating Community Tools' })).toBeChecked();
  await expect(page.getByLabel('Contribution date')).toHaveValue(monthsAgo(7));
  await continueButton(page).click();

  // Review and submit.
  await expect(stepHeading(page, 'review')).toBeFocused();
  const review = stepCard(page, 'review');
  for (const text of [
    `${NEW_PROJECT.name}, xrpl.js`, // in the order chosen
    `${CONTRIBUTOR_NAME} (@${NEW_CONTRIBUTOR.githubUsername})`,
    DESCRIPTION,
    'Creating Community Tools',
    'Is the nominee on a sanctions list? No',
  ]) {
    await expect(review).toContainText(text);
  }
  await review.getByRole('button', { name: 'Submit the nomination' }).click();
  await expect(toast(page, 'Nomination created')).toContainText(
    `${CONTRIBUTOR_NAME} is invited to Glow by email to set a password and apply.`,
  );
  await expect(page).toHaveURL('/scout/nominations');
  await expectHeading(page, 'Nominations');
  const row = page.getByRole('row').filter({ hasText: CONTRIBUTOR_NAME });
  await expect(row).toContainText(NEW_PROJECT.name);
  await expect(row).toContainText('xrpl.js');
  await expect(row).toContainText('1 scout');
  await expect(row).toContainText('Your part: Nominated');

  // Submitted: the draft is gone, and a new nomination starts from the screening.
  expect(await storedDraft(page)).toBe('');
  await page.goto('/scout/nominations/new');
  await expect(currentStep(page)).toHaveText('Screening');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('a second scout picks the same contributor and xrpl.js, is offered to back the nomination instead, and does', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const scout = await scoutThroughApi(request, { firstName: 'Noor', lastName: 'Haddad' });
  await openSignedIn(page, scout.session);
  await page.goto('/scout/nominations/new');
  await expectHeading(page, 'New nomination');
  await passScreening(page);
  await continueButton(page).click();
  await chooseInPicker(page, PROJECT_PICKER, 'xrpl.js', 'xrpl.js');
  await continueButton(page).click();
  await chooseInPicker(page, CONTRIBUTOR_PICKER, NEW_CONTRIBUTOR.lastName, CONTRIBUTOR_NAME);
  await continueButton(page).click();

  const offer = coNominationOffer(page);
  await expect(offer).toContainText(`${CONTRIBUTOR_NAME} is already nominated for`);
  await expect(offer).toContainText(NEW_PROJECT.name);
  await expect(offer).toContainText(`xrpl.js in ${cohort.name} (1 scout)`);
  await expect(offer).toContainText(DESCRIPTION);
  await offer
    .getByLabel('Your note')
    .fill('I reviewed the explorer too: the NFT offer fix was overdue.');
  await offer.getByRole('button', { name: 'Back this nomination' }).click();
  await expect(toast(page, 'Co-nomination added')).toContainText(
    `You back the nomination of ${CONTRIBUTOR_NAME}.`,
  );
  await expect(page).toHaveURL('/scout/nominations');
  const row = page.getByRole('row').filter({ hasText: CONTRIBUTOR_NAME });
  await expect(row).toContainText('Your part: Co-nominated');
  await expect(row).toContainText('2 scouts');
  await expect(row.getByRole('button', { name: 'Withdraw my backing' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  const { nominations } = await scoutedNominations(request, scout.headers, cohort.id);
  expect(nominations).toHaveLength(1);
  expect(nominations[0]).toMatchObject({ scouts: 2, myPart: 'co-nominator' });
});

test('the new contributor is invited by email, naming the projects and the description but not the screening, and sets a password', async ({
  page,
}) => {
  const invitation = await latestEmailTo(
    NEW_CONTRIBUTOR.email,
    'You were nominated for a Glow grant',
  );
  for (const text of [NEW_PROJECT.name, 'xrpl.js', DESCRIPTION, cohort.name]) {
    expect(invitation.text).toContain(text);
  }
  expect(invitation.text).not.toMatch(/sanction|18 or older|restricted region/i);
  expect(invitation.text).not.toContain(demoEmail('scout'));
  const link = linkIn(invitation);
  expect(new URL(link).pathname).toBe('/profile/setPassword');

  await page.goto(link);
  await page.getByLabel('New password').fill('a-contributor-password');
  await page.getByLabel('Confirm password').fill('a-contributor-password');
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByText(/password has been set/i)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInOnLoginPage(page, NEW_CONTRIBUTOR.email, 'a-contributor-password');
  await expect(page).toHaveURL('/contributor');
  await expectHeading(page, 'Contributor');
});

// Tomás Vidal (nominated in Wave 1, no answer given there) is the contributor who fails the
// eligibility questions in contributor-journey: Lars Henriksen answered them in the Pilot, and a
// person's passing answers carry over to their next application.
test.describe('keyboard only', () => {
  // The date field is typed in the order its locale shows: month, day, year.
  test.use({ locale: 'en-US' });

  test('the demo scout nominates Tomás Vidal for rippled with the keyboard only', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'scout', { shared: true });
    await page.goto('/scout');
    await expectHeading(page, 'Scout dashboard');
    const keyboard = new CountingKeyboard(page);
    const startedAt = Date.now();

    await keyboard.tabTo(page.getByRole('link', { name: 'Nominate a contributor' }));
    await keyboard.press('Enter');
    await expectHeading(page, 'New nomination');
    for (const question of Object.keys(PASSING_ANSWERS) as ScreeningQuestion[]) {
      await keyboard.chooseRadio(screeningQuestion(page, question), PASSING_ANSWERS[question]);
    }
    await keyboard.tabTo(continueButton(page));
    await keyboard.press('Enter');

    await expect(stepHeading(page, 'projects')).toBeFocused();
    await keyboard.chooseInPicker(
      page.getByRole('combobox', { name: PROJECT_PICKER }),
      'rippled',
      'rippled',
    );
    await expect(page.getByRole('region', { name: 'Chosen projects' })).toContainText('rippled');
    await keyboard.tabTo(continueButton(page));
    await keyboard.press('Enter');

    await expect(stepHeading(page, 'contributor')).toBeFocused();
    await keyboard.chooseInPicker(
      page.getByRole('combobox', { name: CONTRIBUTOR_PICKER }),
      'Vidal',
      'Tomás Vidal',
    );
    await expect(stepCard(page, 'contributor')).toContainText('Tomás Vidal @tvidal');
    await keyboard.tabTo(continueButton(page));
    await keyboard.press('Enter');

    await expect(stepHeading(page, 'details')).toBeFocused();
    await keyboard.tabTo(page.getByLabel('Description of the work'));
    await keyboard.type(TOMAS_DESCRIPTION);
    await keyboard.tabTo(page.getByRole('checkbox', { name: 'Improving the Core Protocol' }));
    await keyboard.press('Space');
    await keyboard.tabTo(page.getByLabel('Contribution date'));
    const [year, month, day] = monthsAgo(1).split('-');
    await keyboard.type(`${month}${day}${year}`);
    await expect(page.getByLabel('Contribution date')).toHaveValue(monthsAgo(1));
    await keyboard.tabTo(continueButton(page));
    await keyboard.press('Enter');

    await expect(stepHeading(page, 'review')).toBeFocused();
    await keyboard.tabTo(page.getByRole('button', { name: 'Submit the nomination' }));
    await keyboard.press('Enter');
    await expect(toast(page, 'Nomination created')).toContainText(
      'Tomás Vidal is invited to Glow by email to set a password and apply.',
    );
    await expect(page).toHaveURL('/scout/nominations');
    const seconds = (Date.now() - startedAt) / 1000;
    // The demo scout nominated him in earlier cohorts too.
    const row = page.getByRole('row').filter({ hasText: TOMAS_DESCRIPTION });
    await expect(row).toContainText('Tomás Vidal');
    await expect(row).toContainText('rippled');

    test.info().annotations.push({
      type: 'keyboard-only nomination',
      description: `${keyboard.presses} key presses to move and act, ${keyboard.typed} characters typed, ${seconds.toFixed(1)} s`,
    });
  });
});

test('the admin opens voting: /vote shows the new nominations, the backed one with 2 scouts', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin', { shared: true });
  await page.goto(`/admin/cohorts/${cohort.id}`);
  await expectHeading(page, `Cohort ${cohort.name}`);
  await moveFromCohortPage(page, {
    button: 'Open voting',
    question: `Open voting for ${cohort.name}?`,
    effect: 'Scouts can no longer nominate; voting opens.',
    toastTitle: `${cohort.name} is in its voting period`,
  });

  await page.goto('/vote');
  await expectHeading(page, 'Vote for Glow');
  await expect(page.getByRole('heading', { level: 2, name: cohort.name })).toBeVisible();
  const backed = page.getByRole('article').filter({ hasText: CONTRIBUTOR_NAME });
  await expect(backed.getByRole('heading')).toContainText(NEW_PROJECT.name);
  await expect(backed.getByRole('heading')).toContainText('xrpl.js');
  await expect(backed).toContainText('2 scouts');
  await expect(nominationCard(page, 'rippled')).toContainText('1 scout');

  // The scout's dashboard: nominations closed, theirs in voting.
  const scoutContext = await browser.newContext();
  try {
    const scoutPage = await scoutContext.newPage();
    await signInAs(scoutPage, 'scout', { shared: true });
    await scoutPage.goto('/scout');
    await expect(scoutPage.getByRole('region', { name: 'Active cohort' })).toContainText(
      `Nominations are closed: ${cohort.name} is in its voting period.`,
    );
    await expect(scoutPage.getByRole('link', { name: 'Nominate a contributor' })).toHaveCount(0);
    await expect(scoutPage.getByRole('row').filter({ hasText: CONTRIBUTOR_NAME })).toContainText(
      'In voting',
    );
  } finally {
    await scoutContext.close();
  }
});
