import { GENESIS_ADDRESS } from './genesis';
import {
  ED25519_WALLET,
  SECP256K1_WALLET,
  VERIFICATION_WALLET,
  signPayment,
  startTestLedger,
  type RpcResult,
  type TestLedger,
} from './xrplLedgerTestKit';

let ledger: TestLedger;

afterEach(() => ledger.close());

describe('XRP Ledger stand-in: control endpoints', () => {
  beforeEach(async () => {
    ledger = await startTestLedger();
  });

  it('funds an account from the genesis account, in the current and validated ledgers', async () => {
    expect(
      await ledger.control('/fund', { address: ED25519_WALLET.address, drops: '30000000' }),
    ).toEqual({
      status: 200,
      body: { address: ED25519_WALLET.address, balance: '30000000', sequence: 1 },
    });
    expect(
      await ledger.control('/fund', { address: ED25519_WALLET.address, drops: 5 }),
    ).toMatchObject({ body: { balance: '30000005' } });
    const info = await ledger.rpc('account_info', {
      account: ED25519_WALLET.address,
      ledger_index: 'validated',
    });
    expect(info).toMatchObject({ account_data: { Balance: '30000005' } });
    const genesis = await ledger.rpc('account_info', { account: GENESIS_ADDRESS });
    expect(genesis).toMatchObject({ account_data: { Balance: '99999999969999995' } });
  });

  it('refuses to fund what is not an address or not drops, or more than there is', async () => {
    expect(await ledger.control('/fund', { address: 'nope', drops: '1' })).toMatchObject({
      status: 400,
    });
    expect(
      await ledger.control('/fund', { address: ED25519_WALLET.address, drops: '1.5' }),
    ).toMatchObject({ status: 400 });
    expect(
      await ledger.control('/fund', {
        address: ED25519_WALLET.address,
        drops: '100000000000000000',
      }),
    ).toEqual({
      status: 409,
      body: { message: 'The genesis account does not hold that much XRP' },
    });
  });

  it('closes a ledger when asked and lists what was submitted, newest first', async () => {
    await ledger.control('/fund', { address: ED25519_WALLET.address, drops: '30000000' });
    await ledger.control('/fund', { address: VERIFICATION_WALLET.address, drops: '30000000' });
    const payment = { Destination: VERIFICATION_WALLET.address, Amount: '1' };
    const applied = signPayment(ED25519_WALLET, { ...payment, Sequence: 1 });
    const refused = signPayment(SECP256K1_WALLET, { ...payment, Sequence: 1 });
    await ledger.submit(applied.blob);
    await ledger.submit(refused.blob);

    expect(await ledger.control('/close')).toEqual({
      status: 200,
      body: { ledger_index: 2, ledger_hash: expect.any(String), transactions: [applied.hash] },
    });
    expect(await ledger.control('/transactions', undefined, 'GET')).toEqual({
      status: 200,
      body: [
        {
          hash: refused.hash,
          engine_result: 'terNO_ACCOUNT',
          submitted_at: expect.any(String),
          ledger_index: null,
          validated: false,
          tx_json: expect.objectContaining({ Account: SECP256K1_WALLET.address }),
        },
        expect.objectContaining({
          hash: applied.hash,
          engine_result: 'tesSUCCESS',
          ledger_index: 2,
          validated: true,
        }),
      ],
    });
  });

  it('answers 404 for an unknown control and 405 for the wrong method', async () => {
    expect((await ledger.control('/nope')).status).toBe(404);
    expect((await ledger.control('/transactions')).status).toBe(405);
    expect((await ledger.control('/close', undefined, 'GET')).status).toBe(405);
  });
});

describe('XRP Ledger stand-in: closing on a timer', () => {
  it('validates a submitted transaction within the close interval', async () => {
    ledger = await startTestLedger({ closeIntervalMs: 50, autoFundDrops: '1000000000' });
    const { blob, hash } = signPayment(ED25519_WALLET, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '1',
      Sequence: 1,
    });
    await ledger.submit(blob);
    let answer = await ledger.rpc('tx', { transaction: hash });
    for (let attempt = 0; attempt < 40 && answer.validated !== true; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      answer = await ledger.rpc('tx', { transaction: hash });
    }
    expect(answer).toMatchObject({ validated: true, meta: { TransactionResult: 'tesSUCCESS' } });
  });

  it('refuses settings that are not ones', async () => {
    ledger = await startTestLedger();
    await expect(startTestLedger({ closeIntervalMs: -1 })).rejects.toThrow(/closeIntervalMs/);
    await expect(startTestLedger({ autoFundDrops: 'lots' })).rejects.toThrow(/autoFundDrops/);
    await expect(startTestLedger({ networkId: -1 })).rejects.toThrow(/network id/);
    await expect(startTestLedger({ accounts: { nope: '1' } })).rejects.toThrow(/address/);
    await expect(
      startTestLedger({ accounts: { [ED25519_WALLET.address]: '100000000000000001' } }),
    ).rejects.toThrow(/drops/);
  });
});

describe('XRP Ledger stand-in: partial payments for tests', () => {
  const PARTIAL_PAYMENT = 0x00020000;

  beforeEach(async () => {
    ledger = await startTestLedger({ accounts: { [ED25519_WALLET.address]: '50000000' } });
  });

  function partialPayment(sequence: number) {
    return signPayment(ED25519_WALLET, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '20000000',
      Sequence: sequence,
      Flags: PARTIAL_PAYMENT,
    });
  }

  it('refuses an XRP partial payment as rippled does until told otherwise', async () => {
    expect(await ledger.submit(partialPayment(1).blob)).toMatchObject({
      engine_result: 'temBAD_SEND_XRP_PARTIAL',
    });
  });

  it('delivers the given percentage while set, and says so in delivered_amount', async () => {
    expect(await ledger.control('/partial-payments', { deliveredPercent: 50 })).toEqual({
      status: 200,
      body: { deliveredPercent: 50 },
    });
    const { blob, hash } = partialPayment(1);
    expect(await ledger.submit(blob)).toMatchObject({ engine_result: 'tesSUCCESS' });
    ledger.simulator.closeLedger();

    expect(await ledger.rpc('tx', { transaction: hash })).toMatchObject({
      Amount: '20000000',
      Flags: PARTIAL_PAYMENT,
      meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '10000000' },
      validated: true,
    });
    expect(
      await ledger.rpc('account_info', { account: VERIFICATION_WALLET.address }),
    ).toMatchObject({ account_data: { Balance: '10000000' } });

    expect(await ledger.control('/partial-payments', { deliveredPercent: null })).toMatchObject({
      status: 200,
    });
    expect(await ledger.submit(partialPayment(2).blob)).toMatchObject({
      engine_result: 'temBAD_SEND_XRP_PARTIAL',
    });
  });

  it('refuses a percentage that is not one', async () => {
    for (const deliveredPercent of [0, 100, 12.5, '50', undefined]) {
      expect(await ledger.control('/partial-payments', { deliveredPercent })).toEqual({
        status: 400,
        body: { message: 'deliveredPercent must be a whole number from 1 to 99, or null' },
      });
    }
  });
});

describe('XRP Ledger stand-in: a node in trouble, for tests', () => {
  beforeEach(async () => {
    ledger = await startTestLedger({ networkId: 0 });
  });

  async function serverInfoOverHttp() {
    const response = await fetch(ledger.simulator.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'server_info', params: [{}] }),
    });
    return { status: response.status, body: (await response.json()) as { result: RpcResult } };
  }

  it("answers every request with rippled's tooBusy (HTTP 503) until the outage ends", async () => {
    expect(await ledger.control('/outage', { error: 'tooBusy' })).toEqual({
      status: 200,
      body: { error: 'tooBusy' },
    });
    expect(await serverInfoOverHttp()).toEqual({
      status: 503,
      body: {
        result: {
          error: 'tooBusy',
          error_code: 9,
          error_message: 'The server is too busy to help you now.',
          request: { command: 'server_info' },
          status: 'error',
        },
      },
    });
    expect(await ledger.rpc('account_info', { account: GENESIS_ADDRESS })).toMatchObject({
      error: 'tooBusy',
      status: 'error',
    });

    await ledger.control('/outage', { error: null });
    expect(await serverInfoOverHttp()).toMatchObject({
      status: 200,
      body: { result: { status: 'success' } },
    });
  });

  it("answers noNetwork (a node not synced) inside a 200, as rippled's other errors", async () => {
    await ledger.control('/outage', { error: 'noNetwork' });
    expect(await serverInfoOverHttp()).toMatchObject({
      status: 200,
      body: {
        result: {
          error: 'noNetwork',
          error_code: 17,
          error_message: 'Not synced to the network.',
          status: 'error',
        },
      },
    });
  });

  it('leaves network_id out of server_info while told, as a node without [network_id]', async () => {
    expect(await ledger.rpc('server_info')).toMatchObject({ info: { network_id: 0 } });
    expect(await ledger.control('/network-id', { reported: false })).toEqual({
      status: 200,
      body: { reported: false },
    });
    const info = (await ledger.rpc('server_info')).info as Record<string, unknown>;
    expect(info).not.toHaveProperty('network_id');
    expect(info).toMatchObject({ server_state: 'full' });
    await ledger.control('/network-id', { reported: true });
    expect(await ledger.rpc('server_info')).toMatchObject({ info: { network_id: 0 } });
  });

  it('refuses settings that are not ones', async () => {
    expect(await ledger.control('/outage', { error: 'slowDown' })).toEqual({
      status: 400,
      body: { message: 'error must be one of tooBusy, noNetwork, or null' },
    });
    expect(await ledger.control('/network-id', { reported: 'no' })).toEqual({
      status: 400,
      body: { message: 'reported must be true or false' },
    });
  });
});

describe('XRP Ledger stand-in: the explorer page', () => {
  beforeEach(async () => {
    ledger = await startTestLedger({ accounts: { [ED25519_WALLET.address]: '50000000' } });
  });

  async function explorerPage(hash: string) {
    const response = await fetch(`${ledger.simulator.url}/transactions/${hash}`);
    return { status: response.status, html: await response.text() };
  }

  it("shows a transaction's ledger, result, delivered amount and memo text", async () => {
    const text = (value: string) => Buffer.from(value).toString('hex').toUpperCase();
    const { blob, hash } = signPayment(ED25519_WALLET, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '20000000',
      Sequence: 1,
      Memos: [
        {
          Memo: {
            MemoType: text('glow/payment'),
            MemoFormat: text('text/plain'),
            MemoData: text('localhost:8080/payments/<17>'),
          },
        },
      ],
    });
    await ledger.submit(blob);

    expect((await explorerPage(hash)).html).toContain('In the open ledger, not validated yet');
    ledger.simulator.closeLedger();
    const { status, html } = await explorerPage(hash.toLowerCase());
    expect(status).toBe(200);
    expect(html).toContain(`<dt>Hash</dt><dd>${hash}</dd>`);
    expect(html).toContain('<dt>Status</dt><dd>Validated</dd>');
    expect(html).toContain('<dt>Ledger</dt><dd>2</dd>');
    expect(html).toContain('<dt>Result</dt><dd>tesSUCCESS</dd>');
    expect(html).toContain('<dt>Delivered amount</dt><dd>20000000</dd>');
    // Decoded, and escaped like every other value.
    expect(html).toContain(
      '<li>glow/payment (text/plain): localhost:8080/payments/&lt;17&gt;</li>',
    );
    expect(html).toContain(`<dt>Destination</dt><dd>${VERIFICATION_WALLET.address}</dd>`);
  });

  it('answers 404 for a transaction it does not hold', async () => {
    const { status, html } = await explorerPage('A'.repeat(64));
    expect(status).toBe(404);
    expect(html).toContain('Transaction not found');
    expect((await explorerPage('%3Cscript%3E')).html).not.toContain('<script>');
  });
});
