// The demo's applications (issue 17), on top of one per nominated person per cohort: the demo
// contributor account is Maya Okafor, whose Wave 1 application waits at the wallet step (a
// developer signing in as contributor@glow.local sees the stepper there), and the Pilot has one
// approved application with a registered wallet, for the payment pages.
import {
  CODE_OF_CONDUCT,
  ELIGIBILITY_KEYS,
  GRANT_AGREEMENT,
  TERMS_OF_SERVICE,
  type EligibilityAnswers,
} from '@glow/contract';
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { encodeAccountID } from 'ripple-address-codec';
import type { Database } from '../db/database';
import { applications, cohorts, contributors, documentAcceptances, users } from '../db/schema';

const ALL_YES = Object.fromEntries(
  ELIGIBILITY_KEYS.map((key) => [key, true]),
) as EligibilityAnswers;

/**
 * The Pilot's approved applicant's wallet: an address derived from a fixed label, whose key
 * nobody holds. Documented as never funded: a payment to it would be lost.
 */
export const DEMO_PILOT_WALLET = encodeAccountID(
  createHash('sha256').update('glow-demo:pilot-grant-wallet').digest().subarray(0, 20),
);

async function applicationOf(db: Database, githubUsername: string, cohortName: string) {
  const [row] = await db
    .select({ application: applications, contributor: contributors })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(and(eq(contributors.githubUsername, githubUsername), eq(cohorts.name, cohortName)));
  return row ?? null;
}

/** Maya Okafor's account and her Wave 1 application up to the wallet step. */
async function seedDemoContributor(db: Database, contributorEmail: string, cohortName: string) {
  const [user] = await db.select().from(users).where(eq(users.email, contributorEmail));
  const maya = await applicationOf(db, 'mokafor', cohortName);
  if (!user || user.role !== 'contributor' || !maya) return;
  await db
    .update(contributors)
    .set({ userId: user.id })
    .where(and(eq(contributors.id, maya.contributor.id), isNull(contributors.userId)));
  await db
    .insert(documentAcceptances)
    .values([
      { userId: user.id, document: 'terms', version: TERMS_OF_SERVICE.version },
      { userId: user.id, document: 'codeOfConduct', version: CODE_OF_CONDUCT.version },
    ])
    .onConflictDoNothing();
  await db
    .update(applications)
    .set({
      eligibility: ALL_YES,
      eligibilityAnsweredAt: new Date(),
      eligibilityAnsweredBy: user.id,
    })
    .where(eq(applications.id, maya.application.id));
}

/** Jonas Becker's Pilot application (Small: no KYC), approved, his wallet registered. */
async function seedApprovedPilotApplication(db: Database, pilotName: string) {
  const jonas = await applicationOf(db, 'jbecker', pilotName);
  if (!jonas) return;
  const { firstName, lastName } = jonas.contributor;
  const decided = new Date('2026-07-10T10:00:00Z');
  await db
    .update(contributors)
    .set({
      xrplAddress: DEMO_PILOT_WALLET,
      walletKind: 'xaman',
      walletRegisteredAt: new Date('2026-06-24T09:00:00Z'),
    })
    .where(eq(contributors.id, jonas.contributor.id));
  await db
    .update(applications)
    .set({
      status: 'approved',
      eligibility: ALL_YES,
      eligibilityAnsweredAt: new Date('2026-06-23T09:00:00Z'),
      details: {
        previousXrplGrants: false,
        previousAccelerator: false,
        github: jonas.contributor.githubUsername,
      },
      agreementName: `${firstName} ${lastName}`,
      agreementVersion: GRANT_AGREEMENT.version,
      agreedAddress: DEMO_PILOT_WALLET,
      submittedAt: new Date('2026-06-25T09:00:00Z'),
      reviewedAt: decided,
      updatedAt: decided,
    })
    .where(eq(applications.id, jonas.application.id));
}

export async function seedDemoApplications(
  db: Database,
  names: { contributorEmail: string; cohortName: string; pilotName: string },
): Promise<void> {
  await seedDemoContributor(db, names.contributorEmail, names.cohortName);
  await seedApprovedPilotApplication(db, names.pilotName);
}
