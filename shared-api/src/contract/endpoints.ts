// Every call of the API, written once: method, path, who may call it and the schemas of
// what goes in and comes out. The server registers its routes from this table and the
// permission tests walk it, so a route cannot exist without an access rule.
import type { z } from 'zod';
import type { Role } from '../roles';
import { HealthSchema, OutcomeSchema } from './common';
import { AuditLogListSchema, ListLogsQuerySchema } from './logs';
import {
  CreateUserRequestSchema,
  DeleteUserRequestSchema,
  ListUsersQuerySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ProfileOutcomeSchema,
  ResetPasswordRequestSchema,
  SetPasswordRequestSchema,
  UpdateProfileRequestSchema,
  UserListSchema,
  UserOutcomeSchema,
  VerifyResponseSchema,
} from './users';

/** `public`: anyone; `session`: any signed-in user; a list of roles: only those. */
export type EndpointAccess = 'public' | 'session' | readonly Role[];

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  access: EndpointAccess;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
}

const ADMIN = ['admin'] as const;

export const ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check',
    tag: 'system',
    response: HealthSchema,
  },
  login: {
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    summary: 'Sign in with email and password; answers an api_token',
    tag: 'users',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
  },
  verifyUser: {
    method: 'GET',
    path: '/api/users/verify',
    access: 'session',
    summary: 'The user of the bearer token',
    tag: 'users',
    response: VerifyResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/users/logout',
    access: 'session',
    summary: 'Ends the session of the bearer token',
    tag: 'users',
    response: OutcomeSchema,
  },
  createUser: {
    method: 'POST',
    path: '/api/users',
    access: ADMIN,
    summary: 'Creates a user with a role and emails an invitation to set a password',
    tag: 'users',
    body: CreateUserRequestSchema,
    response: UserOutcomeSchema,
    status: 201,
  },
  listUsers: {
    method: 'GET',
    path: '/api/users',
    access: ADMIN,
    summary: 'Users, newest first, paged, optionally of one role',
    tag: 'users',
    query: ListUsersQuerySchema,
    response: UserListSchema,
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/users',
    access: ADMIN,
    summary: 'Deletes a user and ends their sessions',
    tag: 'users',
    body: DeleteUserRequestSchema,
    response: OutcomeSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/users/password/reset',
    access: 'public',
    summary: 'Emails a password reset link; the same answer whether or not the email exists',
    tag: 'users',
    body: ResetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  setPassword: {
    method: 'POST',
    path: '/api/users/password',
    access: 'public',
    summary: 'Sets a password with an invitation or reset token (single use, expiring)',
    tag: 'users',
    body: SetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/updateProfile',
    access: 'session',
    summary: "Updates the signed-in user's name",
    tag: 'users',
    body: UpdateProfileRequestSchema,
    response: ProfileOutcomeSchema,
  },
  listLogs: {
    method: 'GET',
    path: '/api/logs',
    access: ADMIN,
    summary: 'The audit log, newest first, paged',
    tag: 'logs',
    query: ListLogsQuerySchema,
    response: AuditLogListSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
