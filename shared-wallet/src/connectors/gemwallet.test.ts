import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import * as keypairs from 'ripple-keypairs';
import { fakeWalletServer, type FakeWalletServer } from '../testing/fakeWalletServer';
import { fakeOwnershipRequests } from '../testing/ownershipRequests';
import {
  installGemWalletStandIn,
  type GemWalletStandInOptions,
  type GemWalletStandInRecord,
} from '../testing/gemWalletStandIn';
import { testRequestContext } from '../testing/requestContext';
import { startStandInLedger, type StandInLedger } from '../testing/standInLedger';
import {
  createTestWallet,
  utf8Hex,
  type KeyAlgorithm,
  type TestWallet,
} from '../testing/testWallets';
import { installBrowserPostMessage } from '../testing/windowPostMessage';
import { WalletError } from '../walletErrors';
import { createGemWalletConnector, type GemWalletLibrary } from './gemwallet';
import type { BulkOutcome } from './types';

const SIGNER = '__signWithTestKey';
const SUBMITTER = '__submitWithTestKey';
/** Where the payments go: the programme's verification address, say. */
const DESTINATION = createTestWallet(keypairs, 'ed25519', 99).address;
const PAYMENT = { TransactionType: 'Payment', Destination: DESTINATION, Amount: '1' };

let server: FakeWalletServer;
let calls: ReceivedCall[];
let uninstallPostMessage: () => void;
let ledger: StandInLedger;
let walletIndex = 1;

beforeAll(async () => {
  ledger = await startStandInLedger();
});

afterAll(() => ledger.close());

/**
 * Installs the stand-in with a wallet of real keys, new on the ledger (uninstalled after each
 * test); what it submits goes to the ledger stand-in.
 */
function installWallet(algorithm: KeyAlgorithm, options: Partial<GemWalletStandInOptions> = {}) {
  const wallet = createTestWallet(keypairs, algorithm, walletIndex++);
  (window as unknown as Record<string, unknown>)[SIGNER] = async (hex: string) => wallet.sign(hex);
  ledger.exposeSubmitter(SUBMITTER, wallet);
  installGemWalletStandIn({
    address: wallet.address,
    publicKey: wallet.publicKey,
    signer: SIGNER,
    submitter: SUBMITTER,
    ...options,
  });
  return wallet;
}

/** The transaction as the ledger validated it. */
async function onLedger(hash: string) {
  return ledger.rpc('tx', { transaction: hash });
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
        'REQUEST_GET_NETWORK/V3',
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
    // Only the network Glow uses was read; no challenge asked for.
    expect(calls.map((call) => call.path)).toEqual(['/api/config']);
  });

  it('stops when the user declines to sign, without asking the API to check', async () => {
    installWallet('ecdsa-secp256k1', { decline: ['REQUEST_SIGN_MESSAGE/V3'] });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signIn(context)).rejects.toMatchObject({
      code: 'SIGNING_REJECTED',
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/config', '/api/wallets/gemwallet/hash']);
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
      body: { message: 'Invalid signature' },
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

describe("GemWallet's network (getNetwork) against Glow's", () => {
  it.each([
    [{ chain: 'XRPL', network: 'Mainnet', websocket: 'wss://xrplcluster.com' }, 'Mainnet'],
    [{ chain: 'XAHAU', network: 'Testnet', websocket: 'wss://xahau-test.net' }, 'Xahau Testnet'],
    [
      { chain: 'XRPL', network: 'Custom', websocket: 'wss://node.example' },
      'a custom network (wss://node.example)',
    ],
  ])('refuses to sign in on %j, naming both networks', async (network, named) => {
    installWallet('ed25519', { network });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signIn(context)).rejects.toEqual(
      new WalletError(
        'WRONG_NETWORK',
        `Your wallet is on ${named} but Glow uses XRPL Testnet: switch networks in GemWallet`,
      ),
    );
    // Nothing asked of the user, no challenge asked of the API.
    expect(standInRequests()).toEqual(['REQUEST_IS_INSTALLED/V3', 'REQUEST_GET_NETWORK/V3']);
    expect(calls.map((call) => call.path)).toEqual(['/api/config']);
  });

  it('refuses a transaction and a bulk before the wallet is asked to sign', async () => {
    installWallet('ed25519', {
      network: { chain: 'XRPL', network: 'Mainnet', websocket: 'wss://xrplcluster.com' },
    });
    const { context } = testRequestContext();
    const connector = createGemWalletConnector();
    const refused = { code: 'WRONG_NETWORK' };
    await expect(connector.signAndSubmit(PAYMENT, context)).rejects.toMatchObject(refused);
    await expect(connector.submitBulk([PAYMENT], context)).rejects.toMatchObject(refused);
    await expect(connector.checkNetwork(context)).rejects.toMatchObject(refused);
    expect(standInRequests().filter((type) => type.startsWith('REQUEST_SUBMIT'))).toEqual([]);
  });

  it('stops waiting, with what to do, when a window open for another request keeps it from answering', async () => {
    installWallet('ed25519', { windowLeftOpen: true });
    const { context } = testRequestContext();
    await expect(
      createGemWalletConnector(undefined, { networkAnswerMs: 50 }).signIn(context),
    ).rejects.toEqual(
      new WalletError(
        'WALLET_BUSY',
        "GemWallet did not answer: finish or close the request open in GemWallet's window, then try again",
      ),
    );
    expect(standInRequests()).toEqual(['REQUEST_IS_INSTALLED/V3', 'REQUEST_GET_NETWORK/V3']);
  });
});

describe('GemWallet ownership proof', () => {
  it.each<KeyAlgorithm>(['ecdsa-secp256k1', 'ed25519'])(
    "signs the registration message's UTF-8 bytes with a %s key, for a challenge bound to the key",
    async (algorithm) => {
      const wallet = installWallet(algorithm);
      const { requests, asked, answered } = fakeOwnershipRequests();
      const { context } = testRequestContext();

      const proof = await createGemWalletConnector().proveOwnership(
        wallet.address,
        requests,
        context,
      );

      expect(asked).toEqual([
        { kind: 'gemwallet', address: wallet.address, publicKey: wallet.publicKey },
      ]);
      const { challenge, message } = answered[0]!;
      expect(proof).toEqual({
        kind: 'gemwallet',
        challenge,
        signature: expect.stringMatching(/^[0-9A-F]+$/),
        publicKey: wallet.publicKey,
      });
      if (proof.kind === 'xaman') throw new Error('not a Xaman proof');
      // The message is what is signed, not the bare challenge a sign-in signs.
      expect(keypairs.verify(utf8Hex(message), proof.signature, wallet.publicKey)).toBe(true);
      expect(keypairs.verify(utf8Hex(challenge), proof.signature, wallet.publicKey)).toBe(false);
      expect(standInRequests()).toEqual([
        'REQUEST_IS_INSTALLED/V3',
        'REQUEST_GET_PUBLIC_KEY/V3',
        'REQUEST_SIGN_MESSAGE/V3',
      ]);
      // Neither the sign-in calls nor anything else of the wallet API: no new session.
      expect(calls).toEqual([]);
    },
  );

  it('refuses when the extension is on another account than the connected one', async () => {
    installWallet('ed25519');
    const { requests, asked } = fakeOwnershipRequests();
    const { context } = testRequestContext();
    const connected = createTestWallet(keypairs, 'ed25519', 98).address;

    await expect(
      createGemWalletConnector().proveOwnership(connected, requests, context),
    ).rejects.toEqual(new WalletError('OTHER_ACCOUNT'));
    expect(asked).toEqual([]);
    expect(standInRequests()).not.toContain('REQUEST_SIGN_MESSAGE/V3');
  });

  it('stops when the user declines to sign', async () => {
    const wallet = installWallet('ed25519', { decline: ['REQUEST_SIGN_MESSAGE/V3'] });
    const { requests } = fakeOwnershipRequests();
    const { context } = testRequestContext();
    await expect(
      createGemWalletConnector().proveOwnership(wallet.address, requests, context),
    ).rejects.toMatchObject({ code: 'SIGNING_REJECTED' });
  });
});

describe('GemWallet transactions', () => {
  it.each<KeyAlgorithm>(['ecdsa-secp256k1', 'ed25519'])(
    'signs with the %s key, submits to the ledger and answers the validated hash (result.hash)',
    async (algorithm) => {
      const wallet = installWallet(algorithm);
      const { context } = testRequestContext();

      const hash = await createGemWalletConnector().signAndSubmit(PAYMENT, context);

      expect(hash).toMatch(/^[0-9A-F]{64}$/);
      const submitted = standIn()!.requests.find(
        (request) => request.type === 'REQUEST_SUBMIT_TRANSACTION/V3',
      );
      expect(submitted?.payload).toEqual({ transaction: PAYMENT });
      // Filled in by the wallet: the account, its next Sequence on the ledger, the fee.
      expect(await onLedger(hash)).toMatchObject({
        validated: true,
        hash,
        TransactionType: 'Payment',
        Account: wallet.address,
        Destination: DESTINATION,
        Amount: '1',
        Fee: '12',
        Sequence: expect.any(Number),
        SigningPubKey: wallet.publicKey,
        meta: { TransactionResult: 'tesSUCCESS' },
      });
    },
  );

  it('fails to sign when the ledger refuses the transaction, naming its result', async () => {
    const wallet = installWallet('ed25519');
    const { context } = testRequestContext();
    const toItself = { ...PAYMENT, Destination: wallet.address };
    await expect(createGemWalletConnector().signAndSubmit(toItself, context)).rejects.toEqual(
      new WalletError('FAILED_TO_SIGN_TX', 'The ledger refused the transaction: temREDUNDANT'),
    );
  });

  it('reads a tec result, which GemWallet answers with an error and no hash', async () => {
    installWallet('ed25519');
    const { context } = testRequestContext();
    // More than the faucet's 1,000 XRP: validated as tecUNFUNDED_PAYMENT, the fee taken.
    const unfunded = { ...PAYMENT, Amount: '2000000000' };
    await expect(createGemWalletConnector().signAndSubmit(unfunded, context)).rejects.toEqual(
      new WalletError(
        'FAILED_TO_SIGN_TX',
        'The ledger refused the transaction: tecUNFUNDED_PAYMENT',
      ),
    );
  });

  it('stand-in: answers a tec result as the extension does, an error and no hash', async () => {
    installWallet('ed25519');
    const { isInstalled, submitTransaction } = await import('@gemwallet/api');
    await isInstalled();
    await expect(
      submitTransaction({
        transaction: { TransactionType: 'Payment', Destination: DESTINATION, Amount: '2000000000' },
      }),
    ).rejects.toThrow(/^tecUNFUNDED_PAYMENT$/);
  });

  it('fails to sign when the user declines', async () => {
    installWallet('ed25519', { decline: ['REQUEST_SUBMIT_TRANSACTION/V3'] });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().signAndSubmit(PAYMENT, context)).rejects.toMatchObject({
      code: 'FAILED_TO_SIGN_TX',
    });
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

describe('GemWallet bulk submit', () => {
  const BULK = [PAYMENT, { ...PAYMENT, Amount: '2' }, { ...PAYMENT, Amount: '3' }];

  function hashesOf(outcomes: BulkOutcome[]): string[] {
    return outcomes.map((outcome) => {
      if (!('hash' in outcome)) throw new Error(`no hash: ${JSON.stringify(outcome)}`);
      return outcome.hash;
    });
  }

  it('asks once for all, each named by its position, and answers every hash in order', async () => {
    installWallet('ed25519');
    const { context } = testRequestContext();

    const outcomes = await createGemWalletConnector().submitBulk(BULK, context);

    const validated = await Promise.all(hashesOf(outcomes).map(onLedger));
    expect(validated.map((transaction) => transaction.Amount)).toEqual(['1', '2', '3']);
    const sequences = validated.map((transaction) => Number(transaction.Sequence));
    expect(sequences).toEqual([sequences[0], sequences[0]! + 1, sequences[0]! + 2]);
    // The IDs name the answers; they are not transaction fields.
    expect(validated[0]).not.toHaveProperty('ID');
    const bulk = standIn()!.requests.filter(
      (request) => request.type === 'REQUEST_SUBMIT_BULK_TRANSACTIONS/V3',
    );
    expect(bulk).toEqual([
      {
        type: 'REQUEST_SUBMIT_BULK_TRANSACTIONS/V3',
        payload: {
          transactions: {
            0: { ...BULK[0], ID: '0' },
            1: { ...BULK[1], ID: '1' },
            2: { ...BULK[2], ID: '2' },
          },
          waitForHashes: true,
          onError: 'continue',
        },
      },
    ]);
  });

  it('goes on past one that failed (answered { id, error }), whose outcome leaves signing open', async () => {
    const wallet = installWallet('ecdsa-secp256k1');
    const { context } = testRequestContext();
    const refusedInTheMiddle = [BULK[0]!, { ...PAYMENT, Destination: wallet.address }, BULK[2]!];

    const [first, second, third] = await createGemWalletConnector().submitBulk(
      refusedInTheMiddle,
      context,
    );

    expect(second).toEqual({ error: new WalletError('FAILED_TO_SIGN_TX') });
    const validated = await Promise.all(hashesOf([first!, third!]).map(onLedger));
    expect(validated.map((transaction) => transaction.Amount)).toEqual(['1', '3']);
  });

  it('answers NO_RESULT for each when the user rejects the whole bulk: the ledger decides', async () => {
    installWallet('ed25519', { decline: ['REQUEST_SUBMIT_BULK_TRANSACTIONS/V3'] });
    const { context } = testRequestContext();
    await expect(createGemWalletConnector().submitBulk(BULK, context)).resolves.toEqual(
      BULK.map(() => ({ error: new WalletError('NO_RESULT') })),
    );
  });

  it('answers NO_RESULT for each when the window is closed part-way, though some went out', async () => {
    const wallet = installWallet('ed25519', { closeBulkAfter: 2 });
    const { context } = testRequestContext();

    await expect(createGemWalletConnector().submitBulk(BULK, context)).resolves.toEqual(
      BULK.map(() => ({ error: new WalletError('NO_RESULT') })),
    );
    // Not a certain decline: two are on the ledger.
    const { transactions } = (await ledger.rpc('account_tx', { account: wallet.address })) as {
      transactions: { tx: { Amount: string } }[];
    };
    expect(transactions.map(({ tx }) => tx.Amount).sort()).toEqual(['1', '2']);
  });

  it('answers FAILED_TO_SIGN_TX for each when the wallet fails during the bulk', async () => {
    const failing: GemWalletLibrary = {
      isInstalled: async () => ({ result: { isInstalled: true } }),
      getNetwork: async () => ({
        result: { chain: 'XRPL', network: 'Testnet', websocket: 'wss://testnet.xrpl-labs.com' },
      }),
      getPublicKey: async () => ({}),
      signMessage: async () => ({}),
      submitTransaction: async () => ({}),
      submitBulkTransactions: async () => {
        throw new Error('Network error');
      },
    };
    const { context } = testRequestContext();
    await expect(
      createGemWalletConnector(async () => failing).submitBulk(BULK, context),
    ).resolves.toEqual(BULK.map(() => ({ error: new WalletError('FAILED_TO_SIGN_TX') })));
  });

  it('reads an answer missing for one transaction as unreadable', async () => {
    const partial: GemWalletLibrary = {
      isInstalled: async () => ({ result: { isInstalled: true } }),
      getNetwork: async () => ({
        result: { chain: 'XRPL', network: 'Testnet', websocket: 'wss://testnet.xrpl-labs.com' },
      }),
      getPublicKey: async () => ({}),
      signMessage: async () => ({}),
      submitTransaction: async () => ({}),
      submitBulkTransactions: async () => ({
        result: { transactions: [{ id: '1', accepted: true, hash: 'H1' }] },
      }),
    };
    const { context } = testRequestContext();
    await expect(
      createGemWalletConnector(async () => partial).submitBulk(BULK.slice(0, 2), context),
    ).resolves.toEqual([{ error: new WalletError('UNREADABLE_RESPONSE') }, { hash: 'H1' }]);
  });

  it('stand-in: holds its answer back when asked (submitDelayMs)', async () => {
    installWallet('ed25519', { submitDelayMs: 300 });
    const { context } = testRequestContext();
    const started = Date.now();
    const [outcome] = await createGemWalletConnector().submitBulk([PAYMENT], context);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(outcome).toEqual({ hash: expect.stringMatching(/^[0-9A-F]{64}$/) });
  });

  it("stand-in: answers GemWallet's own IDs, { id, hash } and { id, error }, and stops at the first failure under 'abort'", async () => {
    const wallet = installWallet('ed25519');
    const { isInstalled, submitBulkTransactions } = await import('@gemwallet/api');
    await isInstalled();
    const toItself = { ...PAYMENT, Destination: wallet.address };

    const answer = await submitBulkTransactions({
      transactions: [BULK[0]!, toItself, BULK[2]!].map((transaction, index) => ({
        ...(transaction as { TransactionType: 'Payment'; Destination: string; Amount: string }),
        ID: `payment-${index + 17}`,
      })),
    });

    expect(answer.result?.transactions).toEqual([
      { id: 'payment-17', hash: expect.stringMatching(/^[0-9A-F]{64}$/) },
      { id: 'payment-18', error: 'Error while processing the transaction: {}' },
    ]);
  });

  it('stand-in: a second request while its window is open gets no answer at all', async () => {
    installWallet('ed25519', { submitDelayMs: 300 });
    const { isInstalled, getNetwork, submitBulkTransactions } = await import('@gemwallet/api');
    await isInstalled();
    const bulk = submitBulkTransactions({ transactions: [BULK[0]!] as never });
    const network = getNetwork().then(() => 'answered');
    const late = new Promise((resolve) => setTimeout(() => resolve('no answer'), 600));
    expect(await Promise.race([network, late])).toBe('no answer');
    expect((await bulk).result?.transactions).toHaveLength(1);
  });
});
