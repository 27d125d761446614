import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import * as keypairs from 'ripple-keypairs';
import {
  installCrossmarkStandIn,
  type CrossmarkStandInOptions,
  type CrossmarkStandInRecord,
} from '../testing/crossmarkStandIn';
import { fakeWalletServer, type FakeWalletServer } from '../testing/fakeWalletServer';
import { fakeOwnershipRequests } from '../testing/ownershipRequests';
import { testRequestContext } from '../testing/requestContext';
import { startStandInLedger, type StandInLedger } from '../testing/standInLedger';
import { createTestWallet, utf8Hex, type KeyAlgorithm } from '../testing/testWallets';
import { installBrowserPostMessage } from '../testing/windowPostMessage';
import { WalletError } from '../walletErrors';
import { createCrossmarkConnector, crossmarkSdkOf, loadCrossmarkSdk } from './crossmark';

// The real @crossmarkio/sdk against the stand-in. The stand-in is in place before the SDK is
// first imported (in the first test), so the SDK's own detection loop ends at once.
const SIGNER = '__signWithTestKey';
const SUBMITTER = '__submitWithTestKey';
/** Where the payments go: the programme's verification address, say. */
const DESTINATION = createTestWallet(keypairs, 'ed25519', 99).address;
const PAYMENT = { TransactionType: 'Payment', Destination: DESTINATION, Amount: '1' };

let server: FakeWalletServer;
let calls: ReceivedCall[];
let uninstallPostMessage: () => void;
let ledger: StandInLedger;
let walletIndex = 2;

beforeAll(async () => {
  ledger = await startStandInLedger();
});

afterAll(() => ledger.close());

function standIn() {
  return (window as unknown as { __crossmarkStandIn?: CrossmarkStandInRecord }).__crossmarkStandIn;
}

function installWallet(algorithm: KeyAlgorithm, options: Partial<CrossmarkStandInOptions> = {}) {
  // A new account on the ledger for every test.
  const wallet = createTestWallet(keypairs, algorithm, walletIndex++);
  (window as unknown as Record<string, unknown>)[SIGNER] = async (hex: string) => wallet.sign(hex);
  ledger.exposeSubmitter(SUBMITTER, wallet);
  installCrossmarkStandIn({
    address: wallet.address,
    publicKey: wallet.publicKey,
    signer: SIGNER,
    submitter: SUBMITTER,
    ...options,
  });
  return wallet;
}

const commands = () =>
  standIn()!
    .requests.map((request) => request.command)
    .filter((command) => !['address', 'network', 'user'].includes(command));

beforeEach(() => {
  uninstallPostMessage = installBrowserPostMessage();
  server = fakeWalletServer(keypairs);
  calls = installFakeApi(server.routes);
});

afterEach(() => {
  standIn()?.uninstall();
  uninstallPostMessage();
});

describe('Crossmark sign-in', () => {
  it.each<KeyAlgorithm>(['ecdsa-secp256k1', 'ed25519'])(
    'signs a SignIn of the server hash with a %s key; the API confirms the address',
    async (algorithm) => {
      const wallet = installWallet(algorithm);
      const { context } = testRequestContext();

      const signIn = await createCrossmarkConnector().signIn(context);

      expect(signIn).toEqual({ token: 'session-1', address: wallet.address, wallet: 'crossmark' });
      const hash = (calls[2]?.body as { token: string }).token;
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/config',
        'GET /api/wallets/crossmark/hash',
        'POST /api/wallets/crossmark/checksign',
      ]);
      expect(calls[2]?.body).toEqual({
        signature: expect.stringMatching(/^[0-9A-F]+$/),
        pubkey: wallet.publicKey,
        address: wallet.address,
        token: hash,
      });
      const signRequest = standIn()!.requests.find((request) => request.command === 'sign');
      expect(signRequest?.data).toEqual({ tx: { TransactionType: 'SignIn' }, hex: hash });
    },
  );

  it('keeps nothing, without an error, when no token comes back', async () => {
    installWallet('ed25519');
    server.answerWithoutToken = true;
    const { context } = testRequestContext();
    await expect(createCrossmarkConnector().signIn(context)).resolves.toBeNull();
  });

  it('stops when the user declines, without asking the API to check', async () => {
    installWallet('ed25519', { decline: ['sign'] });
    const { context } = testRequestContext();
    await expect(createCrossmarkConnector().signIn(context)).rejects.toMatchObject({
      code: 'SIGNING_REJECTED',
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/config', '/api/wallets/crossmark/hash']);
  });
});

describe("Crossmark's network against Glow's", () => {
  const MAINNET = {
    protocol: 'XRPL',
    type: 'mainnet',
    label: 'xrp ledger',
    wss: 'wss://xrplcluster.com',
    rpc: 'https://xrplcluster.com',
  };
  const refusal = new WalletError(
    'WRONG_NETWORK',
    'Your wallet is on XRP Ledger mainnet but Glow uses XRPL Testnet: switch networks in Crossmark',
  );

  /** A wallet on `network`; the SDK hears of it (the extension's network-change event). */
  async function installOn(network: typeof MAINNET) {
    installWallet('ed25519', { network });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  it('refuses to sign in on another network, naming both, before anything is signed', async () => {
    await installOn(MAINNET);
    const { context } = testRequestContext();
    await expect(createCrossmarkConnector().signIn(context)).rejects.toEqual(refusal);
    expect(commands()).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(['/api/config']);
  });

  it.each([
    [{ ...MAINNET, label: 'xahau', type: 'testnet' }, 'Xahau testnet'],
    [
      { ...MAINNET, label: 'xevm sidechain', type: 'devnet', wss: 'wss://evm.example' },
      'xevm sidechain devnet (wss://evm.example)',
    ],
  ])('names the network it is on: %j', async (network, named) => {
    await installOn(network);
    const { context } = testRequestContext();
    await expect(createCrossmarkConnector().checkNetwork(context)).rejects.toThrow(
      `Your wallet is on ${named} but Glow uses XRPL Testnet: switch networks in Crossmark`,
    );
  });

  it('refuses a transaction and a bulk before the wallet is asked to sign', async () => {
    await installOn(MAINNET);
    const { context } = testRequestContext();
    const connector = createCrossmarkConnector();
    await expect(connector.signAndSubmit(PAYMENT, context)).rejects.toEqual(refusal);
    await expect(connector.submitBulk([PAYMENT], context)).rejects.toEqual(refusal);
    expect(commands()).toEqual([]);
  });

  it('refuses a sign-in whose answer says another network, before the API is asked to check it', async () => {
    const testnet = { ...MAINNET, type: 'testnet', wss: 'wss://s.altnet.rippletest.net:51233' };
    // The SDK's network was Glow's when asked; the extension signed on mainnet all the same.
    const methods = {
      isInstalled: () => true,
      getNetwork: () => testnet,
      signInAndWait: async () => ({
        response: {
          data: { address: 'r1', publicKey: 'ED01', signature: 'AB', network: MAINNET },
        },
      }),
      signAndSubmitAndWait: async () => ({}),
      bulkSignAndSubmitAndWait: async () => ({}),
    };
    const { context } = testRequestContext();
    await expect(
      createCrossmarkConnector(async () => ({ methods })).signIn(context),
    ).rejects.toEqual(refusal);
    expect(calls.map((call) => call.path)).toEqual(['/api/config', '/api/wallets/crossmark/hash']);
  });

  it("lets Glow's network through", async () => {
    installWallet('ed25519');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { context } = testRequestContext();
    await expect(createCrossmarkConnector().checkNetwork(context)).resolves.toBeUndefined();
  });
});

describe('Crossmark ownership proof', () => {
  it.each<KeyAlgorithm>(['ecdsa-secp256k1', 'ed25519'])(
    "signs the registration message's bytes (hex) with a %s key; the key comes with the signature",
    async (algorithm) => {
      const wallet = installWallet(algorithm);
      const { requests, asked, answered } = fakeOwnershipRequests();
      const { context } = testRequestContext();

      const proof = await createCrossmarkConnector().proveOwnership(
        wallet.address,
        requests,
        context,
      );

      expect(asked).toEqual([{ kind: 'crossmark', address: wallet.address }]);
      const { challenge, message, messageHex } = answered[0]!;
      expect(messageHex).toBe(utf8Hex(message));
      expect(proof).toEqual({
        kind: 'crossmark',
        challenge,
        signature: expect.stringMatching(/^[0-9A-F]+$/),
        publicKey: wallet.publicKey,
      });
      if (proof.kind === 'xaman') throw new Error('not a Xaman proof');
      const signRequest = standIn()!.requests.find((request) => request.command === 'sign');
      expect(signRequest?.data).toEqual({ tx: { TransactionType: 'SignIn' }, hex: messageHex });
      expect(keypairs.verify(messageHex, proof.signature, wallet.publicKey)).toBe(true);
      expect(keypairs.verify(challenge, proof.signature, wallet.publicKey)).toBe(false);
      expect(calls).toEqual([]);
    },
  );

  it('refuses a signature by another account than the connected one', async () => {
    installWallet('ed25519');
    const { requests } = fakeOwnershipRequests();
    const { context } = testRequestContext();
    const connected = createTestWallet(keypairs, 'ed25519', 98).address;
    await expect(
      createCrossmarkConnector().proveOwnership(connected, requests, context),
    ).rejects.toMatchObject({ code: 'OTHER_ACCOUNT' });
  });

  it('stops when the user declines', async () => {
    const wallet = installWallet('ed25519', { decline: ['sign'] });
    const { requests } = fakeOwnershipRequests();
    const { context } = testRequestContext();
    await expect(
      createCrossmarkConnector().proveOwnership(wallet.address, requests, context),
    ).rejects.toMatchObject({ code: 'SIGNING_REJECTED' });
  });
});

describe('Crossmark transactions', () => {
  it.each<KeyAlgorithm>(['ecdsa-secp256k1', 'ed25519'])(
    'signs with the %s key, submits to the ledger, reads the hash from response.data.resp.result.hash',
    async (algorithm) => {
      const wallet = installWallet(algorithm);
      const { context } = testRequestContext();

      const hash = await createCrossmarkConnector().signAndSubmit(PAYMENT, context);

      expect(hash).toMatch(/^[0-9A-F]{64}$/);
      expect(commands()).toEqual(['sign-and-submit']);
      expect(standIn()!.requests.at(-1)?.data).toEqual({ tx: PAYMENT });
      expect(await ledger.rpc('tx', { transaction: hash })).toMatchObject({
        validated: true,
        Account: wallet.address,
        Destination: DESTINATION,
        Amount: '1',
        Fee: '12',
        SigningPubKey: wallet.publicKey,
        meta: { TransactionResult: 'tesSUCCESS' },
      });
    },
  );

  it("answers the SDK's signAndSubmitAndWait with xrpl.js's validated tx response", async () => {
    installWallet('ed25519');
    const { methods } = await loadCrossmarkSdk();

    const answer = await methods.signAndSubmitAndWait(PAYMENT);

    const data = answer.response?.data as {
      meta: { isSigned: boolean; isRejected: boolean };
      resp: { type: string; result: { hash: string; validated: boolean } };
    };
    expect(data.meta).toMatchObject({ isSigned: true, isRejected: false });
    expect(data.resp).toMatchObject({ type: 'response', result: { validated: true } });
    expect(data.resp.result.hash).toMatch(/^[0-9A-F]{64}$/);
  });

  it('fails to sign when the ledger refuses the transaction', async () => {
    const wallet = installWallet('ed25519');
    const { context } = testRequestContext();
    const toItself = { ...PAYMENT, Destination: wallet.address };
    await expect(createCrossmarkConnector().signAndSubmit(toItself, context)).rejects.toMatchObject(
      { code: 'FAILED_TO_SIGN_TX' },
    );
  });

  it('fails when the user declines the transaction', async () => {
    installWallet('ed25519', { decline: ['sign-and-submit'] });
    const { context } = testRequestContext();
    await expect(createCrossmarkConnector().signAndSubmit(PAYMENT, context)).rejects.toMatchObject({
      code: 'SIGNING_REJECTED',
    });
  });

  it('submits in bulk and answers every hash in order', async () => {
    installWallet('ed25519');
    const { context } = testRequestContext();
    const outcomes = await createCrossmarkConnector().submitBulk(
      [PAYMENT, { ...PAYMENT, Amount: '2' }],
      context,
    );
    const validated = await Promise.all(
      outcomes.map((outcome) =>
        ledger.rpc('tx', { transaction: 'hash' in outcome ? outcome.hash : 'none' }),
      ),
    );
    expect(validated.map((transaction) => [transaction.Amount, transaction.validated])).toEqual([
      ['1', true],
      ['2', true],
    ]);
  });

  it('answers SIGNING_REJECTED for each when the user declines the bulk', async () => {
    installWallet('ed25519', { decline: ['bulk'] });
    const { context } = testRequestContext();
    await expect(
      createCrossmarkConnector().submitBulk([PAYMENT, { ...PAYMENT, Amount: '2' }], context),
    ).resolves.toEqual([
      { error: new WalletError('SIGNING_REJECTED') },
      { error: new WalletError('SIGNING_REJECTED') },
    ]);
  });
});

describe('crossmarkSdkOf', () => {
  const sdk = { methods: {} };

  it('finds the SDK under default (bundlers) or default.default (Node ESM)', () => {
    expect(crossmarkSdkOf({ default: sdk })).toBe(sdk);
    expect(crossmarkSdkOf({ default: { default: sdk } })).toBe(sdk);
  });

  it('refuses a module without it', () => {
    expect(() => crossmarkSdkOf({})).toThrow('Could not reach the wallet');
  });
});
