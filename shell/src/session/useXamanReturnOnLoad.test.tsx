import type { WalletKind } from '@glow/shared-api';
import { installFakeApi } from '@glow/shared-api/testing';
import {
  WalletError,
  WalletSession,
  type WalletRequestContext,
  type WalletSessionOptions,
} from '@glow/shared-wallet';
import { screen, waitFor } from '@testing-library/react';
import { createGlowStore } from '../store';
import { renderShellAt } from '../testing/renderInShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const UUID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const SECRET = 'x4'.repeat(21) + 'Q';
const OWN = { payloadId: UUID, secret: SECRET };

let resume: jest.Mock;

/**
 * The phone flow's first tab: it asks Xaman for the payload with a return URL (keeping its
 * secret in this browser) and is still waiting when the return URL opens another tab.
 */
async function payloadCreatedInThisBrowser() {
  const loadConnector = (async (kind: WalletKind) => ({
    kind,
    signIn: (context: WalletRequestContext) => {
      context.keepXamanSecret(UUID, SECRET);
      return new Promise(() => undefined);
    },
  })) as unknown as WalletSessionOptions['loadConnector'];
  const firstTab = new WalletSession({
    store: createGlowStore(),
    storage: localStorage,
    loadConnector,
    isMobile: () => true,
    openWindow: () => null,
  });
  void firstTab.connect('xaman');
  await waitFor(() => expect(localStorage.getItem('glow-xaman-payload-secrets')).toContain(UUID));
}

/** The shell at a path, with a Xaman connector whose `resume` each test chooses. */
async function openAt(path: string) {
  const store = createGlowStore();
  const loadConnector = (async (kind: WalletKind) => ({
    kind,
    resume,
  })) as unknown as WalletSessionOptions['loadConnector'];
  const wallet = new WalletSession({ store, storage: localStorage, loadConnector });
  return { wallet, ...(await renderShellAt(path, store, wallet)) };
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
  installFakeApi({});
  resume = jest.fn(async () => ({
    journey: 'connect',
    signIn: { token: 'xaman-token', address: ADDRESS, wallet: 'xaman' },
  }));
});

describe('Xaman return URLs', () => {
  it('connects with the returned payload and removes its parameters, keeping the others', async () => {
    await payloadCreatedInThisBrowser();
    const { router, store, wallet } = await openAt(
      `/contact-us?cohort=2&xaman_payload=${UUID}&journey=connect`,
    );

    expect(router.state.location.pathname).toBe('/contact-us');
    expect(router.state.location.search).toBe('?cohort=2');
    await waitFor(() => expect(wallet.getState().address).toBe(ADDRESS));
    expect(resume).toHaveBeenCalledTimes(1);
    expect(resume).toHaveBeenCalledWith(OWN, 'connect', expect.anything());
    expect(store.getState().session.token).toBe('xaman-token');
  });

  it('passes the transaction journey on', async () => {
    resume.mockResolvedValue({ journey: 'transaction', hash: 'AB'.repeat(32) });
    await payloadCreatedInThisBrowser();
    const { router } = await openAt(`/contact-us?payloadId=${UUID}&journey=transaction`);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(resume).toHaveBeenCalledWith(OWN, 'transaction', expect.anything()));
  });

  it('reports a payload that was not signed', async () => {
    await payloadCreatedInThisBrowser();
    resume.mockRejectedValue(new WalletError('TX_SIGNING_EXPIRED'));
    const { wallet } = await openAt(`/contact-us?id=${UUID}&journey=connect`);
    await waitFor(() => expect(resume).toHaveBeenCalled());
    expect(wallet.getState().address).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The signing request expired, please try again',
    );
  });

  it('only removes a parameter that is not a payload id', async () => {
    const { router } = await openAt('/contact-us?xaman_payload=nonsense&journey=connect');
    expect(router.state.location.search).toBe('');
    expect(resume).not.toHaveBeenCalled();
  });

  it('connects nothing with a payload this browser did not create, and says so', async () => {
    // Someone else's signed sign-in, sent as a link: it would connect their wallet here.
    const { router, store, wallet } = await openAt(
      `/contact-us?xaman_payload=${UUID}&journey=connect`,
    );
    expect(router.state.location.search).toBe('');
    const message = await screen.findByText(
      'This Xaman request was not made in this browser; finish it where you started it',
    );
    expect(message.closest('[role=alert]')).not.toBeNull();
    expect(resume).not.toHaveBeenCalled();
    expect(wallet.getState().address).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });
});
