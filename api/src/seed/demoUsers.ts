// The demo's signed-in users: the admin, the scout and the four judges; the demo contributor is
// Maya Okafor (demoProgramme.ts), whose nomination made her account. All sign in with DEMO_PASSWORD.
import type { Role } from '@glow/contract';

export const DEMO_PASSWORD = 'glow-demo';

export function demoEmail(role: Role): string {
  return `${role}@glow.local`;
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
}

export const DEMO_ADMIN: DemoUser = {
  email: demoEmail('admin'),
  firstName: 'Demo',
  lastName: 'Admin',
};
export const DEMO_SCOUT: DemoUser = {
  email: demoEmail('scout'),
  firstName: 'Demo',
  lastName: 'Scout',
};

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
