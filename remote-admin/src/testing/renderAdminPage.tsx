import { signedIn, type User } from '@glow/shared-api';
import { createTestStore } from '@glow/shared-api/testing';
import { dismissToast, showToast, themes, Toaster } from '@glow/shared-ui';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../routes';

export const signedInAdmin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };

/** Opens `path` among the admin routes, as the shell would, with an admin signed in. */
export async function renderAdminPage(path: string) {
  // The toast list is module state: no toast of an earlier test.
  for (let id = showToast({ title: 'earlier' }); id > 0; id -= 1) dismissToast(id);
  const store = createTestStore(localStorage);
  store.dispatch(signedIn({ token: 'admin-token', user: signedInAdmin }));
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
      <ThemeProvider theme={themes.glow}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  // Let the lazy page module load.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { store, router };
}

/**
 * A matcher for Testing Library's `getByText` finding the paragraph whose whole text is `text`,
 * across the elements inside it (a date in a <time>, a link).
 */
export const paragraph =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.tagName === 'P' && element.textContent === text;
