import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import type { User } from '@glow/contract';
import { rootReducer } from './rootReducer';
import {
  createSessionPersistence,
  readStoredSession,
  selectIsSignedIn,
  selectUser,
  signedIn,
  signedOut,
  tokenReceived,
  tokenReplaced,
  userVerified,
} from './session';

const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };

function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(createSessionPersistence(localStorage)).concat(baseApi.middleware),
  });
}

beforeEach(() => localStorage.clear());

describe('session persistence', () => {
  it('stores the token and the user when signing in', () => {
    const store = createStore();
    store.dispatch(signedIn({ token: 't-1', user: admin }));

    expect(localStorage.getItem('api_token')).toBe('t-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
    expect(selectUser(store.getState())).toEqual(admin);
  });

  it('removes the token and the user when signing out', () => {
    const store = createStore();
    store.dispatch(signedIn({ token: 't-1', user: admin }));
    store.dispatch(signedOut());

    expect(localStorage.getItem('api_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it("removes every form's draft when signing out, and nothing else", () => {
    const store = createStore();
    store.dispatch(signedIn({ token: 't-1', user: admin }));
    localStorage.setItem('glow-draft:nomination:1', '{"v":1}');
    localStorage.setItem('glow-draft:nomination:7', '{"v":1}');
    localStorage.setItem('xrpl-wallet', 'crossmark');
    store.dispatch(tokenReplaced('t-2'));
    expect(localStorage.getItem('glow-draft:nomination:1')).toBe('{"v":1}');

    store.dispatch(signedOut());
    expect(localStorage.getItem('glow-draft:nomination:1')).toBeNull();
    expect(localStorage.getItem('glow-draft:nomination:7')).toBeNull();
    expect(localStorage.getItem('xrpl-wallet')).toBe('crossmark');
  });

  it('stores a received token before the user is verified, still signed out', () => {
    const store = createStore();
    store.dispatch(tokenReceived('t-1'));

    expect(localStorage.getItem('api_token')).toBe('t-1');
    expect(localStorage.getItem('user')).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('signs in once the user of a received token is verified', () => {
    const store = createStore();
    store.dispatch(tokenReceived('t-1'));
    store.dispatch(userVerified(admin));

    expect(store.getState().session).toEqual({ token: 't-1', user: admin });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
  });

  it('replaces a stored session by a received token', () => {
    const store = createStore();
    store.dispatch(signedIn({ token: 't-1', user: admin }));
    store.dispatch(tokenReceived('t-2'));

    expect(store.getState().session).toEqual({ token: 't-2', user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the signed-in user when a wallet connection replaces the token', () => {
    const store = createStore();
    store.dispatch(signedIn({ token: 't-1', user: admin }));
    store.dispatch(tokenReplaced('t-2'));

    expect(store.getState().session).toEqual({ token: 't-2', user: admin });
    expect(localStorage.getItem('api_token')).toBe('t-2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
  });

  it('holds a wallet-only token without a user', () => {
    const store = createStore();
    store.dispatch(tokenReplaced('wallet-token'));

    expect(store.getState().session).toEqual({ token: 'wallet-token', user: null });
    expect(localStorage.getItem('api_token')).toBe('wallet-token');
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('ignores a verification that answers after signing out', () => {
    const store = createStore();
    store.dispatch(signedIn({ token: 't-1', user: admin }));
    store.dispatch(signedOut());
    store.dispatch(userVerified(admin));

    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('starts signed in from a session an earlier visit stored', () => {
    localStorage.setItem('api_token', 't-2');
    localStorage.setItem('user', JSON.stringify(admin));
    expect(selectUser(createStore().getState())).toEqual(admin);
  });
});

describe('readStoredSession', () => {
  it('restores a stored valid user and token', () => {
    localStorage.setItem('api_token', 't-3');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 4, email: 'judge@glow.local', role: 'judge' }),
    );
    expect(readStoredSession(localStorage)).toEqual({
      token: 't-3',
      user: { id: 4, email: 'judge@glow.local', role: 'judge' },
    });
  });

  it('ignores a user that is not valid JSON', () => {
    localStorage.setItem('api_token', 't-3');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession(localStorage).user).toBeNull();
  });

  it('ignores a user stored without a token', () => {
    localStorage.setItem('user', JSON.stringify(admin));
    expect(readStoredSession(localStorage)).toEqual({ token: null, user: null });
  });

  it('ignores a user with an unknown role', () => {
    localStorage.setItem('api_token', 't-3');
    localStorage.setItem('user', JSON.stringify({ ...admin, role: 'superuser' }));
    expect(readStoredSession(localStorage).user).toBeNull();
  });

  it('keeps a token stored with a wallet address and no user: a wallet session', () => {
    localStorage.setItem('api_token', 't-4');
    localStorage.setItem('xrpl-address', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe');
    expect(readStoredSession(localStorage)).toEqual({ token: 't-4', user: null });
  });

  it('keeps a token holding a user and a wallet, with the user', () => {
    localStorage.setItem('api_token', 't-5');
    localStorage.setItem('user', JSON.stringify(admin));
    localStorage.setItem('xrpl-address', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe');
    expect(readStoredSession(localStorage)).toEqual({ token: 't-5', user: admin });
  });

  it('drops a token stored with neither a user nor a wallet address', () => {
    localStorage.setItem('api_token', 't-6');
    expect(readStoredSession(localStorage)).toEqual({ token: null, user: null });
  });

  it('keeps a wallet token even when the stored user is unreadable', () => {
    localStorage.setItem('api_token', 't-7');
    localStorage.setItem('user', '{not json');
    localStorage.setItem('xrpl-address', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe');
    expect(readStoredSession(localStorage)).toEqual({ token: 't-7', user: null });
  });

  it('reads nothing when there is no storage', () => {
    expect(readStoredSession(null)).toEqual({ token: null, user: null });
  });
});
