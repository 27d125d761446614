import type { WalletKind } from '@glow/shared-api';
import { createTestStore } from '@glow/shared-api/testing';
import { themes, Toaster } from '@glow/shared-ui';
import {
  WalletProvider,
  WalletSession,
  type WalletSessionOptions,
  type XrplTransaction,
} from '@glow/shared-wallet';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../routes';
import { walletToken } from './fakeVotingApi';

export type SignAndSubmit = (transaction: XrplTransaction) => Promise<string>;

export interface PublicPageOptions {
  /** A wallet connected by an earlier visit (its address, kind and token stored). */
  wallet?: { address: string; kind?: WalletKind };
  /** What the connected wallet does when asked to sign and submit a transaction. */
  signAndSubmit?: SignAndSubmit;
}

/** The wallets, reduced to what the pages ask of them: signing and submitting. */
function fakeConnectors(signAndSubmit: SignAndSubmit): WalletSessionOptions['loadConnector'] {
  return async (kind) => ({
    kind,
    signIn: async () => null,
    checkNetwork: async () => undefined,
    signAndSubmit: (transaction) => signAndSubmit(transaction),
    submitBulk: async () => [],
    proveOwnership: async () => {
      throw new Error('not used');
    },
    resume: async () => {
      throw new Error('not used');
    },
  });
}

/**
 * Opens `path` among the public routes as the shell would: store, wallet session, theme, toasts.
 * Returns the session and the requests to open "Connect Wallet" (the shell's header listens).
 */
export async function renderPublicPage(path: string, options: PublicPageOptions = {}) {
  const { wallet, signAndSubmit = async () => 'F'.repeat(64) } = options;
  if (wallet) {
    localStorage.setItem('api_token', walletToken(wallet.address));
    localStorage.setItem('xrpl-address', wallet.address);
    localStorage.setItem('xrpl-wallet', wallet.kind ?? 'gemwallet');
  }
  const store = createTestStore(localStorage);
  const session = new WalletSession({
    store,
    storage: localStorage,
    loadConnector: fakeConnectors(signAndSubmit),
    isMobile: () => false,
  });
  const connectRequests: number[] = [];
  session.onConnectRequest(() => connectRequests.push(Date.now()));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: routes,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <WalletProvider session={session}>
        <ThemeProvider theme={themes.glow}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </WalletProvider>
    </Provider>,
  );
  // Let the lazy page module load.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { store, router, session, connectRequests };
}
