import {
  DEFAULT_ERROR_MESSAGE,
  isGlowApiError,
  signedOut,
  tokenReceived,
  userVerified,
} from '@glow/shared-api';
import type { LoginRequest } from '@glow/contract';
import { useGlowDispatch } from '../store';
import { fetchVerifiedUser, useLoginMutation } from './sessionApi';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password';
export const TOKEN_ERROR_MESSAGE = 'Token error, please try again';

/** The server's message, or "Wrong username or password" when it gave none. */
function loginFailureMessage(error: unknown): string {
  if (!isGlowApiError(error)) return WRONG_CREDENTIALS_MESSAGE;
  // Status 0: no answer came back, so nothing is known about the credentials.
  if (error.status === 0) return error.message;
  return error.message === DEFAULT_ERROR_MESSAGE ? WRONG_CREDENTIALS_MESSAGE : error.message;
}

/**
 * Signing in: store the token, verify it, save the user. If the
 * verification fails nothing stays stored. Signing in puts the user in the session; the
 * login page then sends them on. `signIn` answers the message to show when it failed, else null.
 */
export function useSignIn() {
  const dispatch = useGlowDispatch();
  const [login] = useLoginMutation();

  return async function signIn(credentials: LoginRequest): Promise<string | null> {
    const answer = await login(credentials);
    if (answer.error) return loginFailureMessage(answer.error);
    const { success, message, api_token: token } = answer.data;
    if (!success || !token) return message || WRONG_CREDENTIALS_MESSAGE;
    dispatch(tokenReceived(token));
    try {
      dispatch(userVerified(await fetchVerifiedUser(dispatch)));
      return null;
    } catch {
      dispatch(signedOut());
      return TOKEN_ERROR_MESSAGE;
    }
  };
}
