import { RESERVE_BASE_DROPS } from './feeSchedule';
import {
  ED25519_WALLET,
  GENESIS_WALLET,
  VERIFICATION_WALLET,
  signPayment,
  startTestLedger,
  type TestLedger,
} from './xrplLedgerTestKit';

let ledger: TestLedger;

beforeEach(async () => {
  ledger = await startTestLedger({
    networkId: 21338,
    accounts: { [ED25519_WALLET.address]: '50000000' },
  });
});

afterEach(() => ledger.close());

async function post(body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(ledger.simulator.url, { method: 'POST', body });
  return { status: response.status, text: await response.text() };
}

/** Submits and validates a 1-drop payment; answers its hash. */
async function validatedPayment(): Promise<string> {
  const { blob, hash } = signPayment(ED25519_WALLET, {
    Destination: GENESIS_WALLET.address,
    Amount: '1',
    Sequence: 1,
    NetworkID: 21338,
  });
  await ledger.submit(blob);
  ledger.simulator.closeLedger();
  return hash;
}

describe('XRP Ledger stand-in: what clients ask before submitting', () => {
  it('answers server_info with the network, fees and the validated ledger', async () => {
    const info = await ledger.rpc('server_info');
    expect(info).toMatchObject({
      info: {
        build_version: expect.any(String),
        complete_ledgers: '1-1',
        network_id: 21338,
        server_state: 'full',
        validated_ledger: {
          seq: 1,
          hash: expect.stringMatching(/^[0-9A-F]{64}$/),
          base_fee_xrp: 0.00001,
          reserve_base_xrp: Number(RESERVE_BASE_DROPS) / 1_000_000,
          reserve_inc_xrp: 2,
        },
      },
      status: 'success',
    });
    ledger.simulator.closeLedger();
    expect(await ledger.rpc('server_info')).toMatchObject({
      info: { complete_ledgers: '1-2', validated_ledger: { seq: 2 } },
    });
  });

  it('answers fee, ledger_current and ledger_closed', async () => {
    expect(await ledger.rpc('fee')).toMatchObject({
      drops: { base_fee: '10', median_fee: '5000', minimum_fee: '10', open_ledger_fee: '10' },
      ledger_current_index: 2,
      status: 'success',
    });
    expect(await ledger.rpc('ledger_current')).toEqual({
      ledger_current_index: 2,
      status: 'success',
    });
    const { ledger_hash: hash } = await ledger.rpc('ledger_closed');
    expect(await ledger.rpc('ledger', { ledger_index: 'validated' })).toMatchObject({
      ledger: { ledger_hash: hash, ledger_index: '1', closed: true },
      ledger_hash: hash,
      ledger_index: 1,
      validated: true,
    });
  });

  it("answers ledger for the open ledger and lists a closed one's transactions", async () => {
    expect(await ledger.rpc('ledger')).toMatchObject({
      ledger: { closed: false, ledger_index: '2' },
      ledger_current_index: 2,
      validated: false,
    });
    const hash = await validatedPayment();
    expect(await ledger.rpc('ledger', { ledger_index: 2, transactions: true })).toMatchObject({
      ledger: { ledger_index: '2', transactions: [hash], total_coins: '99999999999999988' },
    });
    expect(
      await ledger.rpc('ledger', {
        ledger_index: 2,
        transactions: true,
        expand: true,
        api_version: 2,
      }),
    ).toMatchObject({
      ledger: {
        ledger_index: 2,
        transactions: [
          { hash, tx_json: { DeliverMax: '1' }, meta: { TransactionResult: 'tesSUCCESS' } },
        ],
      },
    });
    expect(await ledger.rpc('ledger', { ledger_index: 99 })).toMatchObject({
      error: 'lgrNotFound',
      error_code: 21,
    });
    expect(await ledger.rpc('ledger', { ledger_index: 'latest' })).toMatchObject({
      error: 'invalidParams',
    });
  });

  it('answers account_info from the current ledger unless asked for the validated one', async () => {
    expect(await ledger.rpc('account_info', { account: ED25519_WALLET.address })).toMatchObject({
      account_data: {
        Account: ED25519_WALLET.address,
        Balance: '50000000',
        Flags: 0,
        OwnerCount: 0,
        Sequence: 1,
        LedgerEntryType: 'AccountRoot',
      },
      ledger_current_index: 2,
      validated: false,
    });
    expect(
      await ledger.rpc('account_info', {
        account: ED25519_WALLET.address,
        ledger_index: 'validated',
      }),
    ).toMatchObject({ ledger_index: 1, ledger_hash: expect.any(String), validated: true });
    expect(await ledger.rpc('account_info', { account: 'rNotAnAddress' })).toMatchObject({
      error: 'actMalformed',
      error_code: 35,
    });
    expect(await ledger.rpc('account_info')).toMatchObject({
      error: 'invalidParams',
      error_message: "Missing field 'account'.",
    });
  });
});

describe('XRP Ledger stand-in: tx and account_tx', () => {
  it('answers txnNotFound for an unknown hash and notImpl for a malformed one', async () => {
    expect(await ledger.rpc('tx', { transaction: 'A'.repeat(64) })).toEqual({
      error: 'txnNotFound',
      error_code: 29,
      error_message: 'Transaction not found.',
      request: { command: 'tx', transaction: 'A'.repeat(64) },
      status: 'error',
    });
    expect(await ledger.rpc('tx', { transaction: 'nope' })).toMatchObject({ error: 'notImpl' });
    expect(await ledger.rpc('tx')).toMatchObject({ error: 'invalidParams' });
  });

  it('answers in the API version 2 shape when asked', async () => {
    const hash = await validatedPayment();
    const answer = await ledger.rpc('tx', { transaction: hash, api_version: 2 });
    expect(answer).toMatchObject({
      hash,
      ledger_index: 2,
      ledger_hash: expect.stringMatching(/^[0-9A-F]{64}$/),
      close_time_iso: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      tx_json: { Account: ED25519_WALLET.address, DeliverMax: '1', NetworkID: 21338 },
      meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '1' },
      // Ledger 2, transaction 0, network 21338 (0x535A).
      ctid: 'C00000020000535A',
      validated: true,
    });
    // Version 2 names a payment's amount DeliverMax only.
    expect(answer.tx_json).not.toHaveProperty('Amount');
  });

  it('answers blobs when asked for binary', async () => {
    const hash = await validatedPayment();
    expect(await ledger.rpc('tx', { transaction: hash, binary: true })).toMatchObject({
      tx: expect.stringMatching(/^12/),
      meta: expect.stringMatching(/^[0-9A-F]+$/),
      hash,
      validated: true,
    });
    expect(
      await ledger.rpc('tx', { transaction: hash, binary: true, api_version: 2 }),
    ).toMatchObject({ tx_blob: expect.any(String), meta_blob: expect.any(String) });
  });

  it('finds a transaction by CTID on networks that have them', async () => {
    const onTestnet = await startTestLedger({ accounts: { [ED25519_WALLET.address]: '50000000' } });
    try {
      const { blob, hash } = signPayment(ED25519_WALLET, {
        Destination: GENESIS_WALLET.address,
        Amount: '1',
        Sequence: 1,
      });
      await onTestnet.submit(blob);
      onTestnet.simulator.closeLedger();
      const { ctid } = await onTestnet.rpc('tx', { transaction: hash });
      expect(ctid).toBe('C000000200000001');
      expect(await onTestnet.rpc('tx', { ctid })).toMatchObject({ hash, validated: true });
      expect(await onTestnet.rpc('tx', { ctid: 'C000000200000000' })).toMatchObject({
        error: 'wrongNetwork',
      });
    } finally {
      await onTestnet.close();
    }
  });

  it("lists an account's validated transactions with account_tx, newest first", async () => {
    const first = await validatedPayment();
    const { blob, hash: second } = signPayment(ED25519_WALLET, {
      Destination: GENESIS_WALLET.address,
      Amount: '2',
      Sequence: 2,
      NetworkID: 21338,
    });
    await ledger.submit(blob);
    const pending = await ledger.rpc('account_tx', { account: VERIFICATION_WALLET.address });
    expect(pending).toMatchObject({ transactions: [], validated: true });

    ledger.simulator.closeLedger();
    const listed = await ledger.rpc('account_tx', { account: ED25519_WALLET.address });
    expect(listed).toMatchObject({
      account: ED25519_WALLET.address,
      ledger_index_min: 1,
      ledger_index_max: 3,
      transactions: [
        {
          tx: { hash: second, ledger_index: 3 },
          meta: { TransactionResult: 'tesSUCCESS' },
          validated: true,
        },
        { tx: { hash: first, ledger_index: 2 }, validated: true },
      ],
    });
  });
});

describe('XRP Ledger stand-in: account_tx pages and what it lists', () => {
  const MEMO = {
    Memo: {
      MemoType: Buffer.from('glow/payment').toString('hex').toUpperCase(),
      MemoData: Buffer.from('localhost:8080/payments/17').toString('hex').toUpperCase(),
    },
  };

  /** Submits `count` 1-drop payments in-process, closing a ledger after every 7. */
  function submitPayments(count: number): string[] {
    const hashes: string[] = [];
    for (let sequence = 1; sequence <= count; sequence += 1) {
      const { blob, hash } = signPayment(ED25519_WALLET, {
        Destination: GENESIS_WALLET.address,
        Amount: '1',
        Sequence: sequence,
        NetworkID: 21338,
      });
      expect(ledger.simulator.request('submit', { tx_blob: blob })).toMatchObject({
        engine_result: 'tesSUCCESS',
      });
      hashes.push(hash);
      if (sequence % 7 === 0) ledger.simulator.closeLedger();
    }
    ledger.simulator.closeLedger();
    return hashes;
  }

  /** Follows `marker` to the end; answers the hashes of every page. */
  async function allPages(params: Record<string, unknown>): Promise<string[][]> {
    const pages: string[][] = [];
    let marker: unknown;
    do {
      const answer = await ledger.rpc('account_tx', {
        account: ED25519_WALLET.address,
        limit: 10,
        ...params,
        ...(marker === undefined ? {} : { marker }),
      });
      const transactions = answer.transactions as Array<{ tx: { hash: string } }>;
      pages.push(transactions.map(({ tx }) => tx.hash));
      ({ marker } = answer);
    } while (marker !== undefined);
    return pages;
  }

  it('pages with a marker, each transaction once, oldest first when forward', async () => {
    const hashes = submitPayments(25);

    const forward = await allPages({ forward: true });
    expect(forward.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(forward.flat()).toEqual(hashes);

    const backward = await allPages({});
    expect(backward.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(backward.flat()).toEqual([...hashes].reverse());
  });

  it('gives the marker as rippled does, and refuses one that is not', async () => {
    submitPayments(3);
    const first = await ledger.rpc('account_tx', {
      account: ED25519_WALLET.address,
      limit: 2,
      forward: true,
    });
    expect(first.marker).toEqual({ ledger: 2, seq: 2 });
    const last = await ledger.rpc('account_tx', {
      account: ED25519_WALLET.address,
      limit: 2,
      forward: true,
      marker: first.marker,
    });
    expect(last).not.toHaveProperty('marker');
    expect(last.transactions).toHaveLength(1);
    expect(
      await ledger.rpc('account_tx', { account: ED25519_WALLET.address, marker: 'next' }),
    ).toMatchObject({ error: 'invalidParams', error_message: "Invalid field 'marker'." });
  });

  it('lists Memos, LastLedgerSequence and delivered_amount as signed (v1 and v2)', async () => {
    const { blob, hash } = signPayment(ED25519_WALLET, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '20000000',
      Sequence: 1,
      NetworkID: 21338,
      LastLedgerSequence: 9,
      Memos: [MEMO],
    });
    await ledger.submit(blob);
    ledger.simulator.closeLedger();

    const v1 = await ledger.rpc('account_tx', { account: VERIFICATION_WALLET.address });
    expect(v1.transactions).toEqual([
      expect.objectContaining({
        tx: expect.objectContaining({ hash, LastLedgerSequence: 9, Memos: [MEMO] }),
        meta: expect.objectContaining({ delivered_amount: '20000000' }),
      }),
    ]);
    const v2 = await ledger.rpc('account_tx', {
      account: VERIFICATION_WALLET.address,
      api_version: 2,
    });
    expect(v2.transactions).toEqual([
      expect.objectContaining({
        hash,
        tx_json: expect.objectContaining({ DeliverMax: '20000000', Memos: [MEMO] }),
        meta: expect.objectContaining({ delivered_amount: '20000000' }),
      }),
    ]);
  });
});

describe('XRP Ledger stand-in: the JSON-RPC envelope', () => {
  it('echoes id and jsonrpc from the parameters', async () => {
    const { status, text } = await post(
      JSON.stringify({ method: 'ping', params: [{ id: 7, jsonrpc: '2.0' }] }),
    );
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ result: { status: 'success' }, id: 7, jsonrpc: '2.0' });
  });

  it('answers an unknown method with unknownCmd', async () => {
    expect(await ledger.rpc('wallet_propose')).toEqual({
      error: 'unknownCmd',
      error_code: 32,
      error_message: 'Unknown method.',
      request: { command: 'wallet_propose' },
      status: 'error',
    });
  });

  it('answers requests it cannot read with a 400 in plain text, as rippled does', async () => {
    expect(await post('{')).toMatchObject({
      status: 400,
      text: expect.stringMatching(/^Unable to parse request/),
    });
    expect(await post('{"params":[{}]}')).toEqual({ status: 400, text: 'Null method' });
    expect(await post('{"method":1}')).toEqual({ status: 400, text: 'method is not string' });
    expect(await post('{"method":"ping","params":{}}')).toEqual({
      status: 400,
      text: 'params unparsable',
    });
    expect(await post('{"method":"ping","params":[{"api_version":3}]}')).toEqual({
      status: 400,
      text: 'invalid_API_version',
    });
  });

  it('answers a browser with a test page', async () => {
    const response = await fetch(ledger.simulator.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('POST JSON-RPC requests here');
  });
});
