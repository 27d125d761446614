import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { formatDateTime } from '@glow/shared-ui/pages';
import { selectBreadcrumb } from '@glow/shared-api';
import { screen, within } from '@testing-library/react';
import { applicationPath, nominationPath, paymentPath, paymentsPath } from '../paths';
import { hashOf, PAID_PAYMENT, PROGRAMME_ADDRESS } from '../testing/payments';
import { renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({ 'GET /api/payments/{id}': { body: PAID_PAYMENT } });
});

async function open(id = PAID_PAYMENT.id) {
  return renderAdminPage(paymentPath(id));
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('a payment: what was paid and the ledger’s proof', () => {
  it("puts the payment's cohort in the breadcrumb trail after Payments", async () => {
    const { store } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Payment 7' });
    expect(selectBreadcrumb(store.getState(), paymentPath(7))).toEqual({
      label: 'Payment 7',
      trail: [
        { label: 'Payments', path: '/admin/payments' },
        { label: 'Pilot', path: paymentsPath(1) },
      ],
    });
  });

  it('shows the grant, recipient, source, memo and batch', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Payment 7' });
    expect(calls[0]?.token).toBe('admin-token');

    const grant = region('Grant');
    expect(grant.getByRole('link', { name: 'Priya Nair' }).getAttribute('href')).toBe(
      applicationPath(41),
    );
    expect(grant.getByRole('link', { name: 'Nomination of Priya Nair' }).getAttribute('href')).toBe(
      nominationPath(12),
    );
    expect(grant.getByRole('link', { name: 'Pilot' }).getAttribute('href')).toBe(paymentsPath(1));
    expect(grant.getByText('Amount').nextElementSibling?.textContent).toBe('4,000 XRP');

    const payment = region('Payment');
    const fact = (name: string) => payment.getByText(name).nextElementSibling?.textContent;
    expect(fact('To')).toBe('Priya NairrPriyaNair4sJd8kP9mVbW2cQxT7yZ1hLe');
    expect(fact('From')).toBe(PROGRAMME_ADDRESS);
    expect(fact('Memo')).toBe('localhost:8080/payments/7');
    expect(fact('Valid until')).toBe('Ledger 5,100 (LastLedgerSequence)');
    expect(fact('Batch')).toBe(
      `Batch 2 (2 payments) by admin@glow.local with GemWallet, ${formatDateTime('2026-08-03T10:14:00.000Z')}`,
    );
  });

  it('links the hash to the explorer and lists each ledger check with its result', async () => {
    await open();
    const transaction = await screen.findByRole('region', { name: 'Transaction on the ledger' });
    const { getByRole, getByText } = within(transaction);
    expect(getByText(hashOf('A'))).toBeTruthy();
    const explorer = getByRole('link', { name: 'View on the explorer' });
    expect(explorer.getAttribute('href')).toBe(
      `http://127.0.0.1:18027/transactions/${hashOf('A')}`,
    );
    expect(explorer.getAttribute('rel')).toBe('noreferrer');
    const checks = within(getByRole('table', { name: 'Ledger checks' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(checks).toEqual([
      'Validatedtruetrue✓Passed',
      'ResulttesSUCCESStesSUCCESS✓Passed',
      `From${PROGRAMME_ADDRESS}${PROGRAMME_ADDRESS}✓Passed`,
      'Delivered amount40000000004000000000✓Passed',
      'Partial payment flagnot setnot set✓Passed',
    ]);
  });

  it('tells the history, who changed it (or Glow’s ledger check), and the other attempts', async () => {
    await open();
    const history = await screen.findByRole('region', { name: 'History' });
    const entries = within(history)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toEqual([
      `Waiting for the wallet · ${formatDateTime('2026-08-03T10:14:00.000Z')} · admin@glow.local`,
      `Waiting for the ledger · ${formatDateTime('2026-08-03T10:14:20.000Z')} · admin@glow.local`,
      `Paid · ${formatDateTime('2026-08-03T10:14:25.000Z')} · Glow, checking the ledger — found on the ledger by reconcile`,
      `Payment 6 · Failed · ${formatDateTime('2026-08-03T09:00:00.000Z')}`,
    ]);
    expect(within(history).getByRole('link', { name: 'Payment 6' }).getAttribute('href')).toBe(
      paymentPath(6),
    );
  });

  it('a payment that does not exist says so', async () => {
    installFakeApi({
      'GET /api/payments/{id}': { status: 404, body: { message: 'payment not found' } },
    });
    await open(99);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'payment not found: there is no payment 99.',
    );
  });
});
