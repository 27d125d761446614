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
 * the user comes back fresh from the API, and any unsuccessful answer signs the user out,
 * without a redirect. An answer for a token that is no longer the session's is ignored.
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
        // No answer at all (offline, or the page is being left mid-call) says nothing about the
        // session: it is kept and checked on the next load. Any answer from the API that is not
        // a success signs the user out.
        const noAnswer = isGlowApiError(error) && error.status === 0;
        if (stillCurrent() && !noAnswer) dispatch(signedOut());
      },
    );
  }, [dispatch, store]);
}
