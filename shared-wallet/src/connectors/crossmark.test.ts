import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import * as keypairs from 'ripple-keypairs';
import {
  installCrossmarkStandIn,
  type CrossmarkStandInOptions,
  type CrossmarkStandInRecord,
} from '../testing/crossmarkStandIn';
import { fakeWalletServer, type FakeWalletServer } from '../testing/fakeWalletServer';
import { testRequestContext } from '../testing/requestContext';
import { createTestWallet, type KeyAlgorithm } from '../testing/testWallets';
import { installBrowserPostMessage } from '../testing/windowPostMessage';
import { createCrossmarkConnector, crossmarkSdkOf } from './crossmark';

// The real @crossmarkio/sdk against the stand-in. The stand-in is in place before the SDK is
// first imported (in the first test), so the SDK's own detection loop ends at once.
const SIGNER = '__signWithTestKey';
const PAYMENT = { TransactionType: 'Payment', Account: 'r1', Destination: 'r2', Amount: '1' };

let server: FakeWalletServer;
let calls: ReceivedCall[];
let uninstallPostMessage: () => void;

function standIn() {
  return (window as unknown as { __crossmarkStandIn?: CrossmarkStandInRecord }).__crossmarkStandIn;
}

function installWallet(algorithm: KeyAlgorithm, options: Partial<CrossmarkStandInOptions> = {}) {
  const wallet = createTestWallet(keypairs, algorithm, 2);
  (window as unknown as Record<string, unknown>)[SIGNER] = async (hex: string) => wallet.sign(hex);
  installCrossmarkStandIn({
    address: wallet.address,
    publicKey: wallet.publicKey,
    signer: SIGNER,
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
      const hash = (calls[1]?.body as { token: string }).token;
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/wallets/crossmark/hash',
        'POST /api/wallets/crossmark/checksign',
      ]);
      expect(calls[1]?.body).toEqual({
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
    expect(calls.map((call) => call.path)).toEqual(['/api/wallets/crossmark/hash']);
  });
});

describe('Crossmark transactions', () => {
  it('signs and submits, and reads the hash from response.data.resp.result.hash', async () => {
    installWallet('ecdsa-secp256k1', { transactionHash: 'CD'.repeat(32) });
    const { context } = testRequestContext();
    await expect(createCrossmarkConnector().signAndSubmit(PAYMENT, context)).resolves.toBe(
      'CD'.repeat(32),
    );
    expect(commands()).toEqual(['sign-and-submit']);
    expect(standIn()!.requests.at(-1)?.data).toEqual({ tx: PAYMENT });
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
    const hashes = await createCrossmarkConnector().submitBulk([PAYMENT, PAYMENT], context);
    expect(hashes).toEqual([expect.stringMatching(/0000$/), expect.stringMatching(/0001$/)]);
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
