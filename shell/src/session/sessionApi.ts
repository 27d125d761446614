import { baseApi, contractCall, type User } from '@glow/shared-api';
import type { GlowDispatch } from '../store';

/** The calls of the signed-in user's session and of the password links. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation(
      contractCall('login', (payload) => ({ method: 'POST', url: '/users/login', payload })),
    ),
    // Verification and logout handle a dead session themselves: no sign-out or redirect by the
    // base query, which would race with them.
    verifyUser: build.query({
      ...contractCall('verifyUser', () => ({
        method: 'GET',
        url: '/users/verify',
        loginRedirect: false,
      })),
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation(
      contractCall('logout', () => ({
        method: 'POST',
        url: '/users/logout',
        loginRedirect: false,
      })),
    ),
    updateProfile: build.mutation({
      ...contractCall('updateProfile', (payload) => ({
        method: 'POST',
        url: '/updateProfile',
        payload,
      })),
      invalidatesTags: ['User', 'Log'],
    }),
    resetPassword: build.mutation(
      contractCall('resetPassword', (payload) => ({
        method: 'POST',
        url: '/users/password/reset',
        payload,
      })),
    ),
    setPassword: build.mutation({
      ...contractCall('setPassword', (payload) => ({
        method: 'POST',
        url: '/users/password',
        payload,
      })),
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
