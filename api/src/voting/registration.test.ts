// Voter registration (POST /api/voters, GET /api/voters/me): a wallet session proves its address
// with a validated, successful payment of at least 1 drop to the verification address, made on
// the XRP Ledger stand-in with the wallet's own key. Every other payment is refused, and the
// voter stays unregistered.
import { WALLET_KINDS, type RegisterVoterResponse, type VoterStatus } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { registrationsInFlight } from '../db/schema';
import { findSession } from '../users/sessions';
import type { LedgerTransaction } from '../clients/xrplClient';
import { eventually } from '../testing/eventually';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import { randomAddress } from '../testing/testProgramme';
import { newWallet, randomHex } from '../testing/testWallets';

const REGISTERED = 'address registered';
const verificationFailed = (why: string) => `transaction verification failed: ${why}`;

/**
 * Changes the `tx` answer of some hashes: the ledger double for what the stand-in cannot produce.
 */
const doctored = new Map<string, (transaction: LedgerTransaction) => LedgerTransaction>();

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(
    // A payment the node does not know is refused after a second, not twenty; this file
    // registers more voters from its one client address than the limit allows.
    { VOTER_PAYMENT_WAIT_SECONDS: '1', VOTER_REGISTRATIONS_PER_ADDRESS: '1000' },
    {
      wrapLedger: (client) => ({
        ...client,
        async transaction(hash) {
          const answer = await client.transaction(hash);
          const doctor = doctored.get(hash.toUpperCase());
          return answer && doctor ? doctor(answer) : answer;
        },
      }),
    },
  );
});

afterAll(() => api.close());

function register(wallet: ConnectedTestWallet, transactionHash: string) {
  return api.call<RegisterVoterResponse>('POST', '/api/voters', {
    token: wallet.token,
    body: { transactionHash },
  });
}

function statusOf(wallet: ConnectedTestWallet) {
  return api.call<VoterStatus>('GET', '/api/voters/me', { token: wallet.token });
}

async function expectNotRegistered(wallet: ConnectedTestWallet): Promise<void> {
  expect(await statusOf(wallet)).toEqual({
    status: 200,
    body: { address: wallet.address, registered: false, registeredAt: null },
  });
}

/** The answer to a refused registration, and the voter still unregistered afterwards. */
async function expectRefused(
  wallet: ConnectedTestWallet,
  transactionHash: string,
  status: number,
  message: string,
): Promise<void> {
  expect(await register(wallet, transactionHash)).toEqual({ status, body: { message } });
  await expectNotRegistered(wallet);
}

describe('a registration payment', () => {
  it.each(WALLET_KINDS)('from a %s wallet registers its address (201)', async (kind) => {
    const wallet = await api.connectWallet(kind);
    await expectNotRegistered(wallet);
    const payment = await api.payToRegister(wallet);
    expect(payment.engineResult).toBe('tesSUCCESS');

    const response = await register(wallet, payment.hash);
    expect(response).toEqual({
      status: 201,
      body: {
        success: true,
        message: REGISTERED,
        address: wallet.address,
        registered: true,
        registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await statusOf(wallet)).toEqual({
      status: 200,
      body: {
        address: wallet.address,
        registered: true,
        registeredAt: response.body.registeredAt,
      },
    });
  });

  it('signed with an ed25519 key, of more than 1 drop, named in lower case, is accepted', async () => {
    const wallet = await api.connectWallet('xaman', { wallet: newWallet('ed25519') });
    const payment = await api.payToRegister(wallet, { amount: '25' });
    expect(payment.engineResult).toBe('tesSUCCESS');
    expect((await register(wallet, payment.hash.toLowerCase())).status).toBe(201);
  });
});

describe('refused', () => {
  it('without a transaction hash (400 "Transaction hash required")', async () => {
    const wallet = await api.connectWallet('crossmark');
    const response = await api.call('POST', '/api/voters', { token: wallet.token, body: {} });
    expect(response).toEqual({ status: 400, body: { message: 'Transaction hash required' } });
    await expectRefused(wallet, '', 400, 'Transaction hash required');
  });

  it('a hash the ledger does not know (after VOTER_PAYMENT_WAIT_SECONDS)', async () => {
    const wallet = await api.connectWallet('crossmark');
    const started = Date.now();
    await expectRefused(wallet, randomHex(32), 400, verificationFailed('transaction not found'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('a failed payment (tecUNFUNDED_PAYMENT: more than the balance)', async () => {
    const wallet = await api.connectWallet('crossmark');
    // The faucet gave the account 1,000 XRP; it pays 2,000.
    const payment = await api.payToRegister(wallet, { amount: '2000000000' });
    expect(payment.engineResult).toBe('tecUNFUNDED_PAYMENT');
    await expectRefused(
      wallet,
      payment.hash,
      400,
      verificationFailed('the transaction did not succeed (tecUNFUNDED_PAYMENT)'),
    );
  });

  it("another address's payment, claimed by this voter", async () => {
    const wallet = await api.connectWallet('crossmark');
    const other = await api.connectWallet('gemwallet');
    const payment = await api.payToRegister(other);
    expect(payment.engineResult).toBe('tesSUCCESS');
    await expectRefused(
      wallet,
      payment.hash,
      400,
      verificationFailed('the payment is not from your address'),
    );
    // The payment is still good for its own sender.
    expect((await register(other, payment.hash)).status).toBe(201);
  });

  it('a payment to another address than the verification address', async () => {
    const wallet = await api.connectWallet('crossmark');
    const payment = await api.payToRegister(wallet, { destination: randomAddress() });
    expect(payment.engineResult).toBe('tesSUCCESS');
    await expectRefused(
      wallet,
      payment.hash,
      400,
      verificationFailed('the payment is not to the verification address'),
    );
  });

  it('a payment of 0 drops: the ledger refuses it at submit, so it is never found', async () => {
    const wallet = await api.connectWallet('crossmark');
    const payment = await api.payToRegister(wallet, { amount: '0' });
    expect(payment.engineResult).toBe('temBAD_AMOUNT');
    await expectRefused(wallet, payment.hash, 400, verificationFailed('transaction not found'));
  });

  // The stand-in cannot deliver less than 1 drop (it refuses 0-drop, token and partial XRP
  // payments at submit), so these take a real payment and change the node's answer about it.
  it.each<[string, Partial<LedgerTransaction>]>([
    ['delivered 0 drops', { meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '0' } }],
    [
      'delivered a token, not XRP',
      {
        meta: {
          TransactionResult: 'tesSUCCESS',
          delivered_amount: { currency: 'USD', issuer: randomAddress(), value: '1' },
        },
      },
    ],
    [
      'delivered an amount the node cannot tell ("unavailable")',
      { meta: { TransactionResult: 'tesSUCCESS', delivered_amount: 'unavailable' } },
    ],
    [
      'asked for 1 drop as a token with no delivered amount',
      {
        Amount: { currency: 'XRP', issuer: randomAddress(), value: '1' },
        meta: { TransactionResult: 'tesSUCCESS' },
      },
    ],
  ])('a payment that %s', async (_what, change) => {
    const wallet = await api.connectWallet('crossmark');
    const payment = await api.payToRegister(wallet);
    doctored.set(payment.hash, (transaction) => ({ ...transaction, ...change }));
    await expectRefused(
      wallet,
      payment.hash,
      400,
      verificationFailed('the payment must be at least 1 drop of XRP'),
    );
  });

  it('a transaction that is not a payment', async () => {
    const wallet = await api.connectWallet('crossmark');
    const payment = await api.payToRegister(wallet);
    doctored.set(payment.hash, (transaction) => ({
      ...transaction,
      TransactionType: 'AccountSet',
    }));
    await expectRefused(
      wallet,
      payment.hash,
      400,
      verificationFailed('the transaction is not a payment'),
    );
  });

  it('a payment signed for another network (NetworkID)', async () => {
    const wallet = await api.connectWallet('crossmark');
    // The stand-in, like rippled, refuses a NetworkID on networks up to 1024 at submit...
    const refusedAtSubmit = await api.payToRegister(wallet, { networkId: 21337 });
    expect(refusedAtSubmit.engineResult).toBe('telNETWORK_ID_MAKES_TX_NON_CANONICAL');
    await expectRefused(
      wallet,
      refusedAtSubmit.hash,
      400,
      verificationFailed('transaction not found'),
    );
    // ...so a node answering with another network's payment is played by the double.
    const payment = await api.payToRegister(wallet);
    doctored.set(payment.hash, (transaction) => ({ ...transaction, NetworkID: 21337 }));
    await expectRefused(
      wallet,
      payment.hash,
      400,
      verificationFailed('the payment is not on XRP Ledger testnet'),
    );
  });

  it("a hash used twice: a second voter claims the first voter's payment (409)", async () => {
    const first = await api.connectWallet('crossmark');
    const second = await api.connectWallet('xaman');
    const payment = await api.payToRegister(first);
    expect((await register(first, payment.hash)).status).toBe(201);
    await expectRefused(
      second,
      payment.hash,
      409,
      verificationFailed('this payment was already used'),
    );
    await expectRefused(
      second,
      payment.hash.toLowerCase(),
      409,
      verificationFailed('this payment was already used'),
    );
  });

  it('an address already registered, with a new payment or the same one (409)', async () => {
    const wallet = await api.connectWallet('gemwallet');
    const { registeredAt } = await api.registerVoter(wallet);
    const again = await api.payToRegister(wallet);
    expect(await register(wallet, again.hash)).toEqual({
      status: 409,
      body: { message: 'voter already registered' },
    });
    const status = await statusOf(wallet);
    expect(status.body).toEqual({ address: wallet.address, registered: true, registeredAt });
  });

  it('the same registration sent twice at once: one 201, one 409', async () => {
    const wallet = await api.connectWallet('crossmark');
    const payment = await api.payToRegister(wallet);
    const answers = await Promise.all([
      register(wallet, payment.hash),
      register(wallet, payment.hash),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    // Refused while the first is checked, or after it registered the voter.
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: expect.stringMatching(
        /^(voter already registered|A registration of this wallet is already being checked; wait for its answer)$/,
      ),
    });
  });

  it('without a wallet session (401), even with a good payment', async () => {
    const wallet = await api.connectWallet('crossmark');
    const payment = await api.payToRegister(wallet);
    const judge = await api.loginAs('judge');
    for (const token of [undefined, judge]) {
      expect(
        await api.call('POST', '/api/voters', { token, body: { transactionHash: payment.hash } }),
      ).toEqual({ status: 401, body: { message: 'Please connect your wallet' } });
    }
    await expectNotRegistered(wallet);
  });
});

describe('one registration at a time per wallet session', () => {
  const IN_PROGRESS = {
    status: 409,
    body: {
      message: 'A registration of this wallet is already being checked; wait for its answer',
    },
  };

  async function claimOf(wallet: ConnectedTestWallet) {
    const session = await findSession(api.db, wallet.token);
    const rows = await api.db
      .select()
      .from(registrationsInFlight)
      .where(eq(registrationsInFlight.sessionId, session!.sessionId));
    return rows[0] ?? null;
  }

  it('refuses a second one while the first waits for the ledger; the next goes through', async () => {
    const wallet = await api.connectWallet('crossmark');
    // Paid first: the second registration must come while the first still waits.
    const payment = await api.payToRegister(wallet);
    // The ledger does not know this hash: the first waits VOTER_PAYMENT_WAIT_SECONDS (1 s).
    const waiting = register(wallet, randomHex(32));
    await eventually(async () => (await claimOf(wallet)) !== null);

    expect(await register(wallet, payment.hash)).toEqual(IN_PROGRESS);
    expect(await waiting).toEqual({
      status: 400,
      body: { message: verificationFailed('transaction not found') },
    });
    expect(await claimOf(wallet)).toBeNull();
    expect((await register(wallet, payment.hash)).status).toBe(201);
  });

  it('holds back neither another session of the same wallet nor another wallet', async () => {
    const keys = newWallet();
    const [wallet, sameWallet] = [
      await api.connectWallet('crossmark', { wallet: keys }),
      await api.connectWallet('gemwallet', { wallet: keys }),
    ];
    const other = await api.connectWallet('xaman');
    const waiting = register(wallet, randomHex(32));
    await eventually(async () => (await claimOf(wallet)) !== null);
    expect((await register(sameWallet, randomHex(32))).status).toBe(400);
    expect((await api.registerVoter(other)).registered).toBe(true);
    expect((await waiting).status).toBe(400);
  });

  it('takes over the claim of an instance that stopped mid-registration, once its lease is over', async () => {
    const wallet = await api.connectWallet('gemwallet');
    const session = await findSession(api.db, wallet.token);
    await api.db
      .insert(registrationsInFlight)
      .values({ sessionId: session!.sessionId, startedAt: new Date(Date.now() - 5_000) });
    const payment = await api.payToRegister(wallet);
    expect(await register(wallet, payment.hash)).toEqual(IN_PROGRESS);
    // The lease is the longest wait plus a minute.
    await api.db
      .update(registrationsInFlight)
      .set({ startedAt: new Date(Date.now() - 62_000) })
      .where(eq(registrationsInFlight.sessionId, session!.sessionId));
    expect((await register(wallet, payment.hash)).status).toBe(201);
  });
});

describe('registration attempts are limited', () => {
  let limited: TestApi;

  beforeAll(async () => {
    limited = await startTestApi({
      VOTER_REGISTRATIONS_PER_WALLET: '2',
      VOTER_REGISTRATIONS_PER_ADDRESS: '3',
    });
  });

  afterAll(() => limited.close());

  const TOO_MANY = /^Too many registration attempts, please try again in 1[45] minutes$/;

  /** A quick refusal: a payment another voter used already. */
  let usedPayment: string;

  beforeAll(async () => {
    const first = await limited.connectWallet('crossmark');
    usedPayment = (await limited.payToRegister(first)).hash;
    const registered = await limited.call('POST', '/api/voters', {
      token: first.token,
      body: { transactionHash: usedPayment },
      remoteAddress: '10.3.0.99',
    });
    expect(registered.status).toBe(201);
  });

  function attempt(wallet: ConnectedTestWallet, remoteAddress: string, hash = usedPayment) {
    return limited.call('POST', '/api/voters', {
      token: wallet.token,
      body: { transactionHash: hash },
      remoteAddress,
    });
  }

  it('per wallet, from any client address', async () => {
    const wallet = await limited.connectWallet('gemwallet');
    expect((await attempt(wallet, '10.3.0.1')).status).toBe(409);
    expect((await attempt(wallet, '10.3.0.2')).status).toBe(409);
    const payment = await limited.payToRegister(wallet);
    const refusal = await attempt(wallet, '10.3.0.3', payment.hash);
    expect(refusal.status).toBe(429);
    expect(refusal.body.message).toMatch(TOO_MANY);
  });

  it('per client address, whatever the wallet', async () => {
    for (let i = 0; i < 3; i++) {
      const wallet = await limited.connectWallet('crossmark');
      expect((await attempt(wallet, '10.3.1.1')).status).toBe(409);
    }
    const wallet = await limited.connectWallet('xaman');
    const payment = await limited.payToRegister(wallet);
    const refusal = await attempt(wallet, '10.3.1.1', payment.hash);
    expect(refusal.status).toBe(429);
    expect(refusal.body.message).toMatch(TOO_MANY);
    expect((await attempt(wallet, '10.3.1.2', payment.hash)).status).toBe(201);
  });
});

describe('an API whose ledger node is on another network', () => {
  let mainnetNode: TestApi;

  beforeAll(async () => {
    // The API is on testnet (network 1); its node is on mainnet (network 0).
    mainnetNode = await startTestApi(
      { VOTER_PAYMENT_WAIT_SECONDS: '1' },
      { ledger: { networkId: 0 } },
    );
  });

  afterAll(() => mainnetNode.close());

  it('refuses a payment validated on that network', async () => {
    const wallet = await mainnetNode.connectWallet('crossmark');
    const payment = await mainnetNode.payToRegister(wallet);
    expect(payment.engineResult).toBe('tesSUCCESS');
    const response = await mainnetNode.call('POST', '/api/voters', {
      token: wallet.token,
      body: { transactionHash: payment.hash },
    });
    expect(response).toEqual({
      status: 400,
      body: { message: verificationFailed('the ledger node is not on XRP Ledger testnet') },
    });
  });
});

describe('a ledger node that answers an error or no network_id', () => {
  afterEach(async () => {
    await api.ledger.outage(null);
    await api.ledger.reportNetworkId(true);
  });

  it('answering tooBusy is not reachable (502), not on another network', async () => {
    const wallet = await api.connectWallet('gemwallet');
    const payment = await api.payToRegister(wallet);
    await api.ledger.outage('tooBusy');
    await expectRefused(
      wallet,
      payment.hash,
      502,
      'The XRP Ledger node is not reachable right now; try again in a moment',
    );
    await api.ledger.outage(null);
    expect(await register(wallet, payment.hash)).toMatchObject({ status: 201 });
  });

  it('reporting no network_id on testnet (a network below 1025) still registers', async () => {
    const wallet = await api.connectWallet('crossmark');
    const payment = await api.payToRegister(wallet);
    await api.ledger.reportNetworkId(false);
    expect(await register(wallet, payment.hash)).toEqual({
      status: 201,
      body: expect.objectContaining({ message: REGISTERED }),
    });
  });
});

describe('an API whose ledger closes only when asked, without a faucet', () => {
  let manual: TestApi;
  /** Payments whose first "not validated yet" answer to the API closes the ledger. */
  const closeWhenSeenOpen = new Set<string>();

  beforeAll(async () => {
    manual = await startTestApi(
      { VOTER_PAYMENT_WAIT_SECONDS: '1' },
      {
        ledger: { closeIntervalMs: 0, autoFundDrops: null },
        wrapLedger: (client) => ({
          ...client,
          async transaction(hash) {
            const answer = await client.transaction(hash);
            if (answer?.validated === false && closeWhenSeenOpen.delete(hash.toUpperCase()))
              manual.ledger.closeLedger();
            return answer;
          },
        }),
      },
    );
  });

  afterAll(() => manual.close());

  async function fund(address: string, drops: string): Promise<void> {
    const response = await fetch(`${manual.ledger.url}/__simulator/fund`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address, drops }),
    });
    expect(response.status).toBe(200);
  }

  function registerOn(wallet: ConnectedTestWallet, transactionHash: string) {
    return manual.call('POST', '/api/voters', { token: wallet.token, body: { transactionHash } });
  }

  it('refuses a payment to a verification address that does not exist yet (tecNO_DST_INSUF_XRP)', async () => {
    const wallet = await manual.connectWallet('crossmark');
    await fund(wallet.address, '50000000');
    const payment = await manual.payToRegister(wallet);
    expect(payment.engineResult).toBe('tecNO_DST_INSUF_XRP');
    expect(await registerOn(wallet, payment.hash)).toEqual({
      status: 400,
      body: {
        message: verificationFailed('the transaction did not succeed (tecNO_DST_INSUF_XRP)'),
      },
    });
  });

  it('refuses a payment from an account that does not exist (never in the ledger)', async () => {
    const wallet = await manual.connectWallet('crossmark');
    const payment = await manual.payToRegister(wallet);
    expect(payment.engineResult).toBe('terNO_ACCOUNT');
    expect(await registerOn(wallet, payment.hash)).toEqual({
      status: 400,
      body: { message: verificationFailed('transaction not found') },
    });
  });

  it('refuses a payment not validated in time, and accepts it once it is', async () => {
    await fund(manual.config.voterRegistration.destination, '20000000');
    const wallet = await manual.connectWallet('crossmark');
    await fund(wallet.address, '50000000');
    const payment = await manual.payToRegister(wallet, { wait: false });
    expect(payment.engineResult).toBe('tesSUCCESS');
    expect(await registerOn(wallet, payment.hash)).toEqual({
      status: 400,
      body: { message: verificationFailed('the payment was not validated in time') },
    });
    manual.ledger.closeLedger();
    expect((await registerOn(wallet, payment.hash)).status).toBe(201);
  });

  it('waits for a payment still in the open ledger until it is validated', async () => {
    await fund(manual.config.voterRegistration.destination, '20000000');
    const wallet = await manual.connectWallet('crossmark');
    await fund(wallet.address, '50000000');
    const payment = await manual.payToRegister(wallet, { wait: false });
    expect((await manual.ledger.rpc('tx', { transaction: payment.hash })).validated).toBe(false);

    closeWhenSeenOpen.add(payment.hash.toUpperCase());
    expect((await registerOn(wallet, payment.hash)).status).toBe(201);
    // The API saw the payment not validated yet, and waited.
    expect(closeWhenSeenOpen.has(payment.hash.toUpperCase())).toBe(false);
  });
});
