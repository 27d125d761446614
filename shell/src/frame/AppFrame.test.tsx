import { type RouteHandle, type User } from '@glow/shared-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { config } from '../config';
import { ContentError, FatalError } from '../errors/RouteErrors';
import { renderInShell, startShell } from '../testing/renderInShell';
import { AppFrame } from './AppFrame';
import { startRemoteAreas, UnmatchedPath } from '../remoteAreas';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const secretHandle: RouteHandle = {
  access: { roles: ['admin'] },
  layout: 'admin',
  title: 'Secret',
};
const thingHandle: RouteHandle = {
  access: 'public',
  layout: 'default',
  title: 'Thing',
  params: { id: 'id' },
};
const loginHandle: RouteHandle = { access: 'public', layout: 'default', title: 'Sign in' };

const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };
const judge: User = { id: 2, email: 'judge@glow.local', role: 'judge' };

async function visit(path: string, user?: User) {
  const store = startShell(user);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: AppFrame,
        ErrorBoundary: FatalError,
        children: [
          {
            id: 'content',
            ErrorBoundary: ContentError,
            children: [
              { path: '/secret', handle: secretHandle, element: <p>The secret page</p> },
              { path: '/things/:id', handle: thingHandle, element: <p>A thing page</p> },
              { path: '/login', handle: loginHandle, element: <p>The login page</p> },
              { path: '*', Component: UnmatchedPath },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await renderInShell(store, router);
  return router;
}

const errorPage = () => screen.queryByTestId('error-page');

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('route access in the frame', () => {
  it('sends a signed-out visitor of a role route to the login page, keeping the full path', async () => {
    const router = await visit('/secret?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsecret%3Fx%3D1');
    expect(screen.getByText('The login page')).toBeTruthy();
    expect(screen.queryByText('The secret page')).toBeNull();
  });

  it('shows a 403 inside the layout to a user of another role', async () => {
    await visit('/secret', judge);
    expect(errorPage()?.textContent).toContain('You are not allowed to open /secret');
    expect(screen.getByLabelText('Status 403')).toBeTruthy();
    expect(screen.queryByText('The secret page')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the page to a user of the route role', async () => {
    await visit('/secret', admin);
    expect(screen.getByText('The secret page')).toBeTruthy();
    expect(errorPage()).toBeNull();
    expect(document.title).toBe('Secret · Glow');
  });
});

describe('the footer', () => {
  it('links the public pages, the published results and the guide among them', async () => {
    await visit('/login');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(
      footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Vote', '/vote'],
      ['Results', '/applications'],
      ['Guide', '/guide'],
      ['Help', '/contact-us'],
      // The configured documentation site (GLOW_DOCS_URL).
      ['Documentation', config.docsUrl],
      ['Login', '/login'],
    ]);
  });

  it('shows a signed-in user their area and Logout, not Login; Logout goes to /', async () => {
    const router = await visit('/login', admin);
    startRemoteAreas('/login'); // as main.js does, before React loads
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    await waitFor(() => expect(footer.getByRole('link', { name: 'Admin' })).toBeTruthy());
    expect(footer.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(footer.queryByRole('link', { name: 'Login' })).toBeNull();

    fireEvent.click(footer.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('route parameters and unknown paths', () => {
  it('replaces the whole page with a fatal 404 for a parameter breaking its rule', async () => {
    await visit('/things/abc');
    expect(errorPage()?.textContent).toContain('Page Not Found: /things/abc');
    expect(errorPage()?.getAttribute('data-fatal')).toBe('true');
    expect(screen.queryByText('A thing page')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('gives the fatal 404 for an id beyond what the database issues (2147483647)', async () => {
    await visit('/things/2147483648');
    expect(errorPage()?.textContent).toContain('Page Not Found: /things/2147483648');
    expect(errorPage()?.getAttribute('data-fatal')).toBe('true');
  });

  it('renders a route whose parameter meets its rule', async () => {
    await visit('/things/5');
    expect(screen.getByText('A thing page')).toBeTruthy();
    expect(errorPage()).toBeNull();
  });

  it('shows a non-fatal 404 inside the layout for an unknown path', async () => {
    await visit('/nowhere');
    expect(errorPage()?.textContent).toContain('Page not found: /nowhere');
    expect(errorPage()?.getAttribute('data-fatal')).toBe('false');
    expect(screen.getByLabelText('Status 404')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
