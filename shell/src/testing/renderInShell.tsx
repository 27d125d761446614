import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';
import { themes } from '@glow/shared-ui';
import { WalletProvider, WalletSession } from '@glow/shared-wallet';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { glowRouterOptions, glowRouteTree } from '../router';
import { createGlowStore, type GlowStore } from '../store';
import { testRemotesJson } from './remotesJson';

/** Renders a router inside the providers the shell's bootstrap puts around it. */
export async function renderInShell(
  store: GlowStore,
  router: ReturnType<typeof createMemoryRouter>,
  wallet: WalletSession = new WalletSession({ store, storage: localStorage }),
) {
  render(
    <Provider store={store}>
      <WalletProvider session={wallet}>
        <ThemeProvider theme={themes.glow}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </WalletProvider>
    </Provider>,
  );
  // Let the signed-in user's area load (and fail) before the test goes on.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The shell's whole route tree in a memory router opened at `path`. */
export async function renderShellAt(
  path: string,
  store: GlowStore = createGlowStore(),
  wallet?: WalletSession,
) {
  const router = createMemoryRouter(glowRouteTree(), { initialEntries: [path] });
  await renderInShell(store, router, wallet);
  return { store, router };
}

/**
 * The shell's route tree in a memory router opened at `path` that loads remotes as the app
 * does (renderShellAt's does not: a path no shell route matches stays on the catch-all).
 */
export async function renderAppAt(path: string, store: GlowStore = createGlowStore()) {
  const router = createMemoryRouter(glowRouteTree(), {
    ...glowRouterOptions(),
    initialEntries: [path],
  });
  await renderInShell(store, router);
  return { store, router };
}

let startedCalls: ReceivedCall[] = [];

/** The calls the fake API received since the last startShell, in order. */
export const shellApiCalls = (): readonly ReceivedCall[] => startedCalls;

/**
 * A store signed in as `user` (when given), with the fake API answering what the shell asks for
 * as it starts: /remotes.json (the test remotes unless `remotesJson` says otherwise) and the
 * user's session check.
 */
export function startShell(user?: User, remotesJson: FakeRoute = { body: testRemotesJson() }) {
  const store = createGlowStore();
  if (user) store.dispatch(signedIn({ token: 't', user }));
  startedCalls = installFakeApi({
    'GET /remotes.json': remotesJson,
    ...(user && { 'GET /api/users/verify': { body: { success: true, userInfo: user } } }),
  });
  return store;
}
