// Xaman sign-in against the Xaman stand-in: the API creates a SignIn payload and answers its
// secret, the person signs it in Xaman (the stand-in's approve control), and the signed hex, sent
// with the secret, starts a session for the signing account. Every payload that is not ours, not
// signed, not a sign-in, from another network, too old, tampered with, used before or asked for
// without its secret is refused with a 4xx `{ message }` and no session.
import type {
  WalletSessionInfo,
  WalletSignIn,
  XamanCreatedPayload,
  XamanPayload,
} from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { sign } from 'ripple-keypairs';
import { sessions, xamanPayloads } from '../db/schema';
import type { XamanPayloadDetails } from '../clients/xamanClient';
import { FOR_SIGN_IN } from './walletChallenges';
import { recordXamanPayload } from './xamanPayloads';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  DEMO_XAMAN_ADDRESS,
  startTestXaman,
  watchPayloadStatus,
  type StatusWatcher,
  type TestXaman,
  type XamanApproval,
} from '../testing/testXaman';
import { KEY_ALGORITHMS, newWallet, randomHex, type TestWallet } from '../testing/testWallets';

const NOT_FOUND = 'Payload not found';
const NOT_SIGN_IN = 'This Xaman request is not a sign-in';
const HEX_MISMATCH = 'The signed data does not match the Xaman payload';
const USED = 'This Xaman sign-in has already been used';
const SIGNATURE_INVALID = 'The wallet signature could not be verified';
const UNREACHABLE = 'Xaman is not reachable right now; try again in a moment';
const KEY_REFUSED =
  'Xaman refused the API key Glow is configured with, so Xaman cannot be used until an operator fixes it';
const notSigned = (state: string) => `The Xaman sign-in was ${state}`;
const wrongNetwork = (expected: string) =>
  `The Xaman payload was signed on another network (expected ${expected})`;

const SIGN_IN = { TransactionType: 'SignIn' } as const;

function refused(message: string, status = 400) {
  return { status, body: { message } };
}

/** What the API's Xaman client answers for a payload may be changed by a test (a lying Xaman). */
let tamper: ((details: XamanPayloadDetails) => XamanPayloadDetails) | null = null;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(
    {},
    {
      wrapXaman: (client) => ({
        create: (request) => client.create(request),
        async get(uuid) {
          const details = await client.get(uuid);
          return details && tamper ? tamper(details) : details;
        },
      }),
    },
  );
});

afterEach(() => {
  tamper = null;
});

afterAll(() => api.close());

/** A payload as the browser that created it knows it: its uuid and its secret. */
interface OwnPayload {
  uuid: string;
  secret: string;
  /** What anyone who sees the QR code can read too. */
  payload: XamanCreatedPayload['payload'];
}

async function createPayload(
  transaction: Record<string, unknown> = SIGN_IN,
  token?: string,
): Promise<OwnPayload> {
  const response = await api.call<XamanCreatedPayload>('POST', '/api/wallets/xaman/createpayload', {
    token,
    body: { transaction },
  });
  expect(response.status).toBe(200);
  return response.body;
}

function getPayload({ uuid, secret }: Pick<OwnPayload, 'uuid' | 'secret'>) {
  return api.call<XamanPayload>('GET', '/api/wallets/xaman/getpayload', {
    query: { payloadId: uuid, secret },
  });
}

/** The signed hex, read the way the browser reads it: through the API, with the secret. */
async function signedHex(own: OwnPayload): Promise<string> {
  const response = await getPayload(own);
  expect(response.status).toBe(200);
  const { hex } = response.body.response;
  if (!hex) throw new Error(`Payload ${own.uuid} has no signed hex`);
  return hex;
}

function checksign(
  hex: string,
  { uuid, secret }: Pick<OwnPayload, 'uuid' | 'secret'>,
  token?: string,
) {
  return api.call<WalletSignIn>('GET', '/api/wallets/xaman/checksign', {
    token,
    query: { hex, payloadId: uuid, secret },
  });
}

/** A SignIn payload created through the API and signed with `seed` (the demo account's if none). */
async function signedSignIn(approval: XamanApproval = {}) {
  const own = await createPayload();
  await api.xaman.approve(own.uuid, approval);
  return { ...own, hex: await signedHex(own) };
}

async function sessionCountFor(address: string): Promise<number> {
  const rows = await api.db.select().from(sessions).where(eq(sessions.walletAddress, address));
  return rows.length;
}

/** Flips one byte of a hex string, at `index` bytes from the start. */
function flipByte(hex: string, index: number): string {
  const at = index * 2;
  const flipped = (parseInt(hex.slice(at, at + 2), 16) ^ 0xff).toString(16).padStart(2, '0');
  return hex.slice(0, at) + flipped.toUpperCase() + hex.slice(at + 2);
}

/** A blob signed by `wallet`, as an attacker holding their own key can make. */
function signBlob(wallet: TestWallet, fields: Record<string, unknown>): string {
  const unsigned = { ...fields, SigningPubKey: wallet.publicKey };
  const signature = sign(encodeForSigning(unsigned), wallet.privateKey);
  return encode({ ...unsigned, TxnSignature: signature });
}

describe('POST /api/wallets/xaman/createpayload', () => {
  it('creates a SignIn payload on Xaman, forced to the configured network, and keeps it as ours', async () => {
    const response = await api.call<XamanCreatedPayload>(
      'POST',
      '/api/wallets/xaman/createpayload',
      {
        body: { transaction: SIGN_IN, options: { return_url: { web: 'http://localhost:8080/' } } },
      },
    );
    expect(response.status).toBe(200);
    const { uuid, secret, payload } = response.body;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload).toEqual({
      uuid,
      next: { always: `${api.xaman.url}/sign/${uuid}` },
      refs: {
        qr_png: expect.stringContaining(uuid),
        websocket_status: expect.stringMatching(/^ws/),
      },
      pushed: false,
    });
    // The secret is in no address Xaman shows.
    expect(JSON.stringify(payload)).not.toContain(secret);

    const onXaman = await api.xaman.sdk.payload.get(uuid, true);
    expect(onXaman?.meta).toMatchObject({ force_network: 'TESTNET', signed: false });
    expect(onXaman?.payload.tx_type).toBe('SignIn');
    expect(onXaman?.payload.expires_in_seconds).toBeLessThanOrEqual(5 * 60);
    const rows = await api.db.select().from(xamanPayloads).where(eq(xamanPayloads.uuid, uuid));
    expect(rows).toEqual([expect.objectContaining({ transactionType: 'SignIn', usedAt: null })]);
    // Only the secret's hash is kept.
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('answers a different secret for every payload', async () => {
    const secrets = new Set<string>();
    for (let i = 0; i < 5; i++) secrets.add((await createPayload()).secret);
    expect(secrets.size).toBe(5);
  });

  it('answers the state of a payload it created: pending, then signed', async () => {
    const own = await createPayload();
    const { uuid } = own;
    expect(await getPayload(own)).toEqual({
      status: 200,
      body: {
        uuid,
        meta: { signed: false, cancelled: false, expired: false, resolved: false },
        response: { hex: null, account: null, txid: null },
      },
    });
    await api.xaman.approve(uuid);
    expect(await getPayload(own)).toEqual({
      status: 200,
      body: {
        uuid,
        meta: { signed: true, cancelled: false, expired: false, resolved: true },
        response: {
          hex: expect.stringMatching(/^[0-9A-F]+$/),
          account: DEMO_XAMAN_ADDRESS,
          txid: expect.stringMatching(/^[0-9A-F]{64}$/),
        },
      },
    });
  });

  it('answers 404 for a payload it did not create, that does not exist, or with another secret', async () => {
    const { secret } = await createPayload();
    const theirs = await api.xaman.createDirectly(SIGN_IN);
    expect(await getPayload({ uuid: theirs, secret })).toEqual(refused(NOT_FOUND, 404));
    expect(await getPayload({ uuid: randomUUID(), secret })).toEqual(refused(NOT_FOUND, 404));
    const other = await createPayload();
    expect(await getPayload({ uuid: other.uuid, secret })).toEqual(refused(NOT_FOUND, 404));
  });

  it('refuses a return URL that does not lead back to Glow', async () => {
    const notGlow = 'options.return_url must lead back to Glow (http://localhost:8080)';
    for (const [returnUrl, message] of [
      [{ web: 'https://glow.example.com/vote' }, notGlow],
      [{ app: 'http://localhost:8081/vote?xaman_payload={id}' }, notGlow],
      // Glow's host after another scheme: the contract refuses it before the origin is compared.
      [
        { web: 'http://localhost:8080/', app: 'javascript://localhost:8080/%0aalert(1)' },
        'options.return_url.app must be an http or https URL',
      ],
    ] as const) {
      const response = await api.call('POST', '/api/wallets/xaman/createpayload', {
        body: { transaction: SIGN_IN, options: { return_url: returnUrl } },
      });
      expect({ returnUrl, response }).toEqual({ returnUrl, response: refused(message) });
    }
  });
});

describe('a payment request (POST /api/wallets/xaman/createpayload with a Payment)', () => {
  // Glow's Xaman application shows its name with every request: it asks only for Glow's own
  // payments, from the session's own wallet.
  const NOT_ASKED_FOR = refused(
    "This payment is not one Glow asks for (Glow asks for the voter registration payment, a grant payment from the programme's wallet)",
    403,
  );
  let registration: { Destination: string; Amount: string };

  beforeAll(() => {
    const { destination, amountDrops } = api.config.voterRegistration;
    registration = { Destination: destination, Amount: amountDrops };
  });

  function requestPayment(transaction: Record<string, unknown>, token?: string) {
    return api.call<XamanCreatedPayload>('POST', '/api/wallets/xaman/createpayload', {
      token,
      body: { transaction: { TransactionType: 'Payment', ...transaction } },
    });
  }

  async function payloadCount(): Promise<number> {
    return (await api.db.select().from(xamanPayloads)).length;
  }

  it("is the voter registration payment from the session's wallet: built by the API", async () => {
    const voter = await api.connectWallet('xaman');
    for (const transaction of [registration, { ...registration, Account: voter.address }]) {
      const response = await requestPayment(transaction, voter.token);
      expect(response.status).toBe(200);
      const onXaman = await api.xaman.sdk.payload.get(response.body.uuid, true);
      expect(onXaman?.payload.request_json).toEqual({
        TransactionType: 'Payment',
        Account: voter.address,
        ...registration,
      });
    }
  });

  it('is refused without a wallet session, even to the verification address (403)', async () => {
    const before = await payloadCount();
    const judge = await api.loginAs('judge');
    for (const token of [undefined, judge, 'not-a-session']) {
      expect(await requestPayment(registration, token)).toEqual(
        refused('Please connect your wallet', 403),
      );
    }
    expect(await payloadCount()).toBe(before);
  });

  it('is refused from an account that is not the session wallet', async () => {
    const voter = await api.connectWallet('gemwallet');
    const someoneElse = newWallet().address;
    expect(await requestPayment({ ...registration, Account: someoneElse }, voter.token)).toEqual(
      refused('transaction.Account must be the address of the connected wallet'),
    );
  });

  it('is refused to any other destination or of any other amount', async () => {
    const voter = await api.connectWallet('xaman');
    const before = await payloadCount();
    for (const change of [
      { Destination: DEMO_XAMAN_ADDRESS },
      { Destination: voter.address },
      { Amount: '2' },
      { Amount: '1000000' },
    ]) {
      expect({
        change,
        response: await requestPayment({ ...registration, ...change }, voter.token),
      }).toEqual({
        change,
        response: NOT_ASKED_FOR,
      });
    }
    expect(await payloadCount()).toBe(before);
  });

  it('is refused with any field Glow does not set (400 naming it)', async () => {
    const voter = await api.connectWallet('xaman');
    for (const [field, value] of Object.entries({
      InvoiceID: '00'.repeat(32),
      DestinationTag: 7,
      Flags: 131072,
      SendMax: '1000000',
    })) {
      const response = await requestPayment({ ...registration, [field]: value }, voter.token);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.stringContaining(`"${field}"`) });
    }
    const issued = await requestPayment(
      { ...registration, Amount: { currency: 'USD', issuer: DEMO_XAMAN_ADDRESS, value: '1' } },
      voter.token,
    );
    expect(issued).toEqual(
      refused('transaction.Amount must be an amount of XRP in drops, as a string'),
    );
  });
});

describe('GET /api/wallets/xaman/checksign', () => {
  it("signs the demo account in: the token is a session for the payload's account", async () => {
    const signed = await signedSignIn();
    const response = await checksign(signed.hex, signed);
    expect(response).toEqual({
      status: 200,
      body: {
        token: expect.stringMatching(/^\S{20,}$/),
        address: DEMO_XAMAN_ADDRESS,
        wallet: 'xaman',
      },
    });
    expect(
      await api.call<WalletSessionInfo>('GET', '/api/wallets/session', {
        token: response.body.token,
      }),
    ).toEqual({ status: 200, body: { address: DEMO_XAMAN_ADDRESS, wallet: 'xaman' } });
    const [row] = await api.db
      .select()
      .from(xamanPayloads)
      .where(eq(xamanPayloads.uuid, signed.uuid));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it.each(KEY_ALGORITHMS)('signs in an account with %s keys', async (algorithm) => {
    const wallet = newWallet(algorithm);
    const signed = await signedSignIn({ seed: wallet.seed });
    const response = await checksign(signed.hex.toLowerCase(), signed);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ address: wallet.address, wallet: 'xaman' });
  });

  it('signs in with an older answer that names the network by node type and node only', async () => {
    const wallet = newWallet();
    const signed = await signedSignIn({ seed: wallet.seed, withoutNetworkId: true });
    const details = await api.xaman.sdk.payload.get(signed.uuid, true);
    expect(details?.response).not.toHaveProperty('environment_networkid');
    expect(details?.response).toMatchObject({ environment_nodetype: 'TESTNET' });
    const response = await checksign(signed.hex, signed);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ address: wallet.address, wallet: 'xaman' });
  });

  it('accepts a request opened in time and signed after it expired, as Xaman allows', async () => {
    const own = await createPayload();
    await api.xaman.open(own.uuid);
    await api.xaman.expire(own.uuid);
    await api.xaman.approve(own.uuid);
    const response = await checksign(await signedHex(own), own);
    expect(response.status).toBe(200);
    expect(response.body.address).toBe(DEMO_XAMAN_ADDRESS);
  });

  it('refuses a payload used once already (409), also when two checks race', async () => {
    const signer = newWallet();
    const signed = await signedSignIn({ seed: signer.seed });
    expect((await checksign(signed.hex, signed)).status).toBe(200);
    expect(await checksign(signed.hex, signed)).toEqual(refused(USED, 409));
    expect(await sessionCountFor(signer.address)).toBe(1);

    const racing = await signedSignIn({ seed: signer.seed });
    const statuses = await Promise.all([
      checksign(racing.hex, racing),
      checksign(racing.hex, racing),
    ]);
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await sessionCountFor(signer.address)).toBe(2);
  });

  describe('refuses', () => {
    // Each refusal also checks that no session was started for the account that signed.
    let signer: TestWallet;

    beforeEach(() => {
      signer = newWallet();
    });

    afterEach(async () => {
      expect(await sessionCountFor(signer.address)).toBe(0);
    });

    it('a payload not signed yet (pending, then opened)', async () => {
      const other = await signedSignIn({ seed: signer.seed });
      const own = await createPayload();
      expect(await checksign(other.hex, own)).toEqual(refused(notSigned('not signed')));
      await api.xaman.open(own.uuid);
      expect(await checksign(other.hex, own)).toEqual(refused(notSigned('not signed')));
    });

    it('a payload the person rejected', async () => {
      const other = await signedSignIn({ seed: signer.seed });
      const own = await createPayload();
      await api.xaman.reject(own.uuid);
      expect(await checksign(other.hex, own)).toEqual(refused(notSigned('cancelled')));
    });

    it('an expired payload', async () => {
      const other = await signedSignIn({ seed: signer.seed });
      const own = await createPayload();
      await api.xaman.expire(own.uuid);
      expect(await checksign(other.hex, own)).toEqual(refused(notSigned('expired')));
    });

    it('a payload this API did not create (signed on Xaman with our credentials)', async () => {
      const { secret } = await createPayload();
      const uuid = await api.xaman.createDirectly(SIGN_IN);
      const signed = await api.xaman.approve(uuid, { seed: signer.seed });
      expect(signed.response.hex).toMatch(/^[0-9A-F]+$/);
      expect(await checksign(signed.response.hex ?? '', { uuid, secret })).toEqual(
        refused(NOT_FOUND, 404),
      );
    });

    it('a payload id that does not exist', async () => {
      const { hex, secret } = await signedSignIn({ seed: signer.seed });
      expect(await checksign(hex, { uuid: randomUUID(), secret })).toEqual(refused(NOT_FOUND, 404));
    });

    it("another payload's signed hex", async () => {
      const mine = await signedSignIn({ seed: signer.seed });
      // The victim's payload, with its secret: the hex must still be the one signed for it.
      const victim = newWallet();
      const victims = await signedSignIn({ seed: victim.seed });
      expect(await checksign(mine.hex, victims)).toEqual(refused(HEX_MISMATCH));
      expect(await sessionCountFor(victim.address)).toBe(0);
      // Refused, not used up: the victim still signs in with the hex Xaman has.
      expect((await checksign(victims.hex, victims)).status).toBe(200);
      expect(await sessionCountFor(victim.address)).toBe(1);
    });

    it('a Payment payload, signed', async () => {
      const payer = await api.connectWallet('crossmark');
      const { destination, amountDrops } = api.config.voterRegistration;
      const payment = { TransactionType: 'Payment', Destination: destination, Amount: amountDrops };
      const own = await createPayload(payment, payer.token);
      await api.xaman.approve(own.uuid, { seed: payer.keys.seed });
      expect(await checksign(await signedHex(own), own)).toEqual(refused(NOT_SIGN_IN));
      expect(await sessionCountFor(payer.address)).toBe(1);
    });

    it.each([
      ['XRP Ledger mainnet', 0],
      ['Xahau mainnet', 21337],
    ])('a sign-in signed on another network (%s)', async (_name, networkId) => {
      const signed = await signedSignIn({ seed: signer.seed, networkId });
      expect(await checksign(signed.hex, signed)).toEqual(
        refused(wrongNetwork('XRP Ledger testnet')),
      );
    });

    it.each([
      ['XRP Ledger mainnet', 0],
      ['Xahau mainnet', 21337],
    ])(
      'an older answer (no environment_networkid) naming another network (%s)',
      async (_name, networkId) => {
        const signed = await signedSignIn({ seed: signer.seed, networkId, withoutNetworkId: true });
        expect(await checksign(signed.hex, signed)).toEqual(
          refused(wrongNetwork('XRP Ledger testnet')),
        );
      },
    );

    it('a tampered hex (one byte flipped: in the account, the key, the signature, the end)', async () => {
      const signed = await signedSignIn({ seed: signer.seed });
      const { hex } = signed;
      const bytes = hex.length / 2;
      for (const index of [0, 3, Math.floor(bytes / 2), bytes - 1]) {
        expect(await checksign(flipByte(hex, index), signed)).toEqual(refused(HEX_MISMATCH));
      }
      expect(await checksign(`${hex}00`, signed)).toEqual(refused(HEX_MISMATCH));
      expect(await checksign(randomHex(100), signed)).toEqual(refused(HEX_MISMATCH));
    });

    it('a sign-in created more than XAMAN_PAYLOAD_MAX_AGE_MINUTES ago, however recently signed', async () => {
      const own = await createPayload();
      await api.db
        .update(xamanPayloads)
        .set({ createdAt: sql`now() - interval '10 minutes 1 second'` })
        .where(eq(xamanPayloads.uuid, own.uuid));
      await api.xaman.approve(own.uuid, { seed: signer.seed });
      expect(await checksign(await signedHex(own), own)).toEqual(
        refused('This Xaman sign-in is more than 10 minutes old; please sign in again'),
      );
    });
  });

  describe('does not trust what Xaman reports without checking the signature', () => {
    // A Xaman (or anyone between) that answers a payload with a response.hex of its choosing.
    let signer: TestWallet;

    beforeEach(() => {
      signer = newWallet();
    });

    afterEach(async () => {
      expect(await sessionCountFor(signer.address)).toBe(0);
    });

    function reporting(hex: string, account: string) {
      return (details: XamanPayloadDetails): XamanPayloadDetails => ({
        ...details,
        response: { ...details.response, hex, account },
      });
    }

    it('refuses an account that is not the signer of the hex', async () => {
      const signed = await signedSignIn({ seed: signer.seed });
      const victim = newWallet();
      tamper = reporting(signed.hex, victim.address);
      expect(await checksign(signed.hex, signed)).toEqual(refused(SIGNATURE_INVALID));
      expect(await sessionCountFor(victim.address)).toBe(0);
    });

    it('refuses a SignIn blob whose signature does not verify', async () => {
      const signed = await signedSignIn({ seed: signer.seed });
      const forged = encode({
        Account: signer.address,
        SigningPubKey: signer.publicKey,
        TxnSignature: randomHex(70),
      });
      tamper = reporting(forged, signer.address);
      expect(await checksign(forged, signed)).toEqual(refused(SIGNATURE_INVALID));
      expect(signed.hex).not.toBe(forged);
    });

    it('refuses a signed transaction reported as the answer to a SignIn', async () => {
      const own = await createPayload();
      await api.xaman.approve(own.uuid, { seed: signer.seed });
      const payment = signBlob(signer, {
        TransactionType: 'Payment',
        Account: signer.address,
        Destination: DEMO_XAMAN_ADDRESS,
        Amount: '1',
        Fee: '12',
        Sequence: 1,
      });
      tamper = reporting(payment, signer.address);
      expect(await checksign(payment, own)).toEqual(refused(SIGNATURE_INVALID));
    });

    it('refuses a hex that is no transaction at all', async () => {
      const own = await createPayload();
      await api.xaman.approve(own.uuid, { seed: signer.seed });
      const garbage = randomHex(120);
      tamper = reporting(garbage, signer.address);
      expect(await checksign(garbage, own)).toEqual(refused(SIGNATURE_INVALID));
    });

    it('refuses a signature reported without any network (no id, node type or node)', async () => {
      const signed = await signedSignIn({ seed: signer.seed });
      tamper = (details) => ({
        ...details,
        response: {
          ...details.response,
          environment_networkid: null,
          environment_nodetype: null,
          environment_nodeuri: null,
        },
      });
      expect(await checksign(signed.hex, signed)).toEqual(
        refused(wrongNetwork('XRP Ledger testnet')),
      );
    });

    it('refuses an older answer from a custom node, whose network Glow cannot know', async () => {
      const signed = await signedSignIn({ seed: signer.seed, withoutNetworkId: true });
      tamper = (details) => ({
        ...details,
        response: {
          ...details.response,
          environment_nodetype: 'CUSTOM',
          environment_nodeuri: 'wss://node.example.org',
        },
      });
      expect(await checksign(signed.hex, signed)).toEqual(
        refused(wrongNetwork('XRP Ledger testnet')),
      );
    });
  });
});

describe('a payload whose uuid someone else saw (in the QR code or the websocket address)', () => {
  // The attacker knows what the victim's screen shows (the QR code's uuid and the status
  // websocket's address, which Xaman tells everyone who listens when the payload is signed) and
  // tries everything the API offers, before and after the victim signs; only the secret, which
  // only the victim's browser holds, reads the payload or signs in with it.
  let attacker: StatusWatcher | null = null;

  afterEach(() => {
    attacker?.socket.terminate();
    attacker = null;
  });

  /** Every way to the signed hex and a session that does not take the payload's secret. */
  async function attack(uuid: string, hexGuess: string) {
    const ownSecret = (await createPayload()).secret;
    const reads = [
      await api.call<XamanPayload>('GET', '/api/wallets/xaman/getpayload', {
        query: { payloadId: uuid },
      }),
      await getPayload({ uuid, secret: ownSecret }),
    ];
    const hex = reads.map((read) => read.body.response?.hex).find(Boolean) ?? hexGuess;
    const checks = [
      await api.call<WalletSignIn>('GET', '/api/wallets/xaman/checksign', {
        query: { hex, payloadId: uuid },
      }),
      await checksign(hex, { uuid, secret: ownSecret }),
    ];
    return [...reads, ...checks];
  }

  it('gives the attacker neither the signed payload nor a session; the victim signs in', async () => {
    const victim = newWallet();
    const own = await createPayload();
    attacker = await watchPayloadStatus(own.payload.refs.websocket_status);
    const attackerHex = (await signedSignIn({ seed: newWallet().seed })).hex;

    // Before the victim signs, and once the websocket says the payload is signed.
    const before = await attack(own.uuid, attackerHex);
    await api.xaman.approve(own.uuid, { seed: victim.seed });
    const signedMessage = await attacker.next((message) => message.signed === true);
    expect(signedMessage).toMatchObject({ payload_uuidv4: own.uuid });
    const after = await attack(own.uuid, attackerHex);

    for (const answer of [...before, ...after]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toHaveProperty('token');
      expect(answer.body).not.toHaveProperty('response');
    }
    expect(after.map((answer) => answer.body)).toEqual([
      { message: 'secret is required' },
      { message: NOT_FOUND },
      { message: 'secret is required' },
      { message: NOT_FOUND },
    ]);
    expect(await sessionCountFor(victim.address)).toBe(0);

    // The victim's browser, holding the secret, still signs in: nothing was used up.
    const response = await checksign(await signedHex(own), own);
    expect(response).toMatchObject({ status: 200, body: { address: victim.address } });
    expect(await sessionCountFor(victim.address)).toBe(1);
  });
});

describe('GET /api/wallets/xaman/getpayload is rate limited', () => {
  let limited: TestApi;

  beforeAll(async () => {
    limited = await startTestApi({
      XAMAN_STATUS_CHECKS_PER_PAYLOAD: '3',
      XAMAN_STATUS_CHECKS_PER_ADDRESS: '5',
    });
  });

  afterAll(() => limited.close());

  async function create(): Promise<OwnPayload> {
    const response = await limited.call<XamanCreatedPayload>(
      'POST',
      '/api/wallets/xaman/createpayload',
      { body: { transaction: SIGN_IN } },
    );
    expect(response.status).toBe(200);
    return response.body;
  }

  function read({ uuid, secret }: Pick<OwnPayload, 'uuid' | 'secret'>, remoteAddress: string) {
    return limited.call('GET', '/api/wallets/xaman/getpayload', {
      query: { payloadId: uuid, secret },
      remoteAddress,
    });
  }

  const TOO_MANY = /^Too many Xaman status checks, please try again in 1[45] minutes$/;

  it('per payload, from any address', async () => {
    const own = await create();
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await read(own, address)).status).toBe(200);
    }
    const refusal = await read(own, '10.1.0.4');
    expect(refusal.status).toBe(429);
    expect(refusal.body.message).toMatch(TOO_MANY);
    // Another payload from the same address is not held back.
    expect((await read(await create(), '10.1.0.4')).status).toBe(200);
  });

  it("per client address, counting reads without the secret; those do not use up the payload's", async () => {
    const own = await create();
    const { secret: wrong } = await create();
    for (let i = 0; i < 5; i++) {
      expect((await read({ uuid: own.uuid, secret: wrong }, '10.2.0.1')).status).toBe(404);
    }
    const refusal = await read(own, '10.2.0.1');
    expect(refusal.status).toBe(429);
    expect(refusal.body.message).toMatch(TOO_MANY);
    // The secret's holder, elsewhere, still has every check of the payload.
    for (let i = 0; i < 3; i++) expect((await read(own, '10.2.0.2')).status).toBe(200);
  });
});

describe('an API on XRP Ledger mainnet', () => {
  let mainnet: TestApi;

  beforeAll(async () => {
    mainnet = await startTestApi({ XRPL_NETWORK: 'mainnet' });
  });

  afterAll(() => mainnet.close());

  it('says so, forces payloads to MAINNET and accepts only mainnet signatures', async () => {
    expect(await mainnet.call('GET', '/api/config')).toEqual({
      status: 200,
      body: {
        network: { id: 0, name: 'XRP Ledger mainnet', xaman: 'MAINNET' },
        voterRegistration: {
          destination: mainnet.config.voterRegistration.destination,
          amountDrops: '1',
        },
      },
    });
    const forcedTestnet = await mainnet.call('POST', '/api/wallets/xaman/createpayload', {
      body: { transaction: SIGN_IN, options: { force_network: 'TESTNET' } },
    });
    expect(forcedTestnet).toEqual(refused('force_network must be MAINNET, the network Glow uses'));

    const signIn = async (networkId?: number) => {
      const created = await mainnet.call<XamanCreatedPayload>(
        'POST',
        '/api/wallets/xaman/createpayload',
        { body: { transaction: SIGN_IN, options: { force_network: 'MAINNET' } } },
      );
      expect(created.status).toBe(200);
      const { uuid, secret } = created.body;
      const signed = await mainnet.xaman.approve(
        uuid,
        networkId === undefined ? {} : { networkId },
      );
      return mainnet.call('GET', '/api/wallets/xaman/checksign', {
        query: { hex: signed.response.hex ?? '', payloadId: uuid, secret },
      });
    };
    expect(await signIn(1)).toEqual(refused(wrongNetwork('XRP Ledger mainnet')));
    expect(await signIn()).toMatchObject({ status: 200, body: { address: DEMO_XAMAN_ADDRESS } });
  });
});

describe("when Xaman refuses Glow's API key", () => {
  // The Xaman stand-in with another application's key and secret: it answers every call of the
  // API, as Xaman does, 403 with error 813.
  let otherApplication: TestXaman;
  let wrongKey: TestApi;
  const logLines: string[] = [];

  beforeAll(async () => {
    otherApplication = await startTestXaman({
      apiKey: randomUUID(),
      apiSecret: randomUUID(),
      networkId: 1,
    });
    wrongKey = await startTestApi(
      { XAMAN_API_URL: otherApplication.url, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
  });

  afterAll(async () => {
    await wrongKey.close();
    await otherApplication.close();
  });

  it('says the configured key is refused (502), and logs it for the operators without the secret', async () => {
    const before = logLines.length;
    expect(
      await wrongKey.call('POST', '/api/wallets/xaman/createpayload', {
        body: { transaction: SIGN_IN },
      }),
    ).toEqual(refused(KEY_REFUSED, 502));
    const uuid = randomUUID();
    const secret = await recordXamanPayload(wrongKey.db, uuid, 'SignIn', FOR_SIGN_IN);
    expect(
      await wrongKey.call('GET', '/api/wallets/xaman/getpayload', {
        query: { payloadId: uuid, secret },
      }),
    ).toEqual(refused(KEY_REFUSED, 502));

    const errors = logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(2);
    for (const entry of errors) {
      expect(entry.msg).toMatch(
        /^Xaman refused the configured API key and secret \(error 813, reference [0-9a-f-]{36}\): check XAMAN_API_KEY and XAMAN_API_SECRET$/,
      );
    }
    expect(logLines.slice(before).join('')).not.toContain(wrongKey.config.xaman.apiSecret);
  });
});

describe('when Xaman answers 813 with a reference that looks like a 404', () => {
  let refusing: Server;
  let api813: TestApi;

  beforeAll(async () => {
    refusing = createServer((_request, response) => {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { reference: '5a404e0c-0404-4404-8404-404040404040', code: 813 } }),
      );
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as AddressInfo;
    api813 = await startTestApi({ XAMAN_API_URL: `http://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await api813.close();
    await new Promise((resolve) => refusing.close(resolve));
  });

  it('is the refused key, not "payload not found"', async () => {
    const uuid = randomUUID();
    const secret = await recordXamanPayload(api813.db, uuid, 'SignIn', FOR_SIGN_IN);
    expect(
      await api813.call('GET', '/api/wallets/xaman/getpayload', {
        query: { payloadId: uuid, secret },
      }),
    ).toEqual(refused(KEY_REFUSED, 502));
    expect(
      await api813.call('GET', '/api/wallets/xaman/checksign', {
        query: { hex: randomHex(100), payloadId: uuid, secret },
      }),
    ).toEqual(refused(KEY_REFUSED, 502));
  });
});

describe('when Xaman cannot be reached', () => {
  let offline: TestApi;

  beforeAll(async () => {
    // Nothing listens on the discard port.
    offline = await startTestApi({ XAMAN_API_URL: 'http://127.0.0.1:9' });
  });

  afterAll(() => offline.close());

  it('answers 502 with a message, never a 500', async () => {
    expect(
      await offline.call('POST', '/api/wallets/xaman/createpayload', {
        body: { transaction: SIGN_IN },
      }),
    ).toEqual(refused(UNREACHABLE, 502));
    const uuid = randomUUID();
    const secret = await recordXamanPayload(offline.db, uuid, 'SignIn', FOR_SIGN_IN);
    expect(
      await offline.call('GET', '/api/wallets/xaman/getpayload', {
        query: { payloadId: uuid, secret },
      }),
    ).toEqual(refused(UNREACHABLE, 502));
    expect(
      await offline.call('GET', '/api/wallets/xaman/checksign', {
        query: { hex: randomHex(100), payloadId: uuid, secret },
      }),
    ).toEqual(refused(UNREACHABLE, 502));
  });
});
