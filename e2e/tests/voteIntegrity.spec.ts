// The admin's vote integrity page on the demo story: Wave 1's farm of thirty wallets shows as one
// cluster under its funder; the admin leaves it out of the tally in writing, sees the scores
// move, and counts it again. (The rules are the API's tests: api/src/integrity.)
import { expect, test } from './fixtures';
import { signInAs } from './support';

const REASON = 'Thirty wallets from one funder, registered within half an hour';

test('the admin excludes the farm of Wave 1 with a reason, sees the tally change and counts it again', async ({
  page,
}) => {
  await signInAs(page, 'admin', { shared: true });
  await page.goto('/admin/cohorts');
  await page.getByRole('link', { name: 'Wave 1', exact: true }).click();
  await page
    .getByRole('region', { name: 'Vote integrity' })
    .getByRole('link', { name: 'Vote integrity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Vote integrity/ })).toBeVisible();

  const clusters = page.getByRole('table', { name: 'Funding clusters' });
  const farm = clusters.getByRole('row').nth(1);
  await expect(farm.getByRole('cell', { name: '30', exact: true })).toBeVisible();
  await expect(farm).toContainText('Burst');
  await expect(farm).toContainText('Votes alike');
  await farm.getByRole('button', { name: 'Show members' }).click();
  await expect(page.getByRole('table', { name: /^Members of the cluster of / })).toBeVisible();

  const scores = page.getByRole('table', { name: 'Scores' });
  const before = await scores.innerText();
  await farm.getByRole('button', { name: 'Exclude cluster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exclude this cluster from the tally?' });
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Exclude cluster' }).click();
  await expect(dialog).toBeHidden();

  const exclusions = page.getByRole('table', { name: 'Exclusions' });
  await expect(exclusions).toContainText(REASON);
  await expect(exclusions).toContainText('admin@glow.local');
  await expect.poll(() => scores.innerText()).not.toBe(before);
  await page.screenshot({ path: test.info().outputPath('vote-integrity.png'), fullPage: true });

  await exclusions.getByRole('button', { name: 'Count again' }).click();
  await page
    .getByRole('dialog', { name: 'Count these votes again?' })
    .getByRole('button', { name: 'Count again' })
    .click();
  await expect(page.getByRole('table', { name: 'Exclusions' })).toBeHidden();
  await expect.poll(() => scores.innerText()).toBe(before);
});
