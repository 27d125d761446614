// The users' calls: signing in and out, accounts, passwords and the profile.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import { ErrorBodySchema, OutcomeSchema } from '../common';
import {
  CreateUserRequestSchema,
  DeleteUserOutcomeSchema,
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
} from './schemas';

export const USERS_ENDPOINTS = {
  login: {
    ...ROUTES.login,
    access: 'public',
    summary: 'Sign in with email and password; answers an api_token',
    tag: 'users',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    errors: { 401: ErrorBodySchema, 403: ErrorBodySchema },
  },
  verifyUser: {
    ...ROUTES.verifyUser,
    access: 'session',
    summary: 'The user of the bearer token',
    tag: 'users',
    response: VerifyResponseSchema,
  },
  logout: {
    ...ROUTES.logout,
    access: 'session',
    summary: 'Ends the session of the bearer token',
    tag: 'users',
    response: OutcomeSchema,
  },
  createUser: {
    ...ROUTES.createUser,
    access: ADMIN,
    summary: 'Creates a user with a role and emails an invitation to set a password',
    tag: 'users',
    body: CreateUserRequestSchema,
    response: UserOutcomeSchema,
    status: 201,
    errors: { 409: ErrorBodySchema },
  },
  listUsers: {
    ...ROUTES.listUsers,
    access: ADMIN,
    summary: 'Users, newest first, paged, optionally of one role',
    tag: 'users',
    query: ListUsersQuerySchema,
    response: UserListSchema,
  },
  deleteUser: {
    ...ROUTES.deleteUser,
    access: ADMIN,
    summary:
      'Deletes a user without history; deactivates one with nominations, assessments, applications or payments (no sign-in, sessions ended, asked to judge no more)',
    tag: 'users',
    body: DeleteUserRequestSchema,
    response: DeleteUserOutcomeSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  resetPassword: {
    ...ROUTES.resetPassword,
    access: 'public',
    summary: 'Emails a password reset link; the same answer whether or not the email exists',
    tag: 'users',
    body: ResetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  setPassword: {
    ...ROUTES.setPassword,
    access: 'public',
    summary: 'Sets a password with an invitation or reset token (single use, expiring)',
    tag: 'users',
    body: SetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  updateProfile: {
    ...ROUTES.updateProfile,
    access: 'session',
    summary: "Updates the signed-in user's name",
    tag: 'users',
    body: UpdateProfileRequestSchema,
    response: ProfileOutcomeSchema,
    errors: { 404: ErrorBodySchema },
  },
} as const satisfies Record<string, Endpoint>;
