import type { ContributorSummary } from '@glow/contract';
import type { contributors } from '../db/schema';
import type { Actor } from '../system/auditLog';

type ContributorRow = typeof contributors.$inferSelect;

/** `m•••@example.org`: enough for a scout to recognise an address they know, not to learn one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Emails are private to admins: a scout sees them masked. */
export function toContributorSummary(
  row: Pick<
    ContributorRow,
    'id' | 'firstName' | 'lastName' | 'githubUsername' | 'xHandle' | 'email'
  >,
  activeNominations: number,
  viewer: Actor,
): ContributorSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    githubUsername: row.githubUsername,
    xHandle: row.xHandle,
    email: viewer.role === 'admin' ? row.email : maskEmail(row.email),
    activeNominations,
  };
}
