import {
  isGlowApiError,
  selectToken,
  selectUser,
  signedOut,
  userVerified,
  type RootState,
} from '@glow/shared-api';
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useGlowDispatch } from '../store';
import { fetchVerifiedUser } from './sessionApi';

/**
 * Checks a session stored by an earlier visit once the app has mounted:
 * the user comes back fresh from the API, and an answer that the session is not valid (401) signs
 * the user out, without a redirect. An answer for a token that is no longer the session's is
 * ignored.
 */
export function useSessionVerificationOnLoad() {
  const dispatch = useGlowDispatch();
  const store = useStore<RootState>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = selectToken(store.getState());
    // A token without a user holds only a wallet: the wallet session checks it (restore).
    if (!token || !selectUser(store.getState())) return;
    const stillCurrent = () => selectToken(store.getState()) === token;
    fetchVerifiedUser(dispatch).then(
      (user) => {
        if (stillCurrent()) dispatch(userVerified(user));
      },
      (error: unknown) => {
        // Only the API saying the token is not a session ends it. No answer (offline, or the page
        // is being left mid-call), a busy or failing server (429, 5xx) says nothing about the
        // session: it is kept, its calls are refused with 401 if it did end, and it is checked
        // again on the next load.
        const sessionRefused = isGlowApiError(error) && error.status === 401;
        if (stillCurrent() && sessionRefused) dispatch(signedOut());
      },
    );
  }, [dispatch, store]);
}
