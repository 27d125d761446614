// The demo applications (PLAN-17 §8, PLAN-18 §8). The demo contributor, `contributor@glow.local`,
// is Maya Okafor, nominated in Wave 1: she accepted the terms and the code of conduct and answered
// the eligibility questions, so the stepper waits on "Register your wallet". In the Pilot, Priya
// Nair (`pnair@example.org`, the demo password) and Jonas Becker have approved applications and
// registered wallets (Priya's KYC approved): their grants were paid (demoPayments.ts). Lars
// Henriksen's Large grant needed KYC, which was rejected: it went back to the pool. In Wave 1,
// Ana Ribeiro, Chen Wei and Sofia Marin are approved with registered wallets: payable once the
// judges approve Wave 1's distribution (the payments journey).
import { createHash } from 'node:crypto';
import {
  ASSESSMENT_SIZE_NAMES,
  CURRENT_DOCUMENT_VERSIONS,
  ELIGIBLE_ANSWERS,
  GRANT_AGREEMENT,
  grantSizeOf,
} from '@glow/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { encodeAccountID } from 'ripple-address-codec';
import type { Database } from '../db/database';
import {
  applications,
  contributors,
  documentAcceptances,
  kycVerifications,
  nominations,
  users,
} from '../db/schema';
import { approvedFinalSizes } from '../services/programmeProgress';

/**
 * A registered wallet of a demo contributor: an address made from a hash, so nobody holds its key;
 * it was never funded on any network. Never send real XRP to it.
 */
function demoWallet(name: string): string {
  return encodeAccountID(createHash('sha256').update(`glow-demo:${name}`).digest().subarray(0, 20));
}

/** Priya Nair's registered wallet. */
export const DEMO_PILOT_WALLET = demoWallet('pilot-wallet-pnair');
/** Jonas Becker's registered wallet. */
export const DEMO_JONAS_WALLET = demoWallet('pilot-wallet-jbecker');

/** The demo contributor's record (Wave 1, xrpl.js) and the Pilot's first approved applicant. */
const DEMO_APPLICANT_GITHUB = 'mokafor';
const PILOT_APPLICANT_GITHUB = 'pnair';

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

/** An approved demo application: the person's account, wallet, details and the admins' review. */
interface ApprovedApplication {
  githubUsername: string;
  cohortId: number;
  /** The registered wallet (a demo address from a hash). */
  wallet: string;
  walletKind: 'xaman' | 'gemwallet' | 'crossmark';
  /**
   * A Glow account with the demo password (Priya Nair's, to sign in as an applicant). The others
   * have none, so that a journey inviting them (Lars Henriksen in the e2e suite) still invites.
   */
  account: boolean;
  /** The day the contributor went through the steps (the review follows two days later). */
  day: string;
  /** The KYC the grant's size required, and how the provider decided; null: none needed. */
  kyc: { status: 'approved' | 'rejected'; providerId: string } | null;
  additionalInformation: string;
}

const hoursAfter = (day: string, hours: number) =>
  new Date(new Date(`${day}T09:00:00Z`).getTime() + hours * 3600_000);

/**
 * Why the admin asked for the person's KYC: their grant's final size in the cohort, as Glow
 * decides it (an unjudged Pilot, on an older database, has none to name).
 */
async function kycReason(db: Database, contributorId: number, cohortId: number) {
  const sizes = await approvedFinalSizes(db, [cohortId]);
  const own = await db
    .select({ id: nominations.id })
    .from(nominations)
    .where(and(eq(nominations.contributorId, contributorId), eq(nominations.cohortId, cohortId)));
  const size = grantSizeOf(own.flatMap(({ id }) => sizes.get(id) ?? []));
  return size
    ? `The grant is ${ASSESSMENT_SIZE_NAMES[size]}: we verify the recipient before paying it.`
    : 'We verify the recipient before paying the grant.';
}

/** The person's account (the demo password), linked to their contributor record. */
async function contributorAccount(
  db: Database,
  contributor: typeof contributors.$inferSelect,
  passwordHash: string,
  createdAt: Date,
): Promise<number | null> {
  const [user] = await db
    .insert(users)
    .values({
      email: contributor.email,
      role: 'contributor',
      firstName: contributor.firstName,
      lastName: contributor.lastName,
      passwordHash,
      createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (user) return user.id;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, contributor.email), eq(users.role, 'contributor')));
  return existing?.id ?? null;
}

/** Submitted, approved by the admin, with its KYC when the size needed one. */
async function insertApprovedApplication(
  db: Database,
  demo: ApprovedApplication,
  { adminId, passwordHash }: { adminId: number | null; passwordHash: string },
) {
  const contributor = await contributorNamed(db, demo.githubUsername);
  if (!contributor) return;
  let userId: number | null = null;
  if (demo.account) {
    userId = await contributorAccount(db, contributor, passwordHash, hoursAfter(demo.day, -240));
    if (userId === null) return;
    await linkAndAccept(db, userId, contributor.id, hoursAfter(demo.day, 0));
  }
  if (!contributor.walletRegisteredAt) {
    await db
      .update(contributors)
      .set({
        xrplAddress: demo.wallet,
        walletKind: demo.walletKind,
        walletRegisteredAt: hoursAfter(demo.day, 0.3),
      })
      .where(eq(contributors.id, contributor.id));
  }
  const wallet = contributor.xrplAddress ?? demo.wallet;
  const decided = hoursAfter(demo.day, 50);
  const [application] = await db
    .update(applications)
    .set({
      status: 'approved',
      eligibility: ELIGIBLE_ANSWERS,
      eligibilityAnsweredAt: hoursAfter(demo.day, 0.2),
      eligibilityAnsweredBy: userId,
      details: {
        previousXrplGrants: false,
        previousAccelerator: false,
        github: contributor.githubUsername,
        additionalInformation: demo.additionalInformation,
      },
      agreementName: `${contributor.firstName} ${contributor.lastName}`,
      agreementVersion: GRANT_AGREEMENT.version,
      agreedAddress: wallet,
      approvedAddress: wallet,
      submittedAt: hoursAfter(demo.day, 0.5),
      reviewedBy: adminId,
      reviewedAt: hoursAfter(demo.day, 48),
      kycStatus: demo.kyc?.status ?? null,
      kycRequestedBy: demo.kyc ? adminId : null,
      kycRequestReason: demo.kyc ? await kycReason(db, contributor.id, demo.cohortId) : null,
      updatedAt: demo.kyc ? decided : hoursAfter(demo.day, 48),
    })
    .where(
      and(eq(applications.contributorId, contributor.id), eq(applications.cohortId, demo.cohortId)),
    )
    .returning({ id: applications.id });
  if (!application || !demo.kyc) return;
  await db.insert(kycVerifications).values({
    applicationId: application.id,
    providerId: demo.kyc.providerId,
    status: demo.kyc.status,
    redirectUrl: `http://127.0.0.1:8030/verify/${demo.kyc.providerId}`,
    createdAt: hoursAfter(demo.day, 49),
    decidedAt: decided,
    lastEventAt: decided,
  });
}

/** The Pilot's approved applications and Wave 1's (see the file's comment). */
function approvedApplications(pilotId: number, wave1Id: number): ApprovedApplication[] {
  return [
    {
      githubUsername: PILOT_APPLICANT_GITHUB,
      account: true,
      cohortId: pilotId,
      wallet: DEMO_PILOT_WALLET,
      walletKind: 'xaman',
      day: '2026-06-20',
      kyc: { status: 'approved', providerId: 'ver_demo_pilot_pnair' },
      additionalInformation: 'The migration guide for version 4 is at js.xrpl.org.',
    },
    {
      githubUsername: 'jbecker',
      account: false,
      cohortId: pilotId,
      wallet: DEMO_JONAS_WALLET,
      walletKind: 'gemwallet',
      day: '2026-06-22',
      kyc: null,
      additionalInformation: 'The tutorials are linked from the documentation home page.',
    },
    {
      githubUsername: 'lhenriksen',
      account: false,
      cohortId: pilotId,
      wallet: demoWallet('wallet-lhenriksen'),
      walletKind: 'crossmark',
      day: '2026-06-23',
      kyc: { status: 'rejected', providerId: 'ver_demo_pilot_lhenriksen' },
      additionalInformation: 'The Clio work is described in the release notes of 2.3.',
    },
    ...(
      [
        ['anaribeiro', 'gemwallet'],
        ['chenwei-dev', 'xaman'],
        ['smarin', 'crossmark'],
      ] as const
    ).map(([githubUsername, walletKind]) => ({
      githubUsername,
      account: false,
      cohortId: wave1Id,
      wallet: demoWallet(`wallet-${githubUsername}`),
      walletKind,
      day: '2026-10-16',
      kyc: null,
      additionalInformation: 'Nothing to add.',
    })),
  ];
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
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.adminEmail));
  for (const demo of approvedApplications(input.pilotId, input.wave1Id)) {
    await insertApprovedApplication(db, demo, {
      adminId: admin?.id ?? null,
      passwordHash: input.passwordHash,
    });
  }
}
