import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi, type FakeAnswer } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createGlowStore } from '../store';
import { renderShellAt } from '../testing/renderInShell';
import { sessionApi } from './sessionApi';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const scout: User = { id: 2, email: 'scout@glow.local', role: 'scout' };

async function signedInAt(path: string, logoutAnswer: FakeAnswer) {
  const calls = installFakeApi({
    'GET /api/users/verify': { body: { success: true, userInfo: scout } },
    'POST /api/users/logout': logoutAnswer,
  });
  const store = createGlowStore();
  store.dispatch(signedIn({ token: 'scout-token', user: scout }));
  const shell = await renderShellAt(path, store);
  await screen.findByRole('heading', { level: 1 });
  return { ...shell, calls };
}

async function logout() {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
  await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' })));
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('Logout', () => {
  it('ends the session on the server, forgets it and every cached answer, and goes to /', async () => {
    const { store, router, calls } = await signedInAt('/contact-us', {
      body: { success: true, message: 'Logged out' },
    });
    // A cached answer with a subscriber, which signing out must drop all the same.
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.verifyUser.initiate());
    });
    expect(store.getState().api.queries).not.toEqual({});

    await logout();

    await waitFor(() => expect(store.getState().session).toEqual({ token: null, user: null }));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/users/logout', token: 'scout-token' }),
    );
    expect(localStorage.getItem('api_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    expect(router.state.location.pathname).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('forgets the connected wallet too: the API ended the whole session', async () => {
    localStorage.setItem('xrpl-address', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe');
    localStorage.setItem('xrpl-wallet', 'gemwallet');
    const { store } = await signedInAt('/contact-us', {
      body: { success: true, message: 'Logged out' },
    });
    await logout();

    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(localStorage.getItem('xrpl-address')).toBeNull();
    expect(localStorage.getItem('xrpl-wallet')).toBeNull();
  });

  it('signs out even when the server cannot end the session', async () => {
    const { store, router } = await signedInAt('/contact-us', { status: 500 });
    await logout();

    await waitFor(() => expect(store.getState().session).toEqual({ token: null, user: null }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves a page that needs a session for /, not for the login page', async () => {
    const { store, router } = await signedInAt('/profile', {
      body: { success: true, message: 'Logged out' },
    });
    await logout();

    await waitFor(() => expect(store.getState().session.user).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
  });
});
