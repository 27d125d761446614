// Personal data on request, on a copy of the demo story of its own: the admin opens Priya Nair's
// personal data from the Users list (paid in the Pilot), downloads it as one JSON file, erases
// her, and sees the placeholder where her name was: on her page, the Users list, the payment
// and the public results, where her paid grant keeps its amount and transaction.
import type { PersonalDataExport } from '@glow/contract';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectHeading, signInAs } from './support';

const PRIYA = { name: 'Priya Nair', email: 'pnair@example.org' };

test('the admin downloads a person’s data, erases them, and sees the placeholder everywhere', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/users?role=contributor');
  await expectHeading(page, 'Users');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: PRIYA.email }) });
  await row.getByRole('link', { name: 'Personal data' }).click();
  await expectHeading(page, `Personal data of ${PRIYA.name}`);
  const id = Number(/\/admin\/users\/(\d+)\/personal-data$/.exec(page.url())![1]);
  const held = page.getByRole('list', { name: 'Records held' });
  await expect(held).toContainText('1 grant with its payments');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^glow-personal-data-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as PersonalDataExport;
  expect(data).toMatchObject({ version: 1, person: { id, email: PRIYA.email } });
  expect(data.contributor).toMatchObject({ firstName: 'Priya', lastName: 'Nair' });
  const paid = data.grants.flatMap((grant) => grant.payments).find((p) => p.status === 'paid')!;
  expect(paid.txHash).toMatch(/^[0-9A-F]{64}$/);

  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${PRIYA.email}?` });
  await expect(dialog).toContainText('their votes, which still count');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Erase this person' }).click();
  const placeholder = `Erased person #${id}`;
  await expect(page.getByText(`${PRIYA.email} now shows as ${placeholder}`)).toBeVisible();
  await expectHeading(page, `Personal data of ${placeholder}`);
  await expect(page.getByRole('region', { name: 'Erase this person' })).toContainText('Erased on');

  await page.goto('/admin/users?role=contributor');
  await expect(page.getByRole('cell', { name: `erased-${id}@erased.invalid` })).toBeVisible();
  await expect(page.getByRole('cell', { name: PRIYA.email })).toHaveCount(0);

  await page.goto('/admin/logs');
  await expect(
    page.getByRole('row').filter({ hasText: 'personalData.erase' }).first(),
  ).toBeVisible();

  await page.goto('/applications');
  await expectHeading(page, 'Results');
  const pilot = page.getByRole('table', { name: 'Nominations of Pilot' });
  await expect(pilot.getByRole('row').filter({ hasText: PRIYA.name })).toHaveCount(0);
  await expect(
    pilot
      .getByRole('row')
      .filter({ hasText: placeholder })
      .getByRole('link', { name: /^View transaction/ }),
  ).toHaveAttribute('href', new RegExp(`/transactions/${paid.txHash}$`));
});
