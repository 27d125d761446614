import { baseApi, type User } from '@glow/shared-api';
import type {
  LoginRequest,
  LoginResponse,
  Outcome,
  ProfileOutcome,
  ResetPasswordRequest,
  SetPasswordRequest,
  UpdateProfileRequest,
  VerifyResponse,
} from '@glow/contract';
import type { GlowDispatch } from '../store';

/** The calls of the signed-in user's session and of the password links. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (payload) => ({ url: '/users/login', method: 'POST', payload }),
    }),
    // Verification and logout handle a dead session themselves: no sign-out or redirect by the
    // base query, which would race with them.
    verifyUser: build.query<VerifyResponse, void>({
      query: () => ({ url: '/users/verify', loginRedirect: false }),
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation<Outcome, void>({
      query: () => ({ url: '/users/logout', method: 'POST', loginRedirect: false }),
    }),
    updateProfile: build.mutation<ProfileOutcome, UpdateProfileRequest>({
      query: (payload) => ({ url: '/updateProfile', method: 'POST', payload }),
      invalidatesTags: ['User', 'Log'],
    }),
    resetPassword: build.mutation<Outcome, ResetPasswordRequest>({
      query: (payload) => ({ url: '/users/password/reset', method: 'POST', payload }),
    }),
    setPassword: build.mutation<Outcome, SetPasswordRequest>({
      query: (payload) => ({ url: '/users/password', method: 'POST', payload }),
      invalidatesTags: ['User', 'Log'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useUpdateProfileMutation,
  useResetPasswordMutation,
  useSetPasswordMutation,
} = sessionApi;

/** Asks the API whose the stored token is; rejects with the call's error if it is not valid. */
export async function fetchVerifiedUser(dispatch: GlowDispatch): Promise<User> {
  const answer = await dispatch(
    sessionApi.endpoints.verifyUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  return answer.userInfo;
}
