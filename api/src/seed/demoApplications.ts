// The demo applications (PLAN-17 §8). The demo contributor, `contributor@glow.local`, is Maya
// Okafor, nominated in Wave 1: she accepted the terms and the code of conduct and answered the
// eligibility questions, so the stepper waits on "Register your wallet". In the Pilot, Priya Nair
// (`pnair@example.org`, the demo password) has an approved application, a registered wallet and
// an approved KYC: a grant ready to pay, for the payment pages.
import { createHash } from 'node:crypto';
import { CURRENT_DOCUMENT_VERSIONS, ELIGIBLE_ANSWERS, GRANT_AGREEMENT } from '@glow/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { encodeAccountID } from 'ripple-address-codec';
import type { Database } from '../db/database';
import {
  applications,
  contributors,
  documentAcceptances,
  kycVerifications,
  users,
} from '../db/schema';

/**
 * Priya Nair's registered wallet: an address made from a hash, so nobody holds its key; it was
 * never funded on any network. Never send real XRP to it.
 */
export const DEMO_PILOT_WALLET = encodeAccountID(
  createHash('sha256').update('glow-demo:pilot-wallet-pnair').digest().subarray(0, 20),
);

/** The demo contributor's record (Wave 1, xrpl.js) and the Pilot's approved applicant. */
const DEMO_APPLICANT_GITHUB = 'mokafor';
const PILOT_APPLICANT_GITHUB = 'pnair';

const at = (iso: string) => new Date(iso);

async function contributorNamed(db: Database, githubUsername: string) {
  const [row] = await db
    .select()
    .from(contributors)
    .where(eq(contributors.githubUsername, githubUsername));
  return row;
}

/** The user links to the contributor record and has accepted both documents' current versions. */
async function linkAndAccept(
  db: Database,
  userId: number,
  contributorId: number,
  acceptedAt: Date,
) {
  await db
    .update(contributors)
    .set({ userId })
    .where(and(eq(contributors.id, contributorId), isNull(contributors.userId)));
  await db
    .insert(documentAcceptances)
    .values([
      { userId, document: 'terms', version: CURRENT_DOCUMENT_VERSIONS.terms, acceptedAt },
      {
        userId,
        document: 'codeOfConduct',
        version: CURRENT_DOCUMENT_VERSIONS.codeOfConduct,
        acceptedAt,
      },
    ])
    .onConflictDoNothing();
}

/** Maya Okafor's Wave 1 application, up to the wallet step, as the demo contributor's. */
async function insertDemoContributorApplication(
  db: Database,
  contributorEmail: string,
  wave1Id: number,
) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, contributorEmail), eq(users.role, 'contributor')));
  const maya = await contributorNamed(db, DEMO_APPLICANT_GITHUB);
  if (!user || !maya) return;
  const now = new Date();
  await linkAndAccept(db, user.id, maya.id, now);
  await db
    .update(applications)
    .set({
      eligibility: ELIGIBLE_ANSWERS,
      eligibilityAnsweredAt: now,
      eligibilityAnsweredBy: user.id,
      updatedAt: now,
    })
    .where(and(eq(applications.contributorId, maya.id), eq(applications.cohortId, wave1Id)));
}

/** Priya Nair's Pilot application: submitted, approved by the admin, KYC approved. */
async function insertPilotApprovedApplication(
  db: Database,
  {
    adminEmail,
    passwordHash,
    pilotId,
  }: { adminEmail: string; passwordHash: string; pilotId: number },
) {
  const priya = await contributorNamed(db, PILOT_APPLICANT_GITHUB);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  if (!priya) return;
  const [user] = await db
    .insert(users)
    .values({
      email: priya.email,
      role: 'contributor',
      firstName: priya.firstName,
      lastName: priya.lastName,
      passwordHash,
      createdAt: at('2026-05-12T10:00:00Z'),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return;
  await linkAndAccept(db, user.id, priya.id, at('2026-06-20T15:00:00Z'));
  await db
    .update(contributors)
    .set({
      xrplAddress: DEMO_PILOT_WALLET,
      walletKind: 'xaman',
      walletRegisteredAt: at('2026-06-20T15:20:00Z'),
    })
    .where(eq(contributors.id, priya.id));
  const [application] = await db
    .update(applications)
    .set({
      status: 'approved',
      eligibility: ELIGIBLE_ANSWERS,
      eligibilityAnsweredAt: at('2026-06-20T15:10:00Z'),
      eligibilityAnsweredBy: user.id,
      details: {
        previousXrplGrants: false,
        previousAccelerator: false,
        github: priya.githubUsername,
        additionalInformation: 'The migration guide for version 4 is at js.xrpl.org.',
      },
      agreementName: `${priya.firstName} ${priya.lastName}`,
      agreementVersion: GRANT_AGREEMENT.version,
      agreedAddress: DEMO_PILOT_WALLET,
      submittedAt: at('2026-06-20T15:30:00Z'),
      reviewedBy: admin?.id ?? null,
      reviewedAt: at('2026-06-22T09:00:00Z'),
      kycStatus: 'approved',
      kycRequestedBy: admin?.id ?? null,
      kycRequestReason: 'The payout address is new to Glow; we verify the recipient first.',
      updatedAt: at('2026-06-23T11:00:00Z'),
    })
    .where(and(eq(applications.contributorId, priya.id), eq(applications.cohortId, pilotId)))
    .returning({ id: applications.id });
  if (!application) return;
  await db.insert(kycVerifications).values({
    applicationId: application.id,
    providerId: 'ver_demo_pilot_pnair',
    status: 'approved',
    redirectUrl: 'http://127.0.0.1:8030/verify/ver_demo_pilot_pnair',
    createdAt: at('2026-06-22T10:00:00Z'),
    decidedAt: at('2026-06-23T11:00:00Z'),
    lastEventAt: at('2026-06-23T11:00:00Z'),
  });
}

export interface DemoApplicationsInput {
  contributorEmail: string;
  adminEmail: string;
  /** The demo password's hash, for Priya Nair's account. */
  passwordHash: string;
  wave1Id: number;
  pilotId: number;
}

/** The demo applications; call it after the cohorts, their nominations and applications exist. */
export async function insertDemoApplications(
  db: Database,
  input: DemoApplicationsInput,
): Promise<void> {
  await insertDemoContributorApplication(db, input.contributorEmail, input.wave1Id);
  await insertPilotApprovedApplication(db, input);
}
