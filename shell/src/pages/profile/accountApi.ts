import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';

/**
 * The signed-in user's password and sessions: only the Profile page calls them, so they come with
 * its chunk, not with the shell's first load.
 */
export const accountApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    changePassword: build.mutation({
      ...contractCall(ROUTES.changePassword),
      invalidatesTags: ['Log'],
    }),
    // It ends this session too: the page signs out itself, with no redirect by the base query.
    endAllSessions: build.mutation(
      contractCall(ROUTES.endAllSessions, () => ({ loginRedirect: false })),
    ),
  }),
});

export const { useChangePasswordMutation, useEndAllSessionsMutation } = accountApi;
