import {
  DEFAULT_ERROR_MESSAGE,
  isGlowApiError,
  signedOut,
  tokenReceived,
  userVerified,
} from '@glow/shared-api';
import type { LoginRequest } from '@glow/contract';
import { useState } from 'react';
import { useGlowDispatch } from '../store';
import { fetchVerifiedUser, useLoginMutation } from './sessionApi';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password';
export const TOKEN_ERROR_MESSAGE = 'Token error, please try again';

/** SPEC.md section 5: the server's message, or "Wrong username or password" when it gave none. */
function loginFailureMessage(error: unknown): string {
  if (!isGlowApiError(error)) return WRONG_CREDENTIALS_MESSAGE;
  // Status 0: no answer came back, so nothing is known about the credentials.
  if (error.status === 0) return error.message;
  return error.message === DEFAULT_ERROR_MESSAGE ? WRONG_CREDENTIALS_MESSAGE : error.message;
}

/**
 * Signing in (SPEC.md section 4): store the token, verify it, save the user. If the
 * verification fails nothing stays stored. Signing in puts the user in the session; the
 * login page then sends them on.
 */
export function useSignIn() {
  const dispatch = useGlowDispatch();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn(credentials: LoginRequest) {
    setBusy(true);
    setError(null);
    try {
      const answer = await login(credentials);
      if (answer.error) {
        setError(loginFailureMessage(answer.error));
        return;
      }
      const { success, message, api_token: token } = answer.data;
      if (!success || !token) {
        setError(message || WRONG_CREDENTIALS_MESSAGE);
        return;
      }
      dispatch(tokenReceived(token));
      try {
        dispatch(userVerified(await fetchVerifiedUser(dispatch)));
      } catch {
        dispatch(signedOut());
        setError(TOKEN_ERROR_MESSAGE);
      }
    } finally {
      setBusy(false);
    }
  }

  return { signIn, busy, error };
}
