import type { User } from '@glow/shared-api';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderShellAt } from '../testing/renderInShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const judge: User = { id: 3, email: 'judge@glow.local', role: 'judge', firstName: 'Old' };

let calls: ReceivedCall[];
const verifyCalls = () => calls.filter((call) => call.path === '/api/users/verify');

function storeSessionOfEarlierVisit() {
  localStorage.setItem('api_token', 'stored-token');
  localStorage.setItem('user', JSON.stringify(judge));
}

function answerVerify(route: FakeRoute) {
  calls = installFakeApi({ 'GET /api/users/verify': route });
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('verifying the stored session on load', () => {
  it('verifies the stored token once and saves the user the API answers', async () => {
    storeSessionOfEarlierVisit();
    answerVerify({ body: { success: true, userInfo: { ...judge, firstName: 'New' } } });
    const { store } = await renderShellAt('/contact-us');

    await waitFor(() => expect(store.getState().session.user?.firstName).toBe('New'));
    expect(verifyCalls()).toHaveLength(1);
    expect(verifyCalls()[0]?.token).toBe('stored-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null').firstName).toBe('New');
  });

  it('signs out, without leaving the page, when the server refuses the token', async () => {
    storeSessionOfEarlierVisit();
    answerVerify({ status: 401, body: { message: 'Please login' } });
    const { store, router } = await renderShellAt('/contact-us');

    await waitFor(() => expect(store.getState().session).toEqual({ token: null, user: null }));
    expect(localStorage.getItem('api_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/contact-us');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it.each([429, 500, 503])(
    'keeps the session when the API answers %i: a busy or failing server says nothing about it',
    async (status) => {
      storeSessionOfEarlierVisit();
      answerVerify({ status, body: { message: 'Unavailable for now' } });
      const { store } = await renderShellAt('/contact-us');

      await waitFor(() => expect(verifyCalls()).toHaveLength(1));
      await new Promise((settle) => setTimeout(settle, 0));
      expect(store.getState().session.user).toEqual(judge);
      expect(localStorage.getItem('api_token')).toBe('stored-token');
    },
  );

  it('keeps the session when no answer comes back (offline, or the page is left mid-call)', async () => {
    storeSessionOfEarlierVisit();
    answerVerify(() => {
      throw new TypeError('Failed to fetch');
    });
    const { store } = await renderShellAt('/contact-us');

    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(store.getState().session.user).toEqual(judge);
    expect(localStorage.getItem('api_token')).toBe('stored-token');
  });

  it('leaves a token that holds only a wallet alone: it has no user to verify', async () => {
    localStorage.setItem('api_token', 'wallet-token');
    localStorage.setItem('xrpl-address', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe');
    localStorage.setItem('xrpl-wallet', 'xaman');
    answerVerify({ status: 401, body: { message: 'Please login' } });
    const { store } = await renderShellAt('/vote');
    await new Promise((settle) => setTimeout(settle, 0));
    expect(verifyCalls()).toHaveLength(0);
    expect(store.getState().session).toEqual({ token: 'wallet-token', user: null });
  });

  it('calls nothing without a stored session', async () => {
    answerVerify({ body: { success: true, userInfo: judge } });
    await renderShellAt('/contact-us');
    expect(verifyCalls()).toHaveLength(0);
  });
});
