export const ROLES = ['admin', 'scout', 'judge', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id: number;
  email: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A user object as stored in local storage by an earlier visit, checked field by field. */
export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const { id, email, role } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    typeof email === 'string' &&
    email.includes('@') &&
    isRole(role)
  );
}
