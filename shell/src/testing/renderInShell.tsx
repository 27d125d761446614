import { themes } from '@glow/shared-ui';
import { WalletProvider, WalletSession } from '@glow/shared-wallet';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { GlowStore } from '../store';

/** Renders a router inside the providers the shell's bootstrap puts around it. */
export async function renderInShell(
  store: GlowStore,
  router: ReturnType<typeof createMemoryRouter>,
) {
  render(
    <Provider store={store}>
      <WalletProvider session={new WalletSession(localStorage)}>
        <ThemeProvider theme={themes.glow}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </WalletProvider>
    </Provider>,
  );
  // Let the signed-in user's area load (and fail) before the test goes on.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
