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
 * The demo judges: a panel of four, so three assess each nomination and a split can wait for a
 * fourth. The first is the role's demo user, `judge@glow.local`.
 */
export const DEMO_JUDGES = [
  { email: demoEmail('judge'), firstName: 'Ana', lastName: 'Ruiz' },
  { email: 'judge2@glow.local', firstName: 'Ben', lastName: 'Ito' },
  { email: 'judge3@glow.local', firstName: 'Chloé', lastName: 'Martin' },
  { email: 'judge4@glow.local', firstName: 'Dev', lastName: 'Patel' },
] as const;

interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

/** The demo users of `role`: "Demo Admin", "Demo Scout"…, and the judges (DEMO_JUDGES). */
function demoUsersOf(role: Role): DemoUser[] {
  if (role === 'judge') return DEMO_JUDGES.map((judge) => ({ ...judge, role }));
  const lastName = role[0]!.toUpperCase() + role.slice(1);
  return [{ email: demoEmail(role), role, firstName: 'Demo', lastName }];
}

/**
 * Creates the demo users (password `glow-demo`): one per role, the judge's role four times and,
 * when there is no cohort yet, the demo cohorts with their nominations; what exists is left as it
 * is. Answers the demo users' emails.
 */
export async function seedDemoData(db: Database): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = ROLES.flatMap(demoUsersOf).map((user) => ({ ...user, passwordHash }));
  await db.insert(users).values(rows).onConflictDoNothing();
  await seedDemoProgramme(db, {
    scoutEmail: demoEmail('scout'),
    judgeEmails: DEMO_JUDGES.map((judge) => judge.email),
    contributorEmail: demoEmail('contributor'),
    adminEmail: demoEmail('admin'),
    passwordHash,
  });
  return rows.map((row) => row.email);
}
