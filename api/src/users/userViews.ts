import type { ListedUser, User } from '@glow/contract';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

export function toListedUser(row: UserRow): ListedUser {
  return {
    ...toUser(row),
    createdAt: row.createdAt.toISOString(),
    hasPassword: row.passwordHash !== null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
