import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall, type User } from '@glow/shared-api';
import type { GlowDispatch } from '../store';

/** The calls of the signed-in user's session and of the password links. */
export const sessionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation(contractCall(ROUTES.login)),
    // Verification and logout handle a dead session themselves: no sign-out or redirect by the
    // base query, which would race with them.
    verifyUser: build.query({
      ...contractCall(ROUTES.verifyUser, () => ({ loginRedirect: false })),
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation(contractCall(ROUTES.logout, () => ({ loginRedirect: false }))),
    updateProfile: build.mutation({
      ...contractCall(ROUTES.updateProfile),
      invalidatesTags: ['User', 'Log'],
    }),
    resetPassword: build.mutation(contractCall(ROUTES.resetPassword)),
    setPassword: build.mutation({
      ...contractCall(ROUTES.setPassword),
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
