import { signedIn, type User } from '@glow/shared-api';
import { createTestStore } from '@glow/shared-api/testing';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { themes } from '../theme';
import { dismissToast, showToast, Toaster } from '../toasts';

type TestStore = ReturnType<typeof createTestStore>;

export interface RemotePageOptions {
  /**
   * Puts the page inside more of the shell's providers (a wallet session): called once the user
   * is signed in, with the store.
   */
  wrap?: (page: ReactElement, store: TestStore) => ReactElement;
}

export interface RemotePage {
  store: TestStore;
  router: ReturnType<typeof createMemoryRouter>;
  view: RenderResult;
}

/** Opens `path` among a remote's `routes`, as the shell would, with `user` signed in. */
export async function renderRemotePage(
  routes: RouteObject[],
  user: User,
  path: string,
  { wrap = (page) => page }: RemotePageOptions = {},
): Promise<RemotePage> {
  // The toast list is module state: no toast of an earlier test.
  for (let id = showToast({ title: 'earlier' }); id > 0; id -= 1) dismissToast(id);
  const store = createTestStore(localStorage);
  store.dispatch(signedIn({ token: `${user.role}-token`, user }));
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
  const view = render(
    <Provider store={store}>
      {wrap(
        <ThemeProvider theme={themes.glow}>
          <RouterProvider router={router} />
        </ThemeProvider>,
        store,
      )}
    </Provider>,
  );
  // Let the lazy page module load.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { store, router, view };
}
