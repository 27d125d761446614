import type { RouteHandle } from '@glow/shared-api';
import { createTestStore } from '@glow/shared-api/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Page } from './Page';
import { RoutePage } from './RoutePage';
import { themes } from './theme';

const COHORT: RouteHandle = {
  access: 'public',
  layout: 'default',
  title: 'Cohort',
  description: 'One cohort: its nominations and votes.',
  params: { id: 'id' },
};

/** Opens `path` among `routes`, inside a layout route without a handle, as the shell nests them. */
function openAt(path: string, routes: RouteObject[]) {
  const store = createTestStore(null);
  const router = createMemoryRouter([{ Component: Outlet, children: routes }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <ThemeProvider theme={themes.glow}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

const breadcrumbAt = (store: ReturnType<typeof createTestStore>, path: string) =>
  store.getState().breadcrumbs.entries[path]?.label;

describe('Page', () => {
  it("shows its route's title and description and publishes the breadcrumb with the parameters", () => {
    const store = openAt('/cohorts/7', [
      { path: '/cohorts/:id', handle: COHORT, Component: () => <Page>The cohort</Page> },
    ]);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cohort');
    expect(screen.getByText('One cohort: its nominations and votes.')).toBeTruthy();
    expect(screen.getByText('The cohort')).toBeTruthy();
    expect(breadcrumbAt(store, '/cohorts/7')).toBe('Cohort 7');
  });

  it('shows a label of its own instead of the title, in the heading and the breadcrumb', () => {
    const store = openAt('/cohorts/7', [
      { path: '/cohorts/:id', handle: COHORT, Component: () => <Page label="Cohort Wave 1" /> },
    ]);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cohort Wave 1');
    expect(screen.getByText('One cohort: its nominations and votes.')).toBeTruthy();
    expect(breadcrumbAt(store, '/cohorts/7')).toBe('Cohort Wave 1');
  });

  it('is what a planned route shows', () => {
    openAt('/cohorts/7', [{ path: '/cohorts/:id', handle: COHORT, Component: RoutePage }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cohort');
  });

  it('says what is wrong when no route gives it a title', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ShowError = () => <p>{(useRouteError() as Error).message}</p>;
    openAt('/somewhere', [{ path: '/somewhere', ErrorBoundary: ShowError, Component: Page }]);
    expect(
      screen.getByText('A page must be rendered by a route whose handle gives its title'),
    ).toBeTruthy();
  });
});
