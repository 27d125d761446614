import type { CohortPayments, GrantRow } from '@glow/contract';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { WalletError, type BulkOutcome, type XrplTransaction } from '@glow/shared-wallet';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths, paymentsPath } from '../paths';
import {
  ANA,
  batchFor,
  CHEN,
  grant,
  hashOf,
  OTHER_ADDRESS,
  PAYMENT_COHORTS,
  paymentView,
  PROGRAMME_ADDRESS,
  SOFIA,
  VALIDATED_LEDGER,
  WAVE_1_PAYMENTS,
} from '../testing/payments';
import { renderAdminPage, type AdminPageOptions } from '../testing/renderAdminPage';

let calls: ReceivedCall[];
let payments: CohortPayments;
const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

type Route = FakeAnswer | ((call: ReceivedCall) => FakeAnswer | Promise<FakeAnswer>);

function install(routes: Record<string, Route> = {}) {
  calls = installFakeApi({
    'GET /api/payments/cohorts': { body: PAYMENT_COHORTS },
    'GET /api/cohorts/{id}/payments': () => ({ body: payments }),
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  payments = structuredClone(WAVE_1_PAYMENTS);
  install();
});

const PROGRAMME_WALLET = { address: PROGRAMME_ADDRESS, kind: 'gemwallet' } as const;

async function open(options: AdminPageOptions = {}, path = paymentsPath(2)) {
  const shell = await renderAdminPage(path, options);
  await screen.findByRole('table', { name: 'Grants' });
  return shell;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const payButton = () => screen.getByRole('button', { name: /^Pay/ });
const tick = (name: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Pay ${name}` }));

describe('the payments page: grants and the programme wallet', () => {
  it("shows each grant's state with what it waits for or why it failed, and the totals", async () => {
    await open();
    expect(callsTo('GET', '/api/cohorts/2/payments')[0]?.token).toBe('admin-token');

    expect(rowOf('Ana Ribeiro').textContent).toContain('Payable');
    expect(rowOf('Ana Ribeiro').textContent).toContain('750 XRP');
    expect(rowOf('Sofia Marin').textContent).toContain('FailedDeclined in the wallet');
    expect(within(rowOf('Sofia Marin')).getByRole('link', { name: 'Payment 9' })).toBeTruthy();
    expect(rowOf('Maya Okafor').textContent).toContain(
      'WaitingWaiting for the contributor to register a wallet',
    );
    const tomas = within(rowOf('Tomás Vidal')).getAllByRole('listitem');
    expect(tomas.map((reason) => reason.textContent)).toEqual([
      'Waiting for the contributor to submit the application (next: accept the terms of service)',
      'Waiting for the contributor to register a wallet',
    ]);
    // Only payable grants (and failed ones, payable again) can be ticked.
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Pay Ana Ribeiro',
      'Pay Chen Wei',
      'Pay Sofia Marin',
    ]);

    const tiles = within(screen.getByLabelText('Totals'));
    const tile = (label: string) => tiles.getByText(label).nextElementSibling?.textContent;
    expect(tile('XRP approved · 5 grants')).toBe('3,750');
    expect(tile('XRP payable · 3 grants')).toBe('2,250');
    expect(tile('XRP waiting · 2 grants')).toBe('1,500');
    expect(tile('XRP returned to the pool, carried to the next cohort · 0 grants')).toBe('0');
    expect(tile('XRP carried from Pilot')).toBe('14,000');
  });

  it('without a wallet: Pay is refused with the reason, and the header is asked to connect one', async () => {
    const { connectRequests } = await open();
    expect(region('Programme wallet').getByText(PROGRAMME_ADDRESS).tagName).toBe('CODE');

    tick('Ana Ribeiro');
    const pay = payButton();
    expect(pay.textContent).toBe('Pay 1 grant (750 XRP)');
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(pay.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Connect the programme's wallet to pay grants.",
    );

    fireEvent.click(screen.getByRole('button', { name: "Connect the programme's wallet" }));
    expect(connectRequests).toHaveLength(1);
  });

  it('refuses a wallet that is not the programme’s, naming both addresses', async () => {
    await open({ wallet: { address: OTHER_ADDRESS, kind: 'xaman' } });
    tick('Ana Ribeiro');
    const pay = payButton() as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    const refusal = `The connected wallet ${OTHER_ADDRESS} is not the programme's wallet. Disconnect it and connect ${PROGRAMME_ADDRESS}.`;
    expect(document.getElementById(pay.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      refusal,
    );
    expect(region('Programme wallet').getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });

  it("connected with the programme's wallet: says how it signs, and can disconnect to use another", async () => {
    const { session } = await open({ wallet: PROGRAMME_WALLET });
    const wallet = region('Programme wallet');
    expect(wallet.getByText(/the payments of a batch are signed all at once/)).toBeTruthy();
    fireEvent.click(wallet.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(session.getState().address).toBeNull());
    expect(
      await region('Programme wallet').findByRole('button', {
        name: "Connect the programme's wallet",
      }),
    ).toBeTruthy();
  });

  it("shows the wallet's balance on the ledger and what it can pay", async () => {
    await open();
    const funds = within(region('Programme wallet').getByLabelText('Funds on the ledger'));
    const fact = (name: string) => funds.getByText(name).nextElementSibling?.textContent;
    expect(fact('Balance on the ledger')).toBe('100,000 XRP');
    expect(fact('Reserve the ledger keeps')).toBe('10 XRP');
    expect(fact('Can be paid')).toBe('99,990 XRP');
    expect(funds.queryByText('Payments still open')).toBeNull();
  });

  it('counts the payments still open against what the wallet can pay', async () => {
    payments = {
      ...payments,
      programmeFunds: {
        balanceDrops: '1000000000',
        reserveDrops: '10000000',
        openDrops: '750000000',
        spendableDrops: '240000000',
      },
    };
    await open();
    const funds = within(region('Programme wallet').getByLabelText('Funds on the ledger'));
    const fact = (name: string) => funds.getByText(name).nextElementSibling?.textContent;
    expect(fact('Payments still open')).toBe('750 XRP');
    expect(fact('Can be paid')).toBe('240 XRP');
  });

  it('refuses Pay for grants totalling more than the wallet can pay, naming both figures', async () => {
    payments = {
      ...payments,
      programmeFunds: {
        balanceDrops: '1000000000',
        reserveDrops: '10000000',
        openDrops: '0',
        spendableDrops: '990000000',
      },
    };
    await open({ wallet: PROGRAMME_WALLET });
    tick('Ana Ribeiro');
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);

    tick('Chen Wei');
    const pay = payButton() as HTMLButtonElement;
    expect(pay.textContent).toBe('Pay 2 grants (1,500 XRP)');
    expect(pay.disabled).toBe(true);
    expect(document.getElementById(pay.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "The selected grants total 1,500 XRP, more than the 990 XRP the programme's wallet can pay. Select fewer grants, or fund the wallet first.",
    );
  });

  it('says when the ledger did not answer with the balance', async () => {
    payments = { ...payments, programmeFunds: null };
    await open();
    expect(
      region('Programme wallet').getByText(
        "The wallet's balance could not be read from the ledger. A batch is prepared only once the ledger answers; try again in a moment.",
      ),
    ).toBeTruthy();
  });

  it('selects at most 50 grants: the others are disabled, with the reason', async () => {
    const many: GrantRow[] = Array.from({ length: 52 }, (_, index) =>
      grant(index + 1, `Contributor ${index + 1}`, `rContributor${index + 1}`),
    );
    payments = { ...payments, grants: many };
    await open({ wallet: PROGRAMME_WALLET });

    fireEvent.click(screen.getByRole('button', { name: 'Select the payable grants' }));
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.filter((box) => box.checked)).toHaveLength(50);
    expect(boxes.slice(50).map((box) => [box.checked, box.disabled])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(
      screen.getByText('A batch holds at most 50 payments: pay these, then select the next.'),
    ).toBeTruthy();
    expect(payButton().textContent).toBe('Pay 50 grants (37,500 XRP)');

    // One less, and any other can be ticked again.
    fireEvent.click(boxes[0]!);
    expect(boxes[51]!.disabled).toBe(false);
  });

  it('shows an empty state while no cohort has an approved distribution', async () => {
    install({ 'GET /api/payments/cohorts': { body: { cohorts: [] } } });
    await renderAdminPage(paths.payments);
    expect(
      await screen.findByText(
        "No cohort's distribution is approved yet: grants appear here once the judges approve one.",
      ),
    ).toBeTruthy();
  });

  it('without ?cohort= shows the newest cohort with grants to pay', async () => {
    await renderAdminPage(paths.payments);
    await screen.findByRole('table', { name: 'Grants' });
    expect(callsTo('GET', '/api/cohorts/2/payments')).toHaveLength(1);
    expect((screen.getByRole('combobox', { name: 'Cohort' }) as HTMLSelectElement).value).toBe('2');
  });

  it('counts the grants to pay in the cohort list, short enough for a phone: a grant returned to the pool is named apart', async () => {
    await open();
    const options = within(screen.getByRole('combobox', { name: 'Cohort' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Wave 1: 0 of 5 paid',
      'Pilot: 2 of 2 paid, 1 returned',
    ]);
  });

  it('says why a cohort whose distribution is not approved has no payments', async () => {
    install({
      'GET /api/cohorts/{id}/payments': {
        status: 409,
        body: { message: "wrong status: Wave 2's distribution is not approved yet" },
      },
    });
    await renderAdminPage(paymentsPath(3));
    expect(await screen.findByText("Wave 2's distribution is not approved yet.")).toBeTruthy();
  });
});

describe('the payments page: paying a batch', () => {
  it('confirms each full address and amount and the total, then GemWallet signs them all at once', async () => {
    const chosen = [ANA, CHEN, SOFIA];
    const batch = batchFor(chosen);
    const signed: XrplTransaction[][] = [];
    const submitBulk = async (transactions: XrplTransaction[]): Promise<BulkOutcome[]> => {
      signed.push(transactions);
      return [
        { hash: hashOf('A') },
        { error: new WalletError('SIGNING_REJECTED') },
        { hash: hashOf('C') },
      ];
    };
    install({
      'POST /api/payments/batches': { status: 201, body: batch },
      'POST /api/payments/{id}/transaction': ({ path, body }) => {
        const id = Number(path.split('/')[3]);
        const { transactionHash } = body as { transactionHash: string };
        return {
          body: paymentView(id, batch.payments.find((payment) => payment.id === id)!.grantId, {
            txHash: transactionHash,
            explorerUrl: `https://testnet.xrpl.org/transactions/${transactionHash}`,
          }),
        };
      },
      'POST /api/payments/{id}/failure': {
        body: paymentView(22, CHEN.id, {
          status: 'failed',
          failureKind: 'declined',
          failureReason: 'Declined in the wallet',
        }),
      },
    });
    await open({ wallet: PROGRAMME_WALLET, signing: { submitBulk } });
    expect(region('Programme wallet').getByRole('status').textContent).toBe(
      'Connected with GemWallet: the payments of a batch are signed all at once.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Select the payable grants' }));
    fireEvent.click(payButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Pay 3 grants' }));
    expect(dialog.getByText(PROGRAMME_ADDRESS)).toBeTruthy();
    const lines = dialog.getAllByRole('row').map((row) => row.textContent);
    expect(lines).toEqual([
      'RecipientAmount',
      `Ana Ribeiro${ANA.destination}750 XRP`,
      `Chen Wei${CHEN.destination}750 XRP`,
      `Sofia Marin${SOFIA.destination}750 XRP`,
      'Total2,250 XRP',
    ]);
    expect(
      dialog.getByText('GemWallet will ask you to approve the 3 payments at once.'),
    ).toBeTruthy();

    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Sign with GemWallet' }));
    });
    expect(callsTo('POST', '/api/payments/batches')[0]?.body).toEqual({
      cohortId: 2,
      grantIds: [1, 2, 3],
    });
    const progress = within(await screen.findByRole('table', { name: 'Payments of batch 4' }));
    await waitFor(() => expect(screen.getByText('Finished: 2 of 3 payments paid.')).toBeTruthy());

    // The wallet signed the server's transactions as they were, in one request.
    expect(signed).toEqual([batch.payments.map((payment) => payment.transaction)]);
    expect(callsTo('POST', '/api/payments/21/transaction')[0]?.body).toEqual({
      transactionHash: hashOf('A'),
    });
    expect(callsTo('POST', '/api/payments/23/transaction')[0]?.body).toEqual({
      transactionHash: hashOf('C'),
    });
    expect(callsTo('POST', '/api/payments/22/failure')[0]?.body).toEqual({
      code: 'SIGNING_REJECTED',
    });
    const rows = progress.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Payment 21Ana Ribeiro750 XRPPaid${hashOf('A')}`,
      'Payment 22Chen Wei750 XRPFailed: The request was declined in the wallet',
      `Payment 23Sofia Marin750 XRPPaid${hashOf('C')}`,
    ]);
    expect(
      within(rows[0]!)
        .getByRole('link', { name: hashOf('A') })
        .getAttribute('href'),
    ).toBe(`https://testnet.xrpl.org/transactions/${hashOf('A')}`);
    // The list is read again once the batch ends.
    await waitFor(() =>
      expect(callsTo('GET', '/api/cohorts/2/payments').length).toBeGreaterThan(2),
    );
  });

  it('shows the server’s refusal in the confirmation, and nothing is signed', async () => {
    let bulks = 0;
    install({
      'POST /api/payments/batches': {
        status: 409,
        body: {
          message: "wrong status: Ana Ribeiro's grant is not payable: it is in flight (payment 17)",
        },
      },
    });
    await open({
      wallet: PROGRAMME_WALLET,
      signing: {
        submitBulk: async () => {
          bulks += 1;
          return [];
        },
      },
    });
    tick('Ana Ribeiro');
    fireEvent.click(payButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Pay 1 grant' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sign with GemWallet' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(
      "wrong status: Ana Ribeiro's grant is not payable: it is in flight (payment 17)",
    );
    expect(bulks).toBe(0);
    expect(screen.queryByRole('table', { name: /Payments of batch/ })).toBeNull();
  });

  it('a wallet on another network: the confirmation says so, naming both, and no batch is made', async () => {
    let bulks = 0;
    const refusal =
      'Your wallet is on Mainnet but Glow uses XRP Ledger testnet: switch networks in GemWallet';
    await open({
      wallet: PROGRAMME_WALLET,
      signing: {
        checkNetwork: async () => {
          throw new WalletError('WRONG_NETWORK', refusal);
        },
        submitBulk: async () => {
          bulks += 1;
          return [];
        },
      },
    });
    tick('Ana Ribeiro');
    fireEvent.click(payButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Pay 1 grant' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sign with GemWallet' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(refusal);
    expect(callsTo('POST', '/api/payments/batches')).toEqual([]);
    expect(bulks).toBe(0);
  });

  it('GemWallet answered no result: each payment reported uncertain, shown as the ledger settled it', async () => {
    const chosen = [ANA, CHEN];
    const batch = batchFor(chosen);
    const noResult = new WalletError('NO_RESULT');
    install({
      'POST /api/payments/batches': { status: 201, body: batch },
      // The server found Ana's on the ledger by its memo; Chen's waits for its LastLedgerSequence.
      'POST /api/payments/{id}/failure': ({ path }) =>
        path.endsWith('/21/failure')
          ? {
              body: paymentView(21, ANA.id, {
                txHash: hashOf('A'),
                explorerUrl: `https://testnet.xrpl.org/transactions/${hashOf('A')}`,
              }),
            }
          : {
              body: paymentView(22, CHEN.id, {
                status: 'awaitingSignature',
                retryAfterLedger: VALIDATED_LEDGER + 100,
              }),
            },
    });
    await open({
      wallet: PROGRAMME_WALLET,
      signing: { submitBulk: async () => [{ error: noResult }, { error: noResult }] },
    });
    tick('Ana Ribeiro');
    tick('Chen Wei');
    fireEvent.click(payButton());
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Pay 2 grants' })).getByRole('button', {
          name: 'Sign with GemWallet',
        }),
      );
    });
    await waitFor(() => expect(screen.getByText('Finished: 1 of 2 payments paid.')).toBeTruthy());

    for (const id of [21, 22]) {
      expect(callsTo('POST', `/api/payments/${id}/failure`)[0]?.body).toEqual({
        code: 'NO_RESULT',
      });
    }
    const progress = within(screen.getByRole('table', { name: 'Payments of batch 4' }));
    expect(progress.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'PaymentRecipientAmountProgress',
      `Payment 21Ana Ribeiro750 XRPPaid${hashOf('A')}`,
      'Payment 22Chen Wei750 XRPIn flight: the wallet reported: The wallet answered no result: the request was rejected, or its window was closed after some payments went out; payable again after ledger 812,450 unless the ledger shows it paid',
    ]);
  });

  it('Xaman signs one payment after the other; an unclear failure leaves the payment in flight', async () => {
    const chosen = [ANA, CHEN];
    const batch = batchFor(chosen, 'xaman');
    const asked: unknown[] = [];
    const signAndSubmit = async (transaction: XrplTransaction) => {
      asked.push(transaction);
      if (asked.length === 1) return hashOf('A');
      throw new WalletError('FAILED_TO_SIGN_TX', undefined, {
        payloadId: '00000000-0000-4000-8000-000000000022',
        secret: 'a-secret',
      });
    };
    install({
      'POST /api/payments/batches': { status: 201, body: batch },
      'POST /api/payments/{id}/transaction': {
        body: paymentView(21, ANA.id, { txHash: hashOf('A'), explorerUrl: null }),
      },
      'POST /api/payments/{id}/failure': {
        body: paymentView(22, CHEN.id, {
          status: 'awaitingSignature',
          retryAfterLedger: VALIDATED_LEDGER + 100,
        }),
      },
    });
    await open({
      wallet: { address: PROGRAMME_ADDRESS, kind: 'xaman' },
      signing: { signAndSubmit },
    });
    tick('Ana Ribeiro');
    tick('Chen Wei');
    fireEvent.click(payButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Pay 2 grants' }));
    expect(
      dialog.getByText(
        'Xaman will ask you to approve each of the 2 payments, one after the other.',
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Sign with Xaman' }));
    });
    await waitFor(() => expect(screen.getByText('Finished: 1 of 2 payments paid.')).toBeTruthy());

    expect(asked).toEqual(batch.payments.map((payment) => payment.transaction));
    expect(callsTo('POST', '/api/payments/22/failure')[0]?.body).toEqual({
      code: 'FAILED_TO_SIGN_TX',
      xamanPayloadId: '00000000-0000-4000-8000-000000000022',
      secret: 'a-secret',
    });
    const progress = within(screen.getByRole('table', { name: 'Payments of batch 4' }));
    expect(progress.getAllByRole('row')[2]?.textContent).toBe(
      'Payment 22Chen Wei750 XRPIn flight: the wallet reported: The wallet did not sign the request, please try again; payable again after ledger 812,450 unless the ledger shows it paid',
    );
  });
  it('Xaman on a phone: each payment after the first opens from a click of the admin’s', async () => {
    const batch = batchFor([ANA, CHEN], 'xaman');
    const asked: unknown[] = [];
    const signAndSubmit = async (transaction: XrplTransaction) => {
      asked.push(transaction);
      return asked.length === 1 ? hashOf('A') : hashOf('B');
    };
    install({
      'POST /api/payments/batches': { status: 201, body: batch },
      'POST /api/payments/{id}/transaction': ({ path }) => {
        const id = Number(path.split('/')[3]);
        return { body: paymentView(id, id === 21 ? ANA.id : CHEN.id, { txHash: hashOf('A') }) };
      },
    });
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      await open({
        wallet: { address: PROGRAMME_ADDRESS, kind: 'xaman' },
        signing: { signAndSubmit },
      });
      tick('Ana Ribeiro');
      tick('Chen Wei');
      fireEvent.click(payButton());
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Sign with Xaman' }));
      });
      const next = await screen.findByRole('button', { name: 'Open Xaman for the next payment' });
      expect(asked).toEqual([batch.payments[0]!.transaction]);

      await act(async () => fireEvent.click(next));
      await waitFor(() => expect(screen.getByText('Finished: 2 of 2 payments paid.')).toBeTruthy());
      expect(asked).toEqual(batch.payments.map((payment) => payment.transaction));
      expect(screen.queryByRole('button', { name: 'Open Xaman for the next payment' })).toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });

  it('Crossmark: stopping after the payment being signed leaves the rest not attempted', async () => {
    const batch = batchFor([ANA, CHEN], 'crossmark');
    let answer: (hash: string) => void = () => undefined;
    let asked = 0;
    const signAndSubmit = (transaction: XrplTransaction) => {
      asked += 1;
      expect(transaction).toEqual(batch.payments[0]!.transaction);
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    };
    const notValidated =
      'transaction verification failed: the transaction is not validated yet; the payment stays in flight and is checked again';
    install({
      'POST /api/payments/batches': { status: 201, body: batch },
      'POST /api/payments/{id}/transaction': { status: 400, body: { message: notValidated } },
      'POST /api/payments/{id}/failure': {
        body: paymentView(22, CHEN.id, {
          status: 'failed',
          failureKind: 'declined',
          failureReason: 'Declined in the wallet',
        }),
      },
    });
    await open({
      wallet: { address: PROGRAMME_ADDRESS, kind: 'crossmark' },
      signing: { signAndSubmit },
    });
    tick('Ana Ribeiro');
    tick('Chen Wei');
    fireEvent.click(payButton());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign with Crossmark' }));
    });
    const progress = within(await screen.findByRole('table', { name: 'Payments of batch 4' }));
    expect(progress.getAllByRole('row')[1]?.textContent).toContain('Waiting for the wallet');
    // While it is paid, the page stays on this cohort.
    expect((screen.getByRole('combobox', { name: 'Cohort' }) as HTMLSelectElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Stop after this payment' }));
    expect(
      (screen.getByRole('button', { name: 'Stopping after this payment…' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await act(async () => answer(hashOf('A')));
    await waitFor(() => expect(screen.getByText('Finished: 0 of 2 payments paid.')).toBeTruthy());

    expect(asked).toBe(1);
    expect(callsTo('POST', '/api/payments/22/failure')[0]?.body).toEqual({
      code: 'SIGNING_REJECTED',
    });
    expect(
      progress
        .getAllByRole('row')
        .map((row) => row.textContent)
        .slice(1),
    ).toEqual([
      `Payment 21Ana Ribeiro750 XRPIn flight: ${notValidated}`,
      'Payment 22Chen Wei750 XRPNot attempted',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('table', { name: 'Payments of batch 4' })).toBeNull();
  });
});

describe('the payments page: checking the ledger', () => {
  it('checks the ledger on opening when a payment is in flight, and on request', async () => {
    payments = {
      ...payments,
      grants: [{ ...ANA, state: 'inFlight' }, CHEN],
    };
    install({
      'POST /api/payments/reconcile': {
        body: {
          checked: 2,
          paid: [21],
          failed: [22],
          duplicates: [],
          stillInFlight: [],
          scannedToLedger: VALIDATED_LEDGER,
        },
      },
    });
    await open();
    await waitFor(() => expect(callsTo('POST', '/api/payments/reconcile')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Check the ledger' }));
    expect(
      await screen.findByText(
        '1 payment found on the ledger and recorded paid; 1 payment never reached the ledger: payable again.',
      ),
    ).toBeTruthy();
    expect(callsTo('POST', '/api/payments/reconcile')).toHaveLength(2);
  });

  it("does not check the ledger while the wallet signs the page's batch, whose answers settle it; checks once it is done", async () => {
    let answer: (outcomes: BulkOutcome[]) => void = () => undefined;
    install({
      'POST /api/payments/batches': () => {
        // The cohort's payments read from now on show the batch's grant in flight.
        payments = {
          ...payments,
          grants: payments.grants.map((row) =>
            row.id === ANA.id ? { ...row, state: 'inFlight' } : row,
          ),
        };
        return { status: 201, body: batchFor([ANA]) };
      },
      'POST /api/payments/{id}/failure': {
        body: paymentView(21, ANA.id, {
          status: 'awaitingSignature',
          retryAfterLedger: VALIDATED_LEDGER + 100,
        }),
      },
      'POST /api/payments/reconcile': {
        body: {
          checked: 1,
          paid: [],
          failed: [],
          duplicates: [],
          stillInFlight: [21],
          scannedToLedger: VALIDATED_LEDGER,
        },
      },
    });
    await open({
      wallet: PROGRAMME_WALLET,
      signing: { submitBulk: () => new Promise((resolve) => (answer = resolve)) },
    });
    tick('Ana Ribeiro');
    fireEvent.click(payButton());
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Pay 1 grant' })).getByRole('button', {
          name: 'Sign with GemWallet',
        }),
      );
    });
    const grants = within(screen.getByRole('table', { name: 'Grants' }));
    await waitFor(() =>
      expect(grants.getByRole('row', { name: /Ana Ribeiro/ }).textContent).toContain('In flight'),
    );
    expect(callsTo('POST', '/api/payments/reconcile')).toEqual([]);

    await act(async () => answer([{ error: new WalletError('NO_RESULT') }]));
    await waitFor(() => expect(screen.getByText('Finished: 0 of 1 payment paid.')).toBeTruthy());
    await waitFor(() => expect(callsTo('POST', '/api/payments/reconcile')).toHaveLength(1));
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /api/payments/21/failure')).toBeLessThan(
      order.indexOf('POST /api/payments/reconcile'),
    );
  });
});
