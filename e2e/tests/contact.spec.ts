import { expect, test } from './fixtures';
import { expectHeading, latestEmailTo, signInAs } from './support';

/** The programme's inbox of the systems the suites run (CONTACT_INBOX's default). */
const PROGRAMME_INBOX = 'help@glow.local';

test('a visitor writes through Help; the inbox and the visitor get the message; an admin marks it answered', async ({
  page,
}) => {
  const sender = `visitor-${Date.now().toString(36)}@example.org`;
  const name = `Playwright Visitor ${Date.now().toString(36)}`;
  const message = 'I registered my wallet, but the Vote page still asks me to register.';

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Help' })
    .click();
  await expectHeading(page, 'Help');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(sender);
  await page.getByLabel('Topic').selectOption({ label: 'Voting' });
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText(`your message is on its way to the programme team, and a copy to ${sender}`),
  ).toBeVisible();

  const toInbox = await latestEmailTo(PROGRAMME_INBOX, `[Glow help] Voting: ${name}`);
  expect(toInbox.replyTo).toEqual([sender]);
  expect(toInbox.text).toContain(message);
  const copy = await latestEmailTo(sender, 'We received your message to Glow');
  expect(copy.text).toContain(message);

  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Messages' }).click();
  await expectHeading(page, 'Messages');
  const card = page.getByRole('region', { name });
  await expect(card).toContainText(message);
  await expect(card).toContainText('New');
  await card.getByRole('button', { name: 'Mark answered' }).click();
  await expect(card).toContainText('Answered');
  await expect(card).toContainText('answered by admin@glow.local');
  await expect(card.getByRole('button', { name: 'Mark answered' })).toHaveCount(0);

  await page.getByRole('group', { name: 'State' }).getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?state=new$/);
  await expect(page.getByRole('region', { name: 'Noor Haddad' })).toBeVisible();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
});

test('the guide is a click away from the footer, and from the Connect Wallet dialog to its voting part', async ({
  page,
}) => {
  await page.goto('/vote');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('link', { name: 'How voting works' })
    .click();
  await expect(page).toHaveURL(/\/guide#voting$/);
  await expectHeading(page, 'How Glow works');
  await expect(page.getByRole('region', { name: 'How voting works' })).toContainText(
    "a payment of 1 drop of XRP to Glow's verification address",
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Guide' })
    .click();
  await expectHeading(page, 'How Glow works');
});
