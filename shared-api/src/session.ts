import {
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { isUser, type User } from './roles';
import { browserStorage, STORAGE_KEYS } from './storage';

export interface SessionState {
  token: string | null;
  user: User | null;
}

/** The session kept in local storage by an earlier visit; anything unreadable counts as none. */
export function readStoredSession(storage: Storage | null = browserStorage()): SessionState {
  const token = storage?.getItem(STORAGE_KEYS.apiToken) ?? null;
  const rawUser = storage?.getItem(STORAGE_KEYS.user) ?? null;
  let user: User | null = null;
  if (token && rawUser) {
    try {
      const parsed: unknown = JSON.parse(rawUser);
      user = isUser(parsed) ? parsed : null;
    } catch {
      user = null;
    }
  }
  // A token without a readable user is dropped too: the app must not look signed out yet send it.
  return user ? { token, user } : { token: null, user: null };
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

export const { signedIn, tokenReceived, userVerified, signedOut } = sessionSlice.actions;
export const { selectUser, selectToken, selectIsSignedIn } = sessionSlice.selectors;

/** Mirrors the session into local storage (SPEC.md section 3), outside the reducers. */
export function createSessionPersistence(storage: Storage | null = browserStorage()) {
  const persistence = createListenerMiddleware();
  persistence.startListening({
    matcher: isAnyOf(signedIn, tokenReceived, userVerified, signedOut),
    effect: (_action, api) => {
      if (!storage) return;
      const { token, user } = (api.getState() as { session: SessionState }).session;
      if (token) storage.setItem(STORAGE_KEYS.apiToken, token);
      else storage.removeItem(STORAGE_KEYS.apiToken);
      if (user) storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      else storage.removeItem(STORAGE_KEYS.user);
    },
  });
  return persistence.middleware;
}
