import { baseApi, type Role } from '@glow/shared-api';
import type {
  AuditLogList,
  CreateUserRequest,
  DeleteUserRequest,
  Outcome,
  PagingQuery,
  UserList,
  UserOutcome,
} from '@glow/contract';

export const USERS_PAGE_SIZE = 20;
export const LOGS_PAGE_SIZE = 25;

export interface ListUsersArgs extends PagingQuery {
  role?: Role;
}

/** The admin area's calls. Every change is written to the audit log, so it refreshes the log too. */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserList, ListUsersArgs>({
      query: (payload) => ({ url: '/users', payload }),
      providesTags: ['User'],
    }),
    createUser: build.mutation<UserOutcome, CreateUserRequest>({
      query: (payload) => ({ url: '/users', method: 'POST', payload }),
      invalidatesTags: ['User', 'Log'],
    }),
    deleteUser: build.mutation<Outcome, DeleteUserRequest>({
      query: (payload) => ({ url: '/users', method: 'DELETE', payload }),
      invalidatesTags: ['User', 'Log'],
    }),
    listLogs: build.query<AuditLogList, PagingQuery>({
      query: (payload) => ({ url: '/logs', payload }),
      providesTags: ['Log'],
    }),
  }),
});

export const { useListUsersQuery, useCreateUserMutation, useDeleteUserMutation, useListLogsQuery } =
  adminApi;
