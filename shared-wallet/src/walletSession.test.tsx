import {
  readStoredSession,
  setLoginRequiredHandler,
  signedIn,
  signedOut,
  storedSessionRead,
  type User,
} from '@glow/shared-api';
import type { WalletSignIn } from '@glow/contract';
import {
  createTestStore,
  installFakeApi,
  type FakeRoute,
  type ReceivedCall,
} from '@glow/shared-api/testing';
import { act, render, screen } from '@testing-library/react';
import type { XamanConnector } from './connectors';
import { MAX_BULK_TRANSACTIONS } from './constants';
import { useWallet, WalletProvider } from './useWallet';
import { WalletError } from './walletErrors';
import { keepXamanSecret } from './xamanPayloadSecrets';
import { shortenAddress, WalletSession, type WalletSessionOptions } from './walletSession';

const ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const OTHER_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const PAYMENT = { TransactionType: 'Payment', Destination: 'r2', Amount: '1' };
const judge: User = { id: 3, email: 'judge@glow.local', role: 'judge' };

function storeWallet(address: string, wallet: string, token: string | null = 'wallet-token') {
  localStorage.setItem('xrpl-address', address);
  localStorage.setItem('xrpl-wallet', wallet);
  if (token) localStorage.setItem('api_token', token);
}

/** A connector whose answers each test chooses. */
function fakeConnector(overrides: Partial<XamanConnector> = {}): XamanConnector {
  return {
    kind: 'xaman',
    signIn: jest.fn(async () => null),
    checkNetwork: jest.fn(async () => undefined),
    signAndSubmit: jest.fn(async () => 'HASH'),
    proveOwnership: jest.fn(async () => ({ kind: 'xaman' as const, payloadId: 'P', secret: 'S' })),
    submitBulk: jest.fn(async (transactions: unknown[]) =>
      transactions.map((_, i) => ({ hash: `H${i}` })),
    ),
    resume: jest.fn(async () => ({ journey: 'transaction' as const, hash: 'HASH' })),
    ...overrides,
  };
}

let calls: ReceivedCall[];

function walletSession(options: Partial<WalletSessionOptions> = {}) {
  const store = options.store ?? createTestStore();
  const connector = fakeConnector();
  const session = new WalletSession({
    store,
    storage: localStorage,
    loadConnector: (async () => connector) as WalletSessionOptions['loadConnector'],
    isMobile: () => false,
    ...options,
  });
  return { session, store, connector };
}

function signIn(address = ADDRESS, wallet: WalletSignIn['wallet'] = 'gemwallet'): WalletSignIn {
  return { token: 'new-token', address, wallet };
}

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({});
});
afterEach(() => jest.restoreAllMocks());

describe('WalletSession state', () => {
  it('starts disconnected when nothing is stored', () => {
    expect(walletSession().session.getState()).toEqual({
      address: null,
      wallet: null,
      pending: null,
    });
  });

  it.each(['xaman', 'gemwallet', 'crossmark'])('restores a stored %s wallet', (kind) => {
    storeWallet(ADDRESS, kind);
    expect(walletSession().session.getState()).toMatchObject({ address: ADDRESS, wallet: kind });
  });

  it('ignores a stored address with an unknown wallet kind', () => {
    storeWallet(ADDRESS, 'metamask');
    expect(walletSession().session.getState().address).toBeNull();
  });

  it('ignores a stored address without a session token', () => {
    storeWallet(ADDRESS, 'xaman', null);
    expect(walletSession().session.getState().address).toBeNull();
  });

  it('stores a connected wallet and tells its subscribers', () => {
    const { session } = walletSession();
    const listener = jest.fn();
    session.subscribe(listener);

    session.connected(ADDRESS, 'crossmark');

    expect(localStorage.getItem('xrpl-address')).toBe(ADDRESS);
    expect(localStorage.getItem('xrpl-wallet')).toBe('crossmark');
    expect(session.getState()).toMatchObject({ address: ADDRESS, wallet: 'crossmark' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a subscriber that unsubscribed', () => {
    const { session } = walletSession();
    const listener = jest.fn();
    session.subscribe(listener)();
    session.connected(ADDRESS, 'xaman');
    expect(listener).not.toHaveBeenCalled();
  });

  it('forgets the wallet when the session token goes (a logout, a dead session)', () => {
    storeWallet(ADDRESS, 'gemwallet');
    const { session, store } = walletSession();
    store.dispatch(signedOut());
    expect(session.getState().address).toBeNull();
    expect(localStorage.getItem('xrpl-address')).toBeNull();
  });
});

describe('asking for the Connect Wallet dialog', () => {
  it('tells whoever shows the dialog, and answers whether anyone listened', () => {
    const { session } = walletSession();
    expect(session.requestConnect()).toBe(false);

    const opened: string[] = [];
    const stopListening = session.onConnectRequest(() => opened.push('dialog'));
    expect(session.requestConnect()).toBe(true);
    expect(opened).toEqual(['dialog']);

    stopListening();
    expect(session.requestConnect()).toBe(false);
    expect(opened).toEqual(['dialog']);
  });
});

describe('connecting', () => {
  it('keeps the new token and the confirmed address, and shows the request while it runs', async () => {
    const { session, store, connector } = walletSession();
    let finish: (value: WalletSignIn) => void = () => undefined;
    connector.signIn = jest.fn(
      (context) =>
        new Promise<WalletSignIn>((resolve) => {
          context.showQrCode('qr.png');
          finish = resolve;
        }),
    );

    const result = session.connect('xaman');
    await act(async () => undefined);
    expect(session.getState().pending).toEqual({
      kind: 'xaman',
      purpose: 'connect',
      qrCode: 'qr.png',
      xamanLink: null,
    });
    finish(signIn(ADDRESS, 'xaman'));

    await expect(result).resolves.toEqual({
      status: 'connected',
      address: ADDRESS,
      wallet: 'xaman',
    });
    expect(session.getState()).toEqual({ address: ADDRESS, wallet: 'xaman', pending: null });
    expect(store.getState().session).toEqual({ token: 'new-token', user: null });
    expect(localStorage.getItem('api_token')).toBe('new-token');
    expect(localStorage.getItem('xrpl-wallet')).toBe('xaman');
  });

  it("keeps a signed-in user's session with the new token", async () => {
    const store = createTestStore();
    store.dispatch(signedIn({ token: 'judge-token', user: judge }));
    const { session, connector } = walletSession({ store });
    connector.signIn = jest.fn(async () => signIn());

    await session.connect('gemwallet');

    expect(store.getState().session).toEqual({ token: 'new-token', user: judge });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(judge);
  });

  it('keeps nothing and reports no error when no token comes back', async () => {
    const { session } = walletSession();
    await expect(session.connect('crossmark')).resolves.toEqual({ status: 'not-confirmed' });
    expect(session.getState()).toEqual({ address: null, wallet: null, pending: null });
    expect(localStorage.getItem('xrpl-address')).toBeNull();
    expect(localStorage.getItem('api_token')).toBeNull();
  });

  it.each([
    [new WalletError('RETRY'), 'Could not reach the wallet, please try again'],
    [{ status: 400, message: 'Invalid signature' }, 'Invalid signature'],
    [
      { status: 0, message: 'An error occurred with the request.' },
      'An error occurred with the request.',
    ],
  ])('reports a failure with its message: %p', async (error, message) => {
    const { session, connector } = walletSession();
    connector.signIn = jest.fn(async () => Promise.reject(error));
    await expect(session.connect('gemwallet')).resolves.toEqual({ status: 'failed', message });
    expect(session.getState().pending).toBeNull();
  });

  it.each([
    ['gemwallet', 'GEMWALLET_NOT_INSTALLED', 'Please check if GemWallet is installed'],
    ['crossmark', 'CROSSMARK_NOT_INSTALLED', 'Please check if Crossmark is installed'],
  ] as const)(
    'says when %s is not installed, for the dialog to offer its install page',
    async (kind, code, message) => {
      const { session, connector } = walletSession();
      connector.signIn = jest.fn(async () => Promise.reject(new WalletError(code)));
      await expect(session.connect(kind)).resolves.toEqual({
        status: 'failed',
        message,
        notInstalled: true,
      });
    },
  );

  it("on a phone, offers Xaman's link to tap", async () => {
    const { session, connector } = walletSession({ isMobile: () => true, openWindow: () => null });
    const link = 'https://xaman.test/sign/0001';
    let finish: (value: WalletSignIn) => void = () => undefined;
    connector.signIn = jest.fn(
      (context) =>
        new Promise<WalletSignIn>((resolve) => {
          context.showXamanLink(link);
          finish = resolve;
        }),
    );
    const result = session.connect('xaman');
    await act(async () => undefined);
    expect(session.getState().pending).toEqual({
      kind: 'xaman',
      purpose: 'connect',
      qrCode: null,
      xamanLink: link,
    });

    finish(signIn(ADDRESS, 'xaman'));
    await expect(result).resolves.toMatchObject({ status: 'connected' });
  });

  it('refuses an unknown wallet type', async () => {
    const { session } = walletSession();
    await expect(session.connect('metamask' as 'xaman')).resolves.toEqual({
      status: 'failed',
      message: 'This wallet is not supported',
    });
  });

  it('ends a request the user cancels, as cancelled', async () => {
    const { session, connector } = walletSession();
    connector.signIn = jest.fn(
      (context) =>
        new Promise<null>((_resolve, reject) =>
          context.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const result = session.connect('xaman');
    await act(async () => undefined);
    session.cancel();
    await expect(result).resolves.toEqual({ status: 'cancelled' });
    expect(session.getState().pending).toBeNull();
  });

  it('runs one request at a time: a new one ends the one under way', async () => {
    const { session, connector } = walletSession();
    const signals: AbortSignal[] = [];
    connector.signIn = jest.fn(async (context) => {
      signals.push(context.signal);
      return signals.length === 1 ? new Promise<null>(() => undefined) : signIn();
    });
    const first = session.connect('xaman');
    await act(async () => undefined);
    await expect(session.connect('gemwallet')).resolves.toMatchObject({ status: 'connected' });
    expect(signals[0]?.aborted).toBe(true);
    await expect(first).resolves.toEqual({ status: 'cancelled' });
  });

  it('opens the window for Xaman on a phone at once (while the click allows it), and closes it', async () => {
    const popup = { closed: false, close: jest.fn() } as unknown as Window;
    const openWindow = jest.fn(() => popup);
    const { session, connector } = walletSession({ isMobile: () => true, openWindow });
    connector.signIn = jest.fn(async (context) => {
      expect(context.popup).toBe(popup);
      expect(context.mobile).toBe(true);
      return signIn(ADDRESS, 'xaman');
    });

    const result = session.connect('xaman');
    expect(openWindow).toHaveBeenCalledTimes(1);
    await result;
    expect(popup.close).toHaveBeenCalled();
  });

  it("checks the network without a window, leaving the user's click to the signing", async () => {
    const openWindow = jest.fn(() => null);
    storeWallet(ADDRESS, 'xaman');
    const { session, connector } = walletSession({ isMobile: () => true, openWindow });
    await expect(session.checkNetwork()).resolves.toBeUndefined();
    expect(connector.checkNetwork).toHaveBeenCalledTimes(1);
    expect(openWindow).not.toHaveBeenCalled();
    await session.signAndSubmit(PAYMENT);
    expect(openWindow).toHaveBeenCalledTimes(1);
  });

  it('opens no window on a desktop or for the extensions', async () => {
    const openWindow = jest.fn(() => null);
    const { session } = walletSession({ openWindow });
    await session.connect('xaman');
    const phone = walletSession({ isMobile: () => true, openWindow });
    await phone.session.connect('gemwallet');
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('disconnecting', () => {
  function answerDisconnect(route: FakeRoute) {
    calls = installFakeApi({ 'DELETE /api/wallets/session': route });
  }

  it('forgets the wallet at once, tells the API and drops a token that held only the wallet', async () => {
    storeWallet(ADDRESS, 'gemwallet');
    answerDisconnect({ body: { success: true, message: 'wallet disconnected' } });
    const { session, store } = walletSession();

    const done = session.disconnect();
    expect(session.getState().address).toBeNull();
    expect(localStorage.getItem('xrpl-address')).toBeNull();
    await done;

    expect(calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/wallets/session',
        token: 'wallet-token',
      }),
    ]);
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(localStorage.getItem('api_token')).toBeNull();
  });

  it("keeps a signed-in user's session and token", async () => {
    storeWallet(ADDRESS, 'xaman', null);
    answerDisconnect({ body: { success: true, message: 'wallet disconnected' } });
    const store = createTestStore();
    store.dispatch(signedIn({ token: 'judge-token', user: judge }));
    const { session } = walletSession({ store });

    await session.disconnect();

    expect(store.getState().session).toEqual({ token: 'judge-token', user: judge });
    expect(localStorage.getItem('xrpl-wallet')).toBeNull();
  });

  it('disconnects here even when the API call fails', async () => {
    storeWallet(ADDRESS, 'crossmark');
    answerDisconnect({ status: 500, body: { message: 'Internal server error' } });
    const { session, store } = walletSession();
    await session.disconnect();
    expect(session.getState().address).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('when the API says the session holds no wallet any more', () => {
  it('forgets the wallet, drops a token that held only the wallet and offers to connect', () => {
    storeWallet(ADDRESS, 'gemwallet');
    const { session, store } = walletSession();
    const opened = jest.fn();
    session.onConnectRequest(opened);

    session.walletSessionEnded();

    expect(session.getState().address).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("keeps a signed-in user's session", () => {
    storeWallet(ADDRESS, 'xaman', null);
    const store = createTestStore();
    store.dispatch(signedIn({ token: 'judge-token', user: judge }));
    const { session } = walletSession({ store });
    session.walletSessionEnded();
    expect(session.getState().address).toBeNull();
    expect(store.getState().session).toEqual({ token: 'judge-token', user: judge });
  });
});

describe('restoring on load', () => {
  let redirects: string[];

  beforeEach(() => {
    redirects = [];
    setLoginRequiredHandler((redirect) => redirects.push(redirect));
  });

  function answerSession(route: FakeRoute) {
    calls = installFakeApi({ 'GET /api/wallets/session': route });
  }

  it('keeps a wallet the API confirms for the stored token', async () => {
    storeWallet(ADDRESS, 'gemwallet');
    answerSession({ body: { address: ADDRESS, wallet: 'gemwallet' } });
    const { session, store } = walletSession();
    await session.restore();
    expect(session.getState().address).toBe(ADDRESS);
    expect(store.getState().session.token).toBe('wallet-token');
    expect(calls[0]?.token).toBe('wallet-token');
  });

  it('on a page hydrated signed out, connects the stored wallet once the stored session is read', async () => {
    const store = createTestStore();
    storeWallet(ADDRESS, 'gemwallet');
    answerSession({ body: { address: ADDRESS, wallet: 'gemwallet' } });
    const { session } = walletSession({ store });
    expect(session.getState().address).toBeNull();
    store.dispatch(storedSessionRead(readStoredSession()));
    const restored = session.restore();
    expect(session.getState()).toMatchObject({ address: ADDRESS, wallet: 'gemwallet' });
    await restored;
    expect(session.getState().address).toBe(ADDRESS);
    expect(localStorage.getItem('xrpl-address')).toBe(ADDRESS);
  });

  it('disconnects here, dropping the wallet-only token, when the API knows no wallet', async () => {
    storeWallet(ADDRESS, 'gemwallet');
    answerSession({ status: 401, body: { message: 'Please connect your wallet' } });
    const { session, store } = walletSession();
    await session.restore();
    expect(session.getState().address).toBeNull();
    expect(localStorage.getItem('xrpl-address')).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(redirects).toEqual([]);
  });

  it('disconnects here when the API confirms another address', async () => {
    storeWallet(ADDRESS, 'xaman');
    answerSession({ body: { address: OTHER_ADDRESS, wallet: 'xaman' } });
    const { session } = walletSession();
    await session.restore();
    expect(session.getState().address).toBeNull();
  });

  it("keeps a signed-in user's token when the wallet is gone", async () => {
    storeWallet(ADDRESS, 'xaman', 'judge-token');
    localStorage.setItem('user', JSON.stringify(judge));
    answerSession({ status: 401, body: { message: 'Please connect your wallet' } });
    const { session, store } = walletSession();
    await session.restore();
    expect(session.getState().address).toBeNull();
    expect(store.getState().session).toEqual({ token: 'judge-token', user: judge });
  });

  it('keeps the wallet when no answer comes (offline)', async () => {
    storeWallet(ADDRESS, 'crossmark');
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('offline')));
    const { session } = walletSession();
    await session.restore();
    expect(session.getState().address).toBe(ADDRESS);
  });

  it("does not erase a wallet another tab is still writing: the API's answer completes it", async () => {
    // The other tab has stored its token and the address, not yet the kind.
    localStorage.setItem('api_token', 'wallet-token');
    localStorage.setItem('xrpl-address', ADDRESS);
    answerSession({ body: { address: ADDRESS, wallet: 'xaman' } });
    const { session } = walletSession();
    const restored = session.restore();
    expect(localStorage.getItem('xrpl-address')).toBe(ADDRESS);
    await restored;
    expect(session.getState()).toMatchObject({ address: ADDRESS, wallet: 'xaman' });
    expect(localStorage.getItem('xrpl-wallet')).toBe('xaman');
  });

  it('ignores an answer about a wallet disconnected while it was asked for', async () => {
    storeWallet(ADDRESS, 'gemwallet', 'judge-token');
    localStorage.setItem('user', JSON.stringify(judge));
    answerSession({ body: { address: ADDRESS, wallet: 'gemwallet' } });
    const { session } = walletSession();
    const restored = session.restore();
    session.forget();
    await restored;
    expect(session.getState().address).toBeNull();
    expect(localStorage.getItem('xrpl-address')).toBeNull();
  });

  it('forgets an address stored without a token, without asking', async () => {
    storeWallet(ADDRESS, 'crossmark', null);
    const { session } = walletSession();
    await session.restore();
    expect(localStorage.getItem('xrpl-address')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks nothing when no wallet is stored', async () => {
    const { session } = walletSession();
    await session.restore();
    expect(calls).toEqual([]);
  });
});

describe('transactions', () => {
  it('needs a connected wallet: WALLET_DISCONNECTED', async () => {
    const { session } = walletSession();
    await expect(session.signAndSubmit(PAYMENT)).rejects.toMatchObject({
      code: 'WALLET_DISCONNECTED',
      message: 'Please connect your wallet',
    });
    await expect(session.submitBulk([PAYMENT])).rejects.toMatchObject({
      code: 'WALLET_DISCONNECTED',
    });
  });

  it("signs with the connected wallet's connector and answers the hash", async () => {
    storeWallet(ADDRESS, 'xaman');
    const { session, connector } = walletSession();
    await expect(session.signAndSubmit(PAYMENT)).resolves.toBe('HASH');
    expect(connector.signAndSubmit).toHaveBeenCalledWith(PAYMENT, expect.anything());
  });

  it.each([0, MAX_BULK_TRANSACTIONS + 1])(
    "refuses a bulk submit of %i transactions with the wallet library's sentence, asking no wallet",
    async (count) => {
      storeWallet(ADDRESS, 'gemwallet');
      const { session, connector } = walletSession();
      await expect(session.submitBulk(Array(count).fill(PAYMENT))).rejects.toEqual(
        new WalletError('INVALID_BULK_SIZE'),
      );
      await expect(session.submitBulk(Array(count).fill(PAYMENT))).rejects.toThrow(
        'Invalid number of transactions (must be between 1 and 50)',
      );
      expect(connector.submitBulk).not.toHaveBeenCalled();
    },
  );

  it('submits 1 to 50 transactions in bulk, answering one outcome per transaction', async () => {
    storeWallet(ADDRESS, 'gemwallet');
    const { session } = walletSession();
    await expect(session.submitBulk([PAYMENT])).resolves.toEqual([{ hash: 'H0' }]);
    await expect(
      session.submitBulk(Array(MAX_BULK_TRANSACTIONS).fill(PAYMENT)),
    ).resolves.toHaveLength(MAX_BULK_TRANSACTIONS);
  });

  it("passes on each transaction's outcome: hash, the wallet's error, not attempted", async () => {
    storeWallet(ADDRESS, 'xaman');
    const { session, connector } = walletSession();
    const outcomes = [
      { hash: 'H0' },
      { error: new WalletError('TX_SIGNING_EXPIRED') },
      { notAttempted: true as const },
    ];
    jest.mocked(connector.submitBulk).mockResolvedValueOnce(outcomes);

    const answered = await session.submitBulk([PAYMENT, PAYMENT, PAYMENT]);

    expect(answered).toEqual(outcomes);
    expect(answered[1]).toMatchObject({
      error: {
        code: 'TX_SIGNING_EXPIRED',
        message: 'The signing request expired, please try again',
      },
    });
    expect(session.getState().pending).toBeNull();
  });
});

describe('proving ownership of the connected wallet', () => {
  const requests = {
    challenge: jest.fn(),
    xamanPayload: jest.fn(),
  };
  const proof = { kind: 'crossmark' as const, challenge: 'C1', signature: 'SIG', publicKey: 'KEY' };

  it('needs a connected wallet: WALLET_DISCONNECTED, and loads no wallet', async () => {
    const loadConnector = jest.fn();
    const { session } = walletSession({ loadConnector });
    await expect(session.proveOwnership(requests)).rejects.toMatchObject({
      code: 'WALLET_DISCONNECTED',
    });
    expect(loadConnector).not.toHaveBeenCalled();
  });

  it("asks the connected kind's connector for the connected address, shown as a proof request", async () => {
    storeWallet(ADDRESS, 'crossmark');
    const connector = fakeConnector();
    const loadConnector = jest.fn(async () => connector);
    const { session } = walletSession({
      loadConnector: loadConnector as WalletSessionOptions['loadConnector'],
    });
    const pendingSeen: unknown[] = [];
    session.subscribe(() => pendingSeen.push(session.getState().pending));
    connector.proveOwnership = jest.fn(async () => proof);

    await expect(session.proveOwnership(requests)).resolves.toEqual(proof);

    expect(loadConnector).toHaveBeenCalledWith('crossmark');
    expect(connector.proveOwnership).toHaveBeenCalledWith(ADDRESS, requests, expect.anything());
    expect(pendingSeen).toEqual([
      { kind: 'crossmark', purpose: 'proof', qrCode: null, xamanLink: null },
      null,
    ]);
    // Proving changes nothing in the session: same wallet, same token.
    expect(session.getState()).toEqual({ address: ADDRESS, wallet: 'crossmark', pending: null });
    expect(localStorage.getItem('api_token')).toBe('wallet-token');
  });

  it("passes on the wallet's failure, and a cancel as cancelled", async () => {
    storeWallet(ADDRESS, 'gemwallet');
    const { session, connector } = walletSession();
    connector.proveOwnership = jest.fn(async () => {
      throw new WalletError('OTHER_ACCOUNT');
    });
    await expect(session.proveOwnership(requests)).rejects.toMatchObject({
      code: 'OTHER_ACCOUNT',
    });

    connector.proveOwnership = jest.fn(() => new Promise<never>(() => undefined));
    const proving = session.proveOwnership(requests);
    await act(async () => undefined);
    session.cancel();
    await expect(proving).rejects.toMatchObject({ name: 'WalletRequestCancelled' });
  });
});

describe('Xaman return URLs', () => {
  const UUID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
  const SECRET = 'x4'.repeat(21) + 'Q';

  describe('of a payload this browser created', () => {
    beforeEach(() => keepXamanSecret(localStorage, UUID, SECRET));

    it('connects with a payload signed while the app was away, once per payload', async () => {
      const { session, connector, store } = walletSession();
      connector.resume = jest.fn(async () => ({
        journey: 'connect' as const,
        signIn: signIn(ADDRESS, 'xaman'),
      }));

      const first = session.completeXamanReturn({ payloadId: UUID, journey: 'connect' });
      const second = session.completeXamanReturn({ payloadId: UUID, journey: 'connect' });

      await expect(first).resolves.toEqual({
        status: 'connected',
        address: ADDRESS,
        wallet: 'xaman',
      });
      expect(await second).toEqual(await first);
      expect(connector.resume).toHaveBeenCalledTimes(1);
      expect(connector.resume).toHaveBeenCalledWith(
        { payloadId: UUID, secret: SECRET },
        'connect',
        expect.anything(),
      );
      expect(store.getState().session.token).toBe('new-token');
    });

    it('answers the hash of a transaction signed while the app was away', async () => {
      const { session } = walletSession();
      await expect(
        session.completeXamanReturn({ payloadId: UUID, journey: 'transaction' }),
      ).resolves.toEqual({ status: 'signed', hash: 'HASH' });
    });

    it('reports a payload that was not signed', async () => {
      const { session, connector } = walletSession();
      connector.resume = jest.fn(async () => Promise.reject(new WalletError('SIGNING_REJECTED')));
      await expect(
        session.completeXamanReturn({ payloadId: UUID, journey: 'connect' }),
      ).resolves.toEqual({ status: 'failed', message: 'The request was declined in the wallet' });
    });
  });

  it('finishes a payload created in another tab of this browser (the phone flow)', async () => {
    // The tab that asked Xaman keeps the secret as it creates the payload with a return URL...
    const asking = walletSession({ isMobile: () => true, openWindow: () => null });
    asking.connector.signIn = jest.fn(async (context) => {
      context.keepXamanSecret(UUID, SECRET);
      return new Promise<never>(() => undefined); // still waiting when the return URL opens
    });
    void asking.session.connect('xaman');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // ...and the tab the return URL opens (the same local storage) finds it.
    const returning = walletSession();
    await returning.session.completeXamanReturn({ payloadId: UUID, journey: 'connect' });
    expect(returning.connector.resume).toHaveBeenCalledWith(
      { payloadId: UUID, secret: SECRET },
      'connect',
      expect.anything(),
    );
  });

  it("finishes nothing of a payload this browser did not create (a link to someone else's)", async () => {
    const { session, connector, store } = walletSession();
    await expect(
      session.completeXamanReturn({ payloadId: UUID, journey: 'connect' }),
    ).resolves.toEqual({
      status: 'failed',
      message: 'This Xaman request was not made in this browser; finish it where you started it',
    });
    expect(connector.resume).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBeNull();
    expect(session.getState().address).toBeNull();
  });
});

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters around an ellipsis', () => {
    expect(shortenAddress(ADDRESS)).toBe('rPT1Sj…pAYe');
  });
});

describe('useWallet', () => {
  function WalletStatus() {
    const { isConnected, shortAddress, wallet } = useWallet();
    return <p>{isConnected ? `${shortAddress} via ${wallet}` : 'No wallet'}</p>;
  }

  it('shows the short address and updates after a disconnect', async () => {
    storeWallet(ADDRESS, 'gemwallet');
    const { session } = walletSession();
    render(
      <WalletProvider session={session}>
        <WalletStatus />
      </WalletProvider>,
    );
    expect(screen.getByText('rPT1Sj…pAYe via gemwallet')).toBeTruthy();

    await act(() => session.disconnect());

    expect(screen.getByText('No wallet')).toBeTruthy();
  });

  it('needs the WalletProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WalletStatus />)).toThrow(/WalletProvider/);
  });
});
