// The API contract: schemas shared by the browser and the API server.
// Nothing here may import React or browser globals.
import { z } from 'zod';
import { ROLES, type User } from '../roles';

export { ROLES, type Role, type User } from '../roles';
export const RoleSchema = z.enum(ROLES);

export const UserSchema = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  role: RoleSchema,
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
}) satisfies z.ZodType<User>;

/** Every error the API answers with. */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
