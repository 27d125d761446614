import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import * as keypairs from 'ripple-keypairs';
import { fakeWalletServer, type FakeWalletServer } from '../testing/fakeWalletServer';
import {
  installGemWalletStandIn,
  type GemWalletStandInOptions,
  type GemWalletStandInRecord,
} from '../testing/gemWalletStandIn';
import { testRequestContext } from '../testing/requestContext';
import { createTestWallet, type KeyAlgorithm, type TestWallet } from '../testing/testWallets';
import { installBrowserPostMessage } from '../testing/windowPostMessage';
import { WalletError } from '../walletErrors';
import { createGemWalletConnector } from './gemwallet';

const SIGNER = '__signWithTestKey';
const PAYMENT = { TransactionType: 'Payment', Account: 'r1', Destination: 'r2', Amount: '1' };

let server: FakeWalletServer;
let calls: ReceivedCall[];
let uninstallPostMessage: () => void;

/** Installs the stand-in with a wallet of real keys (uninstalled after each test). */
function installWallet(algorithm: KeyAlgorithm, options: Partial<GemWalletStandInOptions> = {}) {
  const wallet = createTestWallet(keypairs, algorithm);
  (window as unknown as Record<string, unknown>)[SIGNER] = async (hex: string) => wallet.sign(hex);
  installGemWalletStandIn({
    address: wallet.address,
    publicKey: wallet.publicKey,
    signer: SIGNER,
    ...options,
  });
  return wallet;
}

function standIn() {
  return (window as unknown as { __gemWalletStandIn?: GemWalletStandInRecord }).__gemWalletStandIn;
}

function standInRequests() {
  return standIn()!.requests.map((request) => request.type);
}

beforeEach(() => {
  uninstallPostMessage = installBrowserPostMessage();
  server = fakeWalletServer(keypairs);
  calls = installFakeApi(server.routes);
});

afterEach(() => {
  standIn()?.uninstall();
  uninstallPostMessage();
  delete (window as { gemWallet?: boolean; __gemWalletStandIn?: unknown }).gemWallet;
  delete (window as { __gemWalletStandIn?: unknown }).__gemWalletStandIn;
  jest.useRealTimers();
});

describe('GemWallet sign-in', () => {
  it.each<KeyAlgorithm>(['ecdsa-secp256k1', 'ed25519'])(
    'signs the challenge with a %s key and answers the session the API confirmed',
    async (algorithm) => {
      const wallet: TestWallet = installWallet(algorithm);
      const { context } = testRequestContext();

      const signIn = await createGemWalletConnector().signIn(context);

      expect(signIn).toEqual({ token: 'session-1', address: wallet.address, wallet: 'gemwallet' });
      expect(standInRequests()).toEqual([
        'REQUEST_IS_INSTALLED/V3',
        'REQUEST_GET_PUBLIC_KEY/V3',
        'REQUEST_SIGN_MESSAGE/V3',
      ]);
      const hash = calls.find((call) => call.path === '/api/wallets/gemwallet/hash');
      expect(hash?.query).toEqual({ pubkey: wallet.publicKey, address: wallet.address });
      const check = calls.find((call) => call.path === '/api/wallets/gemwallet/checksign');
      expect(check?.body).toEqual({ signature: expect.any(String), token: expect.any(String) });
    },
  );

  it('accepts the address only when a token comes back', async () => {
    installWallet('ed25519');
    server.answerWithoutToken = true;
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signIn(context)).resolves.toBeNull();
  });

  it('says GemWallet is not installed when the extension does not answer within 1000 ms', async () => {
    jest.useFakeTimers();
    const { context } = testRequestContext();
    const signIn = createGemWalletConnector().signIn(context);
    const failure = expect(signIn).rejects.toEqual(new WalletError('GEMWALLET_NOT_INSTALLED'));
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await failure;
    expect(new WalletError('GEMWALLET_NOT_INSTALLED').message).toBe(
      'Please check if GemWallet is installed',
    );
  });

  it('stops when the user declines to share the public key', async () => {
    installWallet('ed25519', { decline: ['REQUEST_GET_PUBLIC_KEY/V3'] });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signIn(context)).rejects.toMatchObject({
      code: 'SIGNING_REJECTED',
    });
    expect(calls).toEqual([]);
  });

  it('stops when the user declines to sign, without asking the API to check', async () => {
    installWallet('ecdsa-secp256k1', { decline: ['REQUEST_SIGN_MESSAGE/V3'] });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signIn(context)).rejects.toMatchObject({
      code: 'SIGNING_REJECTED',
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/wallets/gemwallet/hash']);
  });

  it("passes on the API's refusal", async () => {
    installWallet('ed25519');
    server.routes['POST /api/wallets/gemwallet/checksign'] = {
      status: 400,
      body: { message: 'Invalid signature' },
    };
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signIn(context)).rejects.toEqual({
      status: 400,
      message: 'Invalid signature',
    });
  });

  it('gives up when cancelled, ignoring the late answer', async () => {
    installWallet('ed25519');
    const { context, controller } = testRequestContext();
    const signIn = createGemWalletConnector().signIn(context);
    controller.abort();
    await expect(signIn).rejects.toMatchObject({ name: 'WalletRequestCancelled' });
  });
});

describe('GemWallet transactions', () => {
  it('submits a transaction and answers the hash from result.hash', async () => {
    installWallet('ed25519', { transactionHash: 'AB'.repeat(32) });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signAndSubmit(PAYMENT, context)).resolves.toBe(
      'AB'.repeat(32),
    );
    const submitted = standIn()!.requests.find(
      (request) => request.type === 'REQUEST_SUBMIT_TRANSACTION/V3',
    );
    expect(submitted?.payload).toEqual({ transaction: PAYMENT });
  });

  it('fails to sign when the user declines', async () => {
    installWallet('ed25519', { decline: ['REQUEST_SUBMIT_TRANSACTION/V3'] });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signAndSubmit(PAYMENT, context)).rejects.toMatchObject({
      code: 'FAILED_TO_SIGN_TX',
    });
  });

  it('submits in bulk and answers every hash in order', async () => {
    installWallet('ed25519');
    const { context } = testRequestContext();
    const hashes = await createGemWalletConnector().submitBulk(
      [PAYMENT, PAYMENT, PAYMENT],
      context,
    );
    expect(hashes).toHaveLength(3);
    expect(new Set(hashes).size).toBe(3);
  });

  it('needs the extension for transactions too', async () => {
    jest.useFakeTimers();
    const { context } = testRequestContext();
    const submit = createGemWalletConnector().signAndSubmit(PAYMENT, context);
    const failure = expect(submit).rejects.toMatchObject({ code: 'GEMWALLET_NOT_INSTALLED' });
    await jest.advanceTimersByTimeAsync(1000);
    await failure;
  });
});
