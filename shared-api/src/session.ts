import {
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { isUser, type User } from '@glow/contract/domain';
import { readApiToken, storeApiToken } from './apiToken';
import { browserStorage, removeDrafts, STORAGE_KEYS } from './storage';

export interface SessionState {
  token: string | null;
  user: User | null;
}

function readUser(rawUser: string | null): User | null {
  if (!rawUser) return null;
  try {
    const parsed: unknown = JSON.parse(rawUser);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The session kept in local storage by an earlier visit; anything unreadable counts as none.
 * One token may hold a signed-in user, a connected wallet, or both: it is kept when a readable
 * user or a wallet address (`xrpl-address`) is stored with it. A token with neither is dropped:
 * the app must not look signed out yet send it.
 */
export function readStoredSession(storage: Storage | null = browserStorage()): SessionState {
  const token = readApiToken(storage);
  if (!token) return { token: null, user: null };
  const user = readUser(storage?.getItem(STORAGE_KEYS.user) ?? null);
  if (user) return { token, user };
  return storage?.getItem(STORAGE_KEYS.xrplAddress)
    ? { token, user: null }
    : { token: null, user: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => readStoredSession(),
  reducers: {
    signedIn(_state, action: PayloadAction<{ token: string; user: User }>) {
      return { token: action.payload.token, user: action.payload.user };
    },
    /** Signing in: the token is stored so that the verification call can send it. */
    tokenReceived(_state, action: PayloadAction<string>) {
      return { token: action.payload, user: null };
    },
    /**
     * The API answered a new token for the same session holder (connecting a wallet ends the old
     * token and answers a new one): the signed-in user, if any, stays.
     */
    tokenReplaced(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** A page hydrated signed out, as the server rendered it, then reads the stored session. */
    storedSessionRead(_state, action: PayloadAction<SessionState>) {
      return action.payload;
    },
    userVerified(state, action: PayloadAction<User>) {
      // A verification answering after a sign-out must not sign the user back in.
      if (state.token) state.user = action.payload;
    },
    signedOut() {
      return { token: null, user: null };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.user !== null,
  },
});

export const {
  signedIn,
  tokenReceived,
  tokenReplaced,
  storedSessionRead,
  userVerified,
  signedOut,
} = sessionSlice.actions;
export const { selectUser, selectToken, selectIsSignedIn } = sessionSlice.selectors;

/**
 * Mirrors the session into local storage, outside the reducers, so that a reload keeps it and
 * calls send its token; signing out also removes the drafts of forms.
 */
export function createSessionPersistence(storage: Storage | null = browserStorage()) {
  const persistence = createListenerMiddleware();
  persistence.startListening({
    matcher: isAnyOf(signedIn, tokenReceived, tokenReplaced, userVerified, signedOut),
    effect: (action, api) => {
      if (!storage) return;
      if (signedOut.match(action)) removeDrafts(storage);
      const { token, user } = (api.getState() as { session: SessionState }).session;
      storeApiToken(storage, token);
      if (user) storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      else storage.removeItem(STORAGE_KEYS.user);
    },
  });
  return persistence.middleware;
}
