import { z } from 'zod';
import { ROLES, type User } from '../domain/roles';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { isMissing } from '../isMissing';
import {
  EmailSchema,
  NameSchema,
  PageInfoSchema,
  PagingQuerySchema,
  PasswordSchema,
} from '../common';
import { recordId, recordIdParam, text } from '../fields';

export const RoleSchema = z.enum(ROLES, {
  error: (issue) =>
    isMissing(issue.input) ? 'role is required' : `role must be one of ${ROLES.join(', ')}`,
});

export const UserSchema = z.object({
  id: recordId('id'),
  email: z.email(),
  role: RoleSchema,
  firstName: text('firstName').nullable().optional(),
  lastName: text('lastName').nullable().optional(),
}) satisfies z.ZodType<User>;

// Any string may be tried as an email here: an unknown one gets the same 401 as a wrong password.
export const LoginRequestSchema = z.strictObject({
  email: text('email', (issue) =>
    issue.input === undefined ? 'email is required' : 'email must be a string',
  )
    .min(1, 'email is required')
    .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`),
  password: text('password', 'password is required')
    .min(1, 'password is required')
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: text('message'),
  api_token: text('api_token'),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const VerifyResponseSchema = z.object({ success: z.literal(true), userInfo: UserSchema });
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

export const CreateUserRequestSchema = z.strictObject({
  email: EmailSchema,
  role: RoleSchema,
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

export const UserOutcomeSchema = z.object({
  success: z.literal(true),
  message: text('message'),
  user: UserSchema,
});
export type UserOutcome = z.infer<typeof UserOutcomeSchema>;

export const ListUsersQuerySchema = PagingQuerySchema.extend({ role: RoleSchema.optional() });
export type ListUsersQuery = z.input<typeof ListUsersQuerySchema>;

export const ListedUserSchema = UserSchema.extend({
  createdAt: text('createdAt'),
  /** False while an invited user has not yet set a password. */
  hasPassword: z.boolean(),
  /** When an admin deactivated the account (a person with history is never deleted); else null. */
  deactivatedAt: text('deactivatedAt').nullable(),
  /** When they last signed in with their password; null if never. */
  lastSignedInAt: text('lastSignedInAt').nullable(),
});
export type ListedUser = z.infer<typeof ListedUserSchema>;

export const UserListSchema = PageInfoSchema.extend({ users: z.array(ListedUserSchema) });
export type UserList = z.infer<typeof UserListSchema>;

export const DeleteUserRequestSchema = z.strictObject({ id: recordId('id') });
export type DeleteUserRequest = z.infer<typeof DeleteUserRequestSchema>;

/**
 * What removing a user did: `deleted` a person without history; `deactivated` one with
 * nominations, assessments, applications or payments on record (their records keep naming them).
 */
export const USER_REMOVALS = ['deleted', 'deactivated'] as const;
export const DeleteUserOutcomeSchema = z.object({
  success: z.literal(true),
  message: text('message'),
  outcome: z.enum(USER_REMOVALS),
});
export type DeleteUserOutcome = z.infer<typeof DeleteUserOutcomeSchema>;

export const ResetPasswordRequestSchema = z.strictObject({ email: EmailSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const SetPasswordRequestSchema = z.strictObject({
  token: text('token', 'token is required')
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
  password: PasswordSchema,
});
export type SetPasswordRequest = z.infer<typeof SetPasswordRequestSchema>;

export const UpdateProfileRequestSchema = z.strictObject({
  firstName: NameSchema,
  lastName: NameSchema,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const ProfileOutcomeSchema = z.object({
  success: z.literal(true),
  message: text('message'),
  userInfo: UserSchema,
});
export type ProfileOutcome = z.infer<typeof ProfileOutcomeSchema>;

export const UserIdParamsSchema = z.strictObject({ id: recordIdParam('user id') });

/** A role the user could be given, and why not when their history or place refuses it. */
export const RoleChangeSchema = z.object({
  role: RoleSchema,
  refusal: text('refusal').nullable(),
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

/** One user as an admin manages them: the list's facts and the roles they could move to. */
export const UserDetailSchema = ListedUserSchema.extend({
  roleChanges: z.array(RoleChangeSchema),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

export const UpdateUserRequestSchema = UpdateProfileRequestSchema;
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const ChangeUserRoleRequestSchema = z.strictObject({ role: RoleSchema });
export type ChangeUserRoleRequest = z.infer<typeof ChangeUserRoleRequestSchema>;

export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: text('currentPassword', 'currentPassword is required')
    .min(1, 'currentPassword is required')
    .max(PASSWORD_MAX_LENGTH, `currentPassword must be at most ${PASSWORD_MAX_LENGTH} characters`),
  newPassword: text('newPassword', (issue) =>
    isMissing(issue.input) ? 'newPassword is required' : 'newPassword must be a string',
  )
    .min(PASSWORD_MIN_LENGTH, `newPassword must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `newPassword must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
