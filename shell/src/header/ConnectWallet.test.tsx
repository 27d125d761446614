import { signedIn, type User, type WalletKind } from '@glow/shared-api';
import type { WalletSignIn } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { dismissToast, showToast, Toaster } from '@glow/shared-ui';
import { WalletError, WalletSession, type WalletSessionOptions } from '@glow/shared-wallet';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createGlowStore } from '../store';
import { renderInShell } from '../testing/renderInShell';
import { Header } from './Header';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const judge: User = { id: 3, email: 'judge@glow.local', role: 'judge' };

type SignIn = (context: {
  showQrCode(src: string): void;
  showXamanLink(url: string): void;
  signal: AbortSignal;
}) => Promise<WalletSignIn | null>;

let signIn: jest.Mock<ReturnType<SignIn>, Parameters<SignIn>>;
let calls: ReceivedCall[];

/** The header (and the toasts) on a page, with wallets whose sign-in each test chooses. */
async function renderHeader(path = '/vote', { asJudge = false } = {}) {
  const store = createGlowStore();
  if (asJudge) store.dispatch(signedIn({ token: 'judge-token', user: judge }));
  const loadConnector = (async (kind: WalletKind) => ({
    kind,
    signIn,
    signAndSubmit: jest.fn(),
    submitBulk: jest.fn(),
    resume: jest.fn(),
    // Waits for a scan of its QR code, like Xaman proving a contributor's wallet.
    proveOwnership: (
      _address: string,
      _requests: unknown,
      context: { showQrCode(src: string): void },
    ) => {
      context.showQrCode('https://xaman.test/proof.png');
      return new Promise(() => undefined);
    },
  })) as unknown as WalletSessionOptions['loadConnector'];
  const wallet = new WalletSession({ store, storage: localStorage, loadConnector });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  await renderInShell(store, router, wallet);
  return { store, wallet };
}

const dialogs = () => screen.queryAllByRole('dialog');
const dialog = (name: string) => screen.getByRole('dialog', { name });

function openConnectDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  return dialog('Connect Wallet');
}

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** A sign-in the test finishes later. */
function pendingSignIn() {
  let finish: (value: WalletSignIn | null) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  signIn.mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { finish: (value: WalletSignIn | null) => finish(value), fail: (e: unknown) => fail(e) };
}

beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1280);
  signIn = jest.fn<ReturnType<SignIn>, Parameters<SignIn>>(async () => null);
  calls = installFakeApi({
    'DELETE /api/wallets/session': { body: { success: true, message: 'wallet disconnected' } },
  });
});

afterEach(() => {
  // The toast list is module state: leave it empty for the next test.
  act(() => {
    for (let id = showToast({ title: 'x' }); id > 0; id -= 1) dismissToast(id);
  });
});

describe('the Connect Wallet modal', () => {
  it('offers Xaman, GemWallet and Crossmark on a desktop', async () => {
    await renderHeader();
    const modal = openConnectDialog();
    expect(
      within(modal)
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(['Xaman', 'GemWallet', 'Crossmark', 'Close']);
  });

  it('links to the guide on how voting works, closing itself on the way', async () => {
    await renderHeader();
    const modal = openConnectDialog();
    const link = within(modal).getByRole('link', { name: 'How voting works' });
    expect(link.getAttribute('href')).toBe('/guide#voting');
    fireEvent.click(link);
    expect(screen.queryByRole('dialog', { name: 'Connect Wallet' })).toBeNull();
  });

  it('hides GemWallet and Crossmark under 768 px wide', async () => {
    setViewportWidth(390);
    await renderHeader();
    const modal = openConnectDialog();
    expect(within(modal).getByRole('button', { name: 'Xaman' })).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'GemWallet' })).toBeNull();
    expect(within(modal).queryByRole('button', { name: 'Crossmark' })).toBeNull();
    setViewportWidth(768);
    expect(within(modal).getByRole('button', { name: 'Crossmark' })).toBeTruthy();
  });

  it('opens when a page asks for it with useWallet().requestConnect()', async () => {
    const { wallet } = await renderHeader();
    expect(dialogs()).toHaveLength(0);
    let listened = false;
    act(() => {
      listened = wallet.requestConnect();
    });
    expect(listened).toBe(true);
    expect(dialog('Connect Wallet')).toBeTruthy();
  });

  it('is not offered off /vote', async () => {
    await renderHeader('/');
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull();
  });

  it('shows the chosen wallet busy, then connects and says so', async () => {
    const { store } = await renderHeader();
    const request = pendingSignIn();
    const modal = openConnectDialog();
    fireEvent.click(within(modal).getByRole('button', { name: 'GemWallet' }));

    const busy = await within(modal).findByText('Waiting for GemWallet…');
    expect(busy).toBeTruthy();
    expect(
      (within(modal).getByRole('button', { name: /Crossmark/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeTruthy();

    await act(async () => request.finish({ token: 't2', address: ADDRESS, wallet: 'gemwallet' }));

    expect(dialogs()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Wallet Connected' })).toBeTruthy();
    expect(screen.getByText('Wallet connected')).toBeTruthy();
    expect(screen.getByText('GemWallet rPT1Sj…pAYe')).toBeTruthy();
    expect(store.getState().session.token).toBe('t2');
  });

  it('shows a failure in a red "Error" toast with its message', async () => {
    await renderHeader();
    signIn.mockRejectedValue(new WalletError('SIGNING_REJECTED'));
    fireEvent.click(within(openConnectDialog()).getByRole('button', { name: 'GemWallet' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('The request was declined in the wallet');
    expect(dialogs()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it.each([
    ['GemWallet', 'GEMWALLET_NOT_INSTALLED', 'https://gemwallet.app'],
    ['Crossmark', 'CROSSMARK_NOT_INSTALLED', 'https://crossmark.io'],
  ] as const)(
    'offers the install page of %s when it is not installed, and stays open to choose again',
    async (name, code, installPage) => {
      await renderHeader();
      signIn.mockRejectedValue(new WalletError(code));
      const modal = openConnectDialog();
      fireEvent.click(within(modal).getByRole('button', { name }));

      const install = await within(modal).findByRole('link', { name: `Install ${name}` });
      expect(install.getAttribute('href')).toBe(installPage);
      expect(install.getAttribute('target')).toBe('_blank');
      expect(install.parentElement?.textContent).toBe(
        `Please check if ${name} is installed: it was not found in this browser. Install ${name}, reload this page, then choose it again.`,
      );
      expect(screen.queryByRole('alert')).toBeNull();

      // Chosen again (installed meanwhile): the note goes, the attempt runs.
      const request = pendingSignIn();
      fireEvent.click(within(modal).getByRole('button', { name }));
      expect(within(modal).queryByRole('link', { name: `Install ${name}` })).toBeNull();
      await within(modal).findByText(`Waiting for ${name}…`);
      await act(async () => request.finish({ token: 't4', address: ADDRESS, wallet: 'gemwallet' }));
      expect(dialogs()).toEqual([]);
    },
  );

  it('gives up the attempt when closed while waiting', async () => {
    await renderHeader();
    pendingSignIn();
    const modal = openConnectDialog();
    fireEvent.click(within(modal).getByRole('button', { name: 'Crossmark' }));
    await within(modal).findByText('Waiting for Crossmark…');

    fireEvent.keyDown(document, { key: 'Escape' });

    await screen.findByText('Wallet connection cancelled');
    expect(dialogs()).toEqual([]);
    expect(signIn.mock.calls[0]?.[0].signal.aborted).toBe(true);
  });
});

describe('Scan QR Code with Xaman', () => {
  it('replaces the Connect Wallet modal: one modal at a time', async () => {
    await renderHeader();
    signIn.mockImplementation(async (context) => {
      context.showQrCode('https://xaman.test/qr.png');
      return new Promise(() => undefined);
    });
    fireEvent.click(within(openConnectDialog()).getByRole('button', { name: 'Xaman' }));

    const qr = await screen.findByRole('dialog', { name: 'Scan QR Code with Xaman' });
    expect(dialogs()).toHaveLength(1);
    expect(within(qr).getByRole('img', { name: 'QR code for Xaman' }).getAttribute('src')).toBe(
      'https://xaman.test/qr.png',
    );
    expect(
      within(qr).getByText('Open your Xaman wallet app and scan this QR code to connect'),
    ).toBeTruthy();
  });

  it('says what the scan is for when a page has the wallet prove it holds the address', async () => {
    const { wallet } = await renderHeader();
    act(() => wallet.connected(ADDRESS, 'xaman'));
    void wallet
      .proveOwnership({ challenge: jest.fn(), xamanPayload: jest.fn() })
      .catch(() => undefined);

    const qr = await screen.findByRole('dialog', { name: 'Scan QR Code with Xaman' });
    expect(
      within(qr).getByText(
        'Open your Xaman wallet app and scan this QR code to prove you own this wallet',
      ),
    ).toBeTruthy();
  });

  it('ends the attempt on Cancel, with a neutral message', async () => {
    await renderHeader();
    signIn.mockImplementation(async (context) => {
      context.showQrCode('data:image/png;base64,AAAA');
      return new Promise(() => undefined);
    });
    fireEvent.click(within(openConnectDialog()).getByRole('button', { name: 'Xaman' }));
    const qr = await screen.findByRole('dialog', { name: 'Scan QR Code with Xaman' });

    fireEvent.click(within(qr).getByRole('button', { name: 'Cancel' }));

    await screen.findByText('Wallet connection cancelled');
    expect(dialogs()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('connects once the payload is signed', async () => {
    await renderHeader();
    let finish: (value: WalletSignIn) => void = () => undefined;
    signIn.mockImplementation(async (context) => {
      context.showQrCode('qr.png');
      return new Promise((resolve) => (finish = resolve));
    });
    fireEvent.click(within(openConnectDialog()).getByRole('button', { name: 'Xaman' }));
    await screen.findByRole('dialog', { name: 'Scan QR Code with Xaman' });

    await act(async () => finish({ token: 't3', address: ADDRESS, wallet: 'xaman' }));

    expect(dialogs()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Wallet Connected' })).toBeTruthy();
  });
});

describe('Open Xaman, on a phone', () => {
  const LINK = 'https://xaman.test/sign/0001';

  beforeEach(() => {
    setViewportWidth(390);
    // The window opened on the click, which Xaman's link goes into: none here.
    jest.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => jest.restoreAllMocks());

  async function waitingForXaman() {
    await renderHeader();
    const request = pendingSignIn();
    signIn.mockImplementation(
      (context) =>
        new Promise((resolve, reject) => {
          context.showXamanLink(LINK);
          request.finish = resolve;
          context.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    fireEvent.click(within(openConnectDialog()).getByRole('button', { name: 'Xaman' }));
    const open = await screen.findByRole('dialog', { name: 'Open Xaman' });
    return { open, request };
  }

  it("offers the request's link to tap when the app did not open, in place of Connect Wallet", async () => {
    const { open, request } = await waitingForXaman();
    expect(dialogs()).toHaveLength(1);
    const link = within(open).getByRole('link', { name: 'Open Xaman' });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(open.textContent).toContain(
      'Xaman opens to connect your wallet. If it did not open, open it here; then come back to this page.',
    );

    await act(async () => request.finish({ token: 't5', address: ADDRESS, wallet: 'xaman' }));
    expect(dialogs()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Wallet Connected' })).toBeTruthy();
  });

  it('shows the QR code to scan from another device, and goes back on Back', async () => {
    const { open } = await waitingForXaman();
    fireEvent.click(within(open).getByRole('button', { name: 'Show the QR code' }));
    // The QR code library loads on this first use: give it more than findBy's second.
    const code = await within(open).findByRole(
      'img',
      { name: 'QR code for Xaman' },
      { timeout: 5000 },
    );
    expect(code.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(open).getByText('Scan this QR code with Xaman on another device.')).toBeTruthy();

    fireEvent.click(within(open).getByRole('button', { name: 'Back' }));
    await screen.findByText('Wallet connection cancelled');
    expect(dialogs()).toEqual([]);
    expect(signIn.mock.calls[0]?.[0].signal.aborted).toBe(true);
  });
});

describe('a signed-in user on /vote', () => {
  it('connects from the user menu and keeps the menu and the session', async () => {
    const { store } = await renderHeader('/vote', { asJudge: true });
    signIn.mockResolvedValue({
      token: 'judge-wallet-token',
      address: ADDRESS,
      wallet: 'crossmark',
    });
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Connect Wallet' }));
    await act(async () =>
      fireEvent.click(within(dialog('Connect Wallet')).getByRole('button', { name: 'Crossmark' })),
    );

    await screen.findByText('Wallet connected');
    expect(store.getState().session).toEqual({ token: 'judge-wallet-token', user: judge });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'judge@glow.local' })).toBeTruthy();
    expect(within(menu).getByText('rPT1Sj…pAYe')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });
});

describe('the connected wallet', () => {
  async function connected() {
    localStorage.setItem('api_token', 'wallet-token');
    localStorage.setItem('xrpl-address', ADDRESS);
    localStorage.setItem('xrpl-wallet', 'xaman');
    return renderHeader();
  }

  it('disconnects on the API, forgets the wallet and says so', async () => {
    const { store } = await connected();
    fireEvent.click(screen.getByRole('button', { name: 'Wallet Connected' }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Disconnect' })));

    await screen.findByText('Wallet disconnected');
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/wallets/session',
        token: 'wallet-token',
      }),
    );
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('says so in red for 2 s when the address cannot be copied', async () => {
    jest.useFakeTimers();
    try {
      const writeText = jest.fn(async () => Promise.reject(new Error('denied')));
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await act(async () => {
        const rendering = connected();
        await jest.advanceTimersByTimeAsync(0);
        await rendering;
      });
      fireEvent.click(screen.getByRole('button', { name: 'Wallet Connected' }));
      await act(async () =>
        fireEvent.click(screen.getByRole('menuitem', { name: 'Copy address' })),
      );

      expect(screen.getByRole('alert').textContent).toContain(
        'Failed to copy address to clipboard',
      );
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says "Address copied" after copying', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await connected();
    fireEvent.click(screen.getByRole('button', { name: 'Wallet Connected' }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Copy address' })));

    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(screen.getByText('Address copied')).toBeTruthy();
    expect(screen.getByText('Wallet address copied to clipboard')).toBeTruthy();
  });
});
