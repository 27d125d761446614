import { signedIn, type User, type WalletKind } from '@glow/shared-api';
import { createTestStore } from '@glow/shared-api/testing';
import { WalletProvider, WalletSession, type WalletSessionOptions } from '@glow/shared-wallet';
import { act, render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { themes } from '../theme';
import { dismissToast, showToast, Toaster } from '../toasts';

type Connector = Awaited<ReturnType<NonNullable<WalletSessionOptions['loadConnector']>>>;

/** What the wallet does when a page asks it; a request a test leaves out fails as not used. */
export type FakeConnector = Partial<
  Pick<Connector, 'checkNetwork' | 'signAndSubmit' | 'submitBulk' | 'proveOwnership'>
>;

/** The wallets, reduced to what a test says they do; on Glow's network unless it says otherwise. */
function fakeConnectors(connector: FakeConnector): WalletSessionOptions['loadConnector'] {
  const unused = async () => {
    throw new Error('not used by these pages');
  };
  return async (kind) => ({
    kind,
    signIn: async () => null,
    checkNetwork: connector.checkNetwork ?? (async () => undefined),
    signAndSubmit: connector.signAndSubmit ?? unused,
    submitBulk: connector.submitBulk ?? unused,
    proveOwnership: connector.proveOwnership ?? unused,
    resume: unused,
  });
}

export interface FakeWalletOptions {
  /** A wallet connected by an earlier visit (its address and kind stored); none without. */
  connected?: { address: string; kind?: WalletKind };
  connector?: FakeConnector;
}

export interface RemotePageOptions {
  /** The user signed in; a visitor without. */
  user?: User;
  /**
   * The shell's wallet session around the page (the header's "Connect Wallet" and the session's
   * wallet), for the pages that use a wallet.
   */
  wallet?: FakeWalletOptions;
}

export interface RemotePage {
  store: ReturnType<typeof createTestStore>;
  router: ReturnType<typeof createMemoryRouter>;
  view: RenderResult;
  session: WalletSession | undefined;
  connectRequests: number[];
}

/**
 * Opens `path` among a remote's `routes` as the shell would: store, theme, toasts, the user
 * signed in, the wallet session when asked. Returns the session and the requests to open "Connect
 * Wallet" (the shell's header listens for them).
 */
export async function renderRemotePage(
  routes: RouteObject[],
  path: string,
  { user, wallet }: RemotePageOptions = {},
): Promise<RemotePage> {
  // The toast list is module state: no toast of an earlier test.
  for (let id = showToast({ title: 'earlier' }); id > 0; id -= 1) dismissToast(id);
  localStorage.removeItem('xrpl-address');
  localStorage.removeItem('xrpl-wallet');
  if (wallet?.connected) {
    localStorage.setItem('xrpl-address', wallet.connected.address);
    localStorage.setItem('xrpl-wallet', wallet.connected.kind ?? 'gemwallet');
  }
  const store = createTestStore(localStorage);
  if (user) store.dispatch(signedIn({ token: `${user.role}-token`, user }));
  const session = wallet
    ? new WalletSession({
        store,
        storage: localStorage,
        loadConnector: fakeConnectors(wallet.connector ?? {}),
        isMobile: () => false,
      })
    : undefined;
  const connectRequests: number[] = [];
  session?.onConnectRequest(() => connectRequests.push(Date.now()));
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
  const page = (
    <ThemeProvider theme={themes.glow}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
  const view = render(
    <Provider store={store}>
      {session ? <WalletProvider session={session}>{page}</WalletProvider> : page}
    </Provider>,
  );
  // Let the lazy page module load.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { store, router, view, session, connectRequests };
}
