// Demo data for `npm start` and the browser tests; never run in production (the config refuses).
import { ROLES, type Role } from '@glow/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { seedDemoProgramme } from './demoProgramme';

export const DEMO_PASSWORD = 'glow-demo';

export function demoEmail(role: Role): string {
  return `${role}@glow.local`;
}

/**
 * Creates one user per role (password `glow-demo`) and, when there is no cohort yet, the demo
 * cohort with its nominations; what exists is left as it is.
 */
export async function seedDemoData(db: Database): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = ROLES.map((role) => ({
    email: demoEmail(role),
    role,
    passwordHash,
    firstName: 'Demo',
    lastName: role[0]!.toUpperCase() + role.slice(1),
  }));
  await db.insert(users).values(rows).onConflictDoNothing();
  await seedDemoProgramme(db, demoEmail('scout'));
  return rows.map((row) => row.email);
}
