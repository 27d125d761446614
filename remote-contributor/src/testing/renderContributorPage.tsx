import { signedIn, type User, type WalletKind } from '@glow/shared-api';
import { createTestStore } from '@glow/shared-api/testing';
import { dismissToast, showToast, themes, Toaster } from '@glow/shared-ui';
import { WalletProvider, WalletSession, type WalletSessionOptions } from '@glow/shared-wallet';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../routes';

export const signedInContributor: User = {
  id: 9,
  email: 'ines@example.org',
  role: 'contributor',
};

type Connector = Awaited<ReturnType<NonNullable<WalletSessionOptions['loadConnector']>>>;
export type ProveOwnership = Connector['proveOwnership'];

/** The wallet, as the wallet page uses it: proving it holds its address. */
function fakeConnectors(proveOwnership: ProveOwnership): WalletSessionOptions['loadConnector'] {
  return async (kind) => ({
    kind,
    signIn: async () => null,
    proveOwnership,
    signAndSubmit: async () => {
      throw new Error('not used');
    },
    submitBulk: async () => [],
    resume: async () => {
      throw new Error('not used');
    },
  });
}

/** A GemWallet that signs whatever registration challenge the API gives for its address. */
export const signingWallet: ProveOwnership = async (address, requests) => {
  const { challenge } = await requests.challenge({
    kind: 'gemwallet',
    address,
    publicKey: 'ED' + 'A'.repeat(64),
  });
  return {
    kind: 'gemwallet',
    challenge,
    signature: 'B'.repeat(128),
    publicKey: 'ED' + 'A'.repeat(64),
  };
};

export interface ContributorPageOptions {
  /** A wallet connected in the header (the session's address and kind). */
  wallet?: { address: string; kind?: WalletKind };
  /** What the connected wallet does when asked to prove it holds its address. */
  proveOwnership?: ProveOwnership;
}

/**
 * Opens `path` among the contributor routes as the shell would, with a contributor signed in:
 * store, wallet session, theme, toasts. Returns the session and the requests to open "Connect
 * Wallet" (the shell's header listens).
 */
export async function renderContributorPage(path: string, options: ContributorPageOptions = {}) {
  const { wallet, proveOwnership = signingWallet } = options;
  // The toast list is module state: no toast of an earlier test.
  for (let id = showToast({ title: 'earlier' }); id > 0; id -= 1) dismissToast(id);
  localStorage.clear();
  if (wallet) {
    localStorage.setItem('xrpl-address', wallet.address);
    localStorage.setItem('xrpl-wallet', wallet.kind ?? 'gemwallet');
  }
  const store = createTestStore(localStorage);
  store.dispatch(signedIn({ token: 'contributor-token', user: signedInContributor }));
  const session = new WalletSession({
    store,
    storage: localStorage,
    loadConnector: fakeConnectors(proveOwnership),
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
        // The shell's frame shows a skeleton while a lazy page loads.
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
