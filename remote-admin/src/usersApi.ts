import * as ROUTES from '@glow/contract/routes';
import type { ChangeUserRoleRequest, UpdateUserRequest } from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';

export const USERS_PAGE_SIZE = 20;

/**
 * The users pages' calls. Kept apart from api.ts, which every admin page loads, so the users
 * pages' chunks bring them. Every change is written to the audit log, so it refreshes the log too.
 */
export const usersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listUsers: build.query({
      ...contractCall(ROUTES.listUsers),
      providesTags: ['User'],
    }),
    createUser: build.mutation({
      ...contractCall(ROUTES.createUser),
      invalidatesTags: ['User', 'Log'],
    }),
    deleteUser: build.mutation({
      ...contractCall(ROUTES.deleteUser),
      invalidatesTags: ['User', 'Log'],
    }),
    getUser: build.query({
      ...contractCall(ROUTES.getUser, (id: number) => ({ pathParams: { id } })),
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation({
      ...contractCall(
        ROUTES.updateUser,
        ({ id, ...payload }: { id: number } & UpdateUserRequest) => ({
          pathParams: { id },
          payload,
        }),
      ),
      invalidatesTags: ['User', 'Log'],
    }),
    // A refused change also refreshes: the person's history may have changed meanwhile.
    changeUserRole: build.mutation({
      ...contractCall(
        ROUTES.changeUserRole,
        ({ id, ...payload }: { id: number } & ChangeUserRoleRequest) => ({
          pathParams: { id },
          payload,
        }),
      ),
      invalidatesTags: ['User', 'Log'],
    }),
    resendInvitation: build.mutation({
      ...contractCall(ROUTES.resendInvitation, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: ['User', 'Log'],
    }),
    deactivateUser: build.mutation({
      ...contractCall(ROUTES.deactivateUser, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: ['User', 'Log'],
    }),
    reactivateUser: build.mutation({
      ...contractCall(ROUTES.reactivateUser, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: ['User', 'Log'],
    }),
  }),
});

export const {
  useListUsersQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  useChangeUserRoleMutation,
  useResendInvitationMutation,
  useDeactivateUserMutation,
  useReactivateUserMutation,
} = usersApi;
