import { baseApi, contractCall } from '@glow/shared-api';

export const USERS_PAGE_SIZE = 20;
export const LOGS_PAGE_SIZE = 25;

/** The admin area's calls. Every change is written to the audit log, so it refreshes the log too. */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query({
      ...contractCall('listUsers', (payload) => ({ method: 'GET', url: '/users', payload })),
      providesTags: ['User'],
    }),
    createUser: build.mutation({
      ...contractCall('createUser', (payload) => ({ method: 'POST', url: '/users', payload })),
      invalidatesTags: ['User', 'Log'],
    }),
    deleteUser: build.mutation({
      ...contractCall('deleteUser', (payload) => ({ method: 'DELETE', url: '/users', payload })),
      invalidatesTags: ['User', 'Log'],
    }),
    listLogs: build.query({
      ...contractCall('listLogs', (payload) => ({ method: 'GET', url: '/logs', payload })),
      providesTags: ['Log'],
    }),
  }),
});

export const { useListUsersQuery, useCreateUserMutation, useDeleteUserMutation, useListLogsQuery } =
  adminApi;
