// Xaman sign-in against the Xaman stand-in: the API creates a SignIn payload, the person signs
// it in Xaman (the stand-in's approve control), and the signed hex starts a session for the
// signing account. Every payload that is not ours, not signed, not a sign-in, from another
// network, tampered with or used before is refused with a 4xx `{ message }` and no session.
import type {
  WalletSessionInfo,
  WalletSignIn,
  XamanCreatedPayload,
  XamanPayload,
} from '@glow/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { sign } from 'ripple-keypairs';
import { sessions, xamanPayloads } from '../../db/schema';
import type { XamanPayloadDetails } from '../../services/xamanClient';
import { startTestApi, type TestApi } from '../../testing/testApi';
import { DEMO_XAMAN_ADDRESS } from '../../testing/testXaman';
import { KEY_ALGORITHMS, newWallet, randomHex, type TestWallet } from '../../testing/testWallets';

const NOT_FOUND = 'Payload not found';
const NOT_SIGN_IN = 'This Xaman request is not a sign-in';
const HEX_MISMATCH = 'The signed data does not match the Xaman payload';
const USED = 'This Xaman sign-in has already been used';
const SIGNATURE_INVALID = 'The wallet signature could not be verified';
const UNREACHABLE = 'Xaman is not reachable right now; try again in a moment';
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

async function createPayload(transaction: Record<string, unknown> = SIGN_IN): Promise<string> {
  const response = await api.call<XamanCreatedPayload>('POST', '/api/wallets/xaman/createpayload', {
    body: { transaction },
  });
  expect(response.status).toBe(200);
  return response.body.uuid;
}

function getPayload(payloadId: string) {
  return api.call<XamanPayload>('GET', '/api/wallets/xaman/getpayload', { query: { payloadId } });
}

/** The signed hex, read the way the browser reads it: through the API. */
async function signedHex(payloadId: string): Promise<string> {
  const response = await getPayload(payloadId);
  expect(response.status).toBe(200);
  const { hex } = response.body.response;
  if (!hex) throw new Error(`Payload ${payloadId} has no signed hex`);
  return hex;
}

function checksign(hex: string, payloadId: string, token?: string) {
  return api.call<WalletSignIn>('GET', '/api/wallets/xaman/checksign', {
    token,
    query: { hex, payloadId },
  });
}

/** A SignIn payload created through the API and signed with `seed` (the demo account's if none). */
async function signedSignIn(approval: { seed?: string; networkId?: number } = {}) {
  const uuid = await createPayload();
  await api.xaman.approve(uuid, approval);
  return { uuid, hex: await signedHex(uuid) };
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
    const { uuid, payload } = response.body;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload).toEqual({
      uuid,
      next: { always: `${api.xaman.url}/sign/${uuid}` },
      refs: {
        qr_png: expect.stringContaining(uuid),
        websocket_status: expect.stringMatching(/^ws/),
      },
      pushed: false,
    });

    const onXaman = await api.xaman.sdk.payload.get(uuid, true);
    expect(onXaman?.meta).toMatchObject({ force_network: 'TESTNET', signed: false });
    expect(onXaman?.payload.tx_type).toBe('SignIn');
    expect(onXaman?.payload.expires_in_seconds).toBeLessThanOrEqual(5 * 60);
    const rows = await api.db.select().from(xamanPayloads).where(eq(xamanPayloads.uuid, uuid));
    expect(rows).toEqual([expect.objectContaining({ transactionType: 'SignIn', usedAt: null })]);
  });

  it('answers the state of a payload it created: pending, then signed', async () => {
    const uuid = await createPayload();
    expect(await getPayload(uuid)).toEqual({
      status: 200,
      body: {
        uuid,
        meta: { signed: false, cancelled: false, expired: false, resolved: false },
        response: { hex: null, account: null, txid: null },
      },
    });
    await api.xaman.approve(uuid);
    expect(await getPayload(uuid)).toEqual({
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

  it('answers 404 for a payload it did not create, or that does not exist', async () => {
    const theirs = await api.xaman.createDirectly(SIGN_IN);
    expect(await getPayload(theirs)).toEqual(refused(NOT_FOUND, 404));
    expect(await getPayload(randomUUID())).toEqual(refused(NOT_FOUND, 404));
  });
});

describe('GET /api/wallets/xaman/checksign', () => {
  it("signs the demo account in: the token is a session for the payload's account", async () => {
    const { uuid, hex } = await signedSignIn();
    const response = await checksign(hex, uuid);
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
    const [row] = await api.db.select().from(xamanPayloads).where(eq(xamanPayloads.uuid, uuid));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it.each(KEY_ALGORITHMS)('signs in an account with %s keys', async (algorithm) => {
    const wallet = newWallet(algorithm);
    const { uuid, hex } = await signedSignIn({ seed: wallet.seed });
    const response = await checksign(hex.toLowerCase(), uuid);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ address: wallet.address, wallet: 'xaman' });
  });

  it('accepts a request opened in time and signed after it expired, as Xaman allows', async () => {
    const uuid = await createPayload();
    await api.xaman.open(uuid);
    await api.xaman.expire(uuid);
    await api.xaman.approve(uuid);
    const response = await checksign(await signedHex(uuid), uuid);
    expect(response.status).toBe(200);
    expect(response.body.address).toBe(DEMO_XAMAN_ADDRESS);
  });

  it('refuses a payload used once already (409), also when two checks race', async () => {
    const signer = newWallet();
    const { uuid, hex } = await signedSignIn({ seed: signer.seed });
    expect((await checksign(hex, uuid)).status).toBe(200);
    expect(await checksign(hex, uuid)).toEqual(refused(USED, 409));
    expect(await sessionCountFor(signer.address)).toBe(1);

    const racing = await signedSignIn({ seed: signer.seed });
    const statuses = await Promise.all([
      checksign(racing.hex, racing.uuid),
      checksign(racing.hex, racing.uuid),
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
      const uuid = await createPayload();
      expect(await checksign(other.hex, uuid)).toEqual(refused(notSigned('not signed')));
      await api.xaman.open(uuid);
      expect(await checksign(other.hex, uuid)).toEqual(refused(notSigned('not signed')));
    });

    it('a payload the person rejected', async () => {
      const other = await signedSignIn({ seed: signer.seed });
      const uuid = await createPayload();
      await api.xaman.reject(uuid);
      expect(await checksign(other.hex, uuid)).toEqual(refused(notSigned('cancelled')));
    });

    it('an expired payload', async () => {
      const other = await signedSignIn({ seed: signer.seed });
      const uuid = await createPayload();
      await api.xaman.expire(uuid);
      expect(await checksign(other.hex, uuid)).toEqual(refused(notSigned('expired')));
    });

    it('a payload this API did not create (signed on Xaman with our credentials)', async () => {
      const uuid = await api.xaman.createDirectly(SIGN_IN);
      const signed = await api.xaman.approve(uuid, { seed: signer.seed });
      expect(signed.response.hex).toMatch(/^[0-9A-F]+$/);
      expect(await checksign(signed.response.hex ?? '', uuid)).toEqual(refused(NOT_FOUND, 404));
    });

    it('a payload id that does not exist', async () => {
      const { hex } = await signedSignIn({ seed: signer.seed });
      expect(await checksign(hex, randomUUID())).toEqual(refused(NOT_FOUND, 404));
    });

    it("another payload's signed hex", async () => {
      const mine = await signedSignIn({ seed: signer.seed });
      // The victim's payload: the attacker knows its id, not what the victim signed.
      const victim = newWallet();
      const victims = await signedSignIn({ seed: victim.seed });
      expect(await checksign(mine.hex, victims.uuid)).toEqual(refused(HEX_MISMATCH));
      expect(await sessionCountFor(victim.address)).toBe(0);
      // Refused, not used up: the victim still signs in with the hex Xaman has.
      expect((await checksign(victims.hex, victims.uuid)).status).toBe(200);
      expect(await sessionCountFor(victim.address)).toBe(1);
    });

    it('a Payment payload, signed', async () => {
      const uuid = await createPayload({
        TransactionType: 'Payment',
        Destination: DEMO_XAMAN_ADDRESS,
        Amount: '1000000',
      });
      await api.xaman.approve(uuid, { seed: signer.seed });
      const hex = await signedHex(uuid);
      expect(await checksign(hex, uuid)).toEqual(refused(NOT_SIGN_IN));
    });

    it.each([
      ['XRP Ledger mainnet', 0],
      ['Xahau mainnet', 21337],
    ])('a sign-in signed on another network (%s)', async (_name, networkId) => {
      const { uuid, hex } = await signedSignIn({ seed: signer.seed, networkId });
      expect(await checksign(hex, uuid)).toEqual(refused(wrongNetwork('XRP Ledger testnet')));
    });

    it('a tampered hex (one byte flipped: in the account, the key, the signature, the end)', async () => {
      const { uuid, hex } = await signedSignIn({ seed: signer.seed });
      const bytes = hex.length / 2;
      for (const index of [0, 3, Math.floor(bytes / 2), bytes - 1]) {
        expect(await checksign(flipByte(hex, index), uuid)).toEqual(refused(HEX_MISMATCH));
      }
      expect(await checksign(`${hex}00`, uuid)).toEqual(refused(HEX_MISMATCH));
      expect(await checksign(randomHex(100), uuid)).toEqual(refused(HEX_MISMATCH));
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
      const { uuid, hex } = await signedSignIn({ seed: signer.seed });
      const victim = newWallet();
      tamper = reporting(hex, victim.address);
      expect(await checksign(hex, uuid)).toEqual(refused(SIGNATURE_INVALID));
      expect(await sessionCountFor(victim.address)).toBe(0);
    });

    it('refuses a SignIn blob whose signature does not verify', async () => {
      const { uuid, hex } = await signedSignIn({ seed: signer.seed });
      const forged = encode({
        Account: signer.address,
        SigningPubKey: signer.publicKey,
        TxnSignature: randomHex(70),
      });
      tamper = reporting(forged, signer.address);
      expect(await checksign(forged, uuid)).toEqual(refused(SIGNATURE_INVALID));
      expect(hex).not.toBe(forged);
    });

    it('refuses a signed transaction reported as the answer to a SignIn', async () => {
      const uuid = await createPayload();
      await api.xaman.approve(uuid, { seed: signer.seed });
      const payment = signBlob(signer, {
        TransactionType: 'Payment',
        Account: signer.address,
        Destination: DEMO_XAMAN_ADDRESS,
        Amount: '1',
        Fee: '12',
        Sequence: 1,
      });
      tamper = reporting(payment, signer.address);
      expect(await checksign(payment, uuid)).toEqual(refused(SIGNATURE_INVALID));
    });

    it('refuses a hex that is no transaction at all', async () => {
      const uuid = await createPayload();
      await api.xaman.approve(uuid, { seed: signer.seed });
      const garbage = randomHex(120);
      tamper = reporting(garbage, signer.address);
      expect(await checksign(garbage, uuid)).toEqual(refused(SIGNATURE_INVALID));
    });

    it('refuses a signature reported without a network', async () => {
      const { uuid, hex } = await signedSignIn({ seed: signer.seed });
      tamper = (details) => ({
        ...details,
        response: { ...details.response, environment_networkid: null },
      });
      expect(await checksign(hex, uuid)).toEqual(refused(wrongNetwork('XRP Ledger testnet')));
    });
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
      const { uuid } = created.body;
      const signed = await mainnet.xaman.approve(
        uuid,
        networkId === undefined ? {} : { networkId },
      );
      return mainnet.call('GET', '/api/wallets/xaman/checksign', {
        query: { hex: signed.response.hex ?? '', payloadId: uuid },
      });
    };
    expect(await signIn(1)).toEqual(refused(wrongNetwork('XRP Ledger mainnet')));
    expect(await signIn()).toMatchObject({ status: 200, body: { address: DEMO_XAMAN_ADDRESS } });
  });
});

describe('when Xaman refuses the API', () => {
  // A Xaman that answers every call with error 813 (wrong credentials), with a reference that
  // happens to contain "404": that is no "payload not found".
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

  it('answers 502, not "payload not found"', async () => {
    const uuid = randomUUID();
    await api813.db.insert(xamanPayloads).values({ uuid, transactionType: 'SignIn' });
    expect(
      await api813.call('GET', '/api/wallets/xaman/getpayload', { query: { payloadId: uuid } }),
    ).toEqual(refused(UNREACHABLE, 502));
    expect(
      await api813.call('GET', '/api/wallets/xaman/checksign', {
        query: { hex: randomHex(100), payloadId: uuid },
      }),
    ).toEqual(refused(UNREACHABLE, 502));
    expect(
      await api813.call('POST', '/api/wallets/xaman/createpayload', {
        body: { transaction: SIGN_IN },
      }),
    ).toEqual(refused(UNREACHABLE, 502));
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
    await offline.db.insert(xamanPayloads).values({ uuid, transactionType: 'SignIn' });
    expect(
      await offline.call('GET', '/api/wallets/xaman/getpayload', { query: { payloadId: uuid } }),
    ).toEqual(refused(UNREACHABLE, 502));
    expect(
      await offline.call('GET', '/api/wallets/xaman/checksign', {
        query: { hex: randomHex(100), payloadId: uuid },
      }),
    ).toEqual(refused(UNREACHABLE, 502));
  });
});
