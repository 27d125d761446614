// The API contract: schemas shared by the browser and the API server.
// Nothing here may import React or browser globals.
import { z } from 'zod';

export const ROLES = ['admin', 'scout', 'judge', 'contributor'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  role: RoleSchema,
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** Every error the API answers with. */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
