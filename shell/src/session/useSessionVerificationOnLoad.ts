import { selectToken, signedOut, userVerified, type RootState } from '@glow/shared-api';
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useGlowDispatch } from '../store';
import { fetchVerifiedUser } from './sessionApi';

/**
 * Checks a session stored by an earlier visit once the app has mounted (SPEC.md section 4):
 * the user comes back fresh from the API, and any failure signs the user out, without a
 * redirect. An answer for a token that is no longer the session's is ignored.
 */
export function useSessionVerificationOnLoad() {
  const dispatch = useGlowDispatch();
  const store = useStore<RootState>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = selectToken(store.getState());
    if (!token) return;
    const stillCurrent = () => selectToken(store.getState()) === token;
    fetchVerifiedUser(dispatch).then(
      (user) => {
        if (stillCurrent()) dispatch(userVerified(user));
      },
      () => {
        if (stillCurrent()) dispatch(signedOut());
      },
    );
  }, [dispatch, store]);
}
