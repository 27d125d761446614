import { signedIn, type RouteHandle } from '@glow/shared-api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createGlowStore } from '../store';
import { renderInShell } from '../testing/renderInShell';
import { Header } from './Header';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const admin = { id: 1, email: 'admin@glow.local', role: 'admin' } as const;

interface RenderOptions {
  asAdmin?: boolean;
  wallet?: boolean;
  /** The handle of the page the header is shown on. */
  handle?: RouteHandle;
}

const publicPage: RouteHandle = { access: 'public', layout: 'default', title: 'A page' };

async function renderHeader(
  path: string,
  { asAdmin = false, wallet = false, handle = publicPage }: RenderOptions = {},
) {
  if (wallet) {
    localStorage.setItem('api_token', 'wallet-token');
    localStorage.setItem('xrpl-address', ADDRESS);
    localStorage.setItem('xrpl-wallet', 'gemwallet');
  }
  const store = createGlowStore();
  if (asAdmin) store.dispatch(signedIn({ token: 't', user: admin }));
  const router = createMemoryRouter([{ path: '*', element: <Header />, handle }], {
    initialEntries: [path],
  });
  await renderInShell(store, router);
  return { store, router };
}

const link = (name: string) => screen.queryByRole('link', { name });
const button = (name: string) => screen.queryByRole('button', { name });
const menuItem = (name: string) => within(screen.getByRole('menu')).getByRole('menuitem', { name });

function open(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('menu');
}

beforeEach(() => {
  localStorage.clear();
  // Nothing real loads: the role area's remote listing is never found.
  globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('offline')));
});

describe('Header', () => {
  it('offers Vote to a signed-out visitor of the home page', async () => {
    await renderHeader('/');
    expect(link('Vote')?.getAttribute('href')).toBe('/vote');
    expect(link('Login')?.getAttribute('href')).toBe('/login');
  });

  it.each(['/applications', '/projects', '/contact-us'])(
    'offers Vote on the public page %s too',
    async (path) => {
      await renderHeader(path);
      expect(link('Vote')?.getAttribute('href')).toBe('/vote');
    },
  );

  it('offers Connect Wallet instead of Vote on /vote', async () => {
    await renderHeader('/vote');
    expect(link('Vote')).toBeNull();
    expect(button('Connect Wallet')).toBeTruthy();
  });

  it('offers no Vote on a page that is not public', async () => {
    await renderHeader('/admin/users', {
      handle: { access: { roles: ['admin'] }, layout: 'admin', title: 'Users' },
    });
    expect(link('Vote')).toBeNull();
  });

  it('gives a signed-in user a menu instead of Vote', async () => {
    await renderHeader('/', { asAdmin: true });
    expect(link('Vote')).toBeNull();
    expect(link('Login')).toBeNull();

    const menu = open('Menu');

    expect((menuItem('admin@glow.local') as HTMLButtonElement).disabled).toBe(true);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('opens the profile from the menu', async () => {
    const { router } = await renderHeader('/', { asAdmin: true });
    open('Menu');
    fireEvent.click(menuItem('Profile'));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  describe('on /vote with a connected wallet', () => {
    it('shows the wallet menu with the short address, copy and disconnect', async () => {
      await renderHeader('/vote', { wallet: true });
      expect(button('Wallet Connected')?.getAttribute('aria-expanded')).toBe('false');

      const menu = open('Wallet Connected');
      expect(within(menu).getByText('rPT1Sj…pAYe')).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: 'Copy address' })).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: 'Disconnect' })).toBeTruthy();
    });

    it('closes the wallet menu on Escape', async () => {
      await renderHeader('/vote', { wallet: true });
      open('Wallet Connected');
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('copies the full address', async () => {
      const writeText = jest.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await renderHeader('/vote', { wallet: true });
      open('Wallet Connected');
      await act(async () => fireEvent.click(menuItem('Copy address')));
      expect(writeText).toHaveBeenCalledWith(ADDRESS);
    });

    it('forgets the wallet on Disconnect', async () => {
      await renderHeader('/vote', { wallet: true });
      open('Wallet Connected');
      fireEvent.click(menuItem('Disconnect'));

      expect(localStorage.getItem('xrpl-address')).toBeNull();
      expect(localStorage.getItem('xrpl-wallet')).toBeNull();
      expect(button('Wallet Connected')).toBeNull();
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('puts the wallet entries in the menu of a signed-in user', async () => {
      await renderHeader('/vote', { asAdmin: true, wallet: true });
      expect(button('Wallet Connected')).toBeNull();
      const menu = open('Menu');
      expect(within(menu).getByText('rPT1Sj…pAYe')).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: 'Disconnect' })).toBeTruthy();
    });
  });

  it('shows no wallet outside /vote', async () => {
    await renderHeader('/projects', { wallet: true });
    expect(button('Wallet Connected')).toBeNull();
    expect(button('Connect Wallet')).toBeNull();
  });
});
