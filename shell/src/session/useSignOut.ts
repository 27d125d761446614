import { baseApi, signedOut } from '@glow/shared-api';
import { useWalletSession } from '@glow/shared-wallet';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@glow/shared-ui';
import { fullPathOf } from '../frame/loginRedirect';
import { paths } from '../paths';
import { useGlowDispatch } from '../store';
import { useLogoutMutation } from './sessionApi';

/** Marks the navigation to / that a logout makes, in the history entry's state. */
export const LOGOUT_STATE = { loggingOut: true } as const;

function isLogoutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'loggingOut' in state;
}

/**
 * Logout, first half: ends the session on the server (a failure changes nothing for the user)
 * and goes to /. The session is forgotten only once / is on screen (see
 * `useLogoutCompletion`): the router renders a new location in a transition, so forgetting it
 * at once would render the page being left to a signed-out user, who would be sent to /login.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  return async function signOut() {
    await logout();
    await navigate(paths.home, { state: LOGOUT_STATE });
  };
}

/**
 * Logout, second half, run by the frame: on arriving at / from a logout, forgets the user,
 * the token, the wallet (the API ended the whole session) and every cached answer, and clears
 * the mark so that going back or reloading does not sign anyone out again.
 */
export function useLogoutCompletion() {
  const dispatch = useGlowDispatch();
  const wallet = useWalletSession();
  const navigate = useNavigate();
  const location = useLocation();
  const arrivedFromLogout = isLogoutState(location.state);
  const path = fullPathOf(location);

  useEffect(() => {
    if (!arrivedFromLogout) return;
    wallet.forget();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    void navigate(path, { replace: true, state: null });
  }, [arrivedFromLogout, path, dispatch, navigate, wallet]);
}
