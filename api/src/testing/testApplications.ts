// Applications written straight into a test database, for the admins' review tests: a nominated
// contributor with an account and a session, and their application taken to a step (each step
// through the contributor's routes has its own tests).
import { randomBytes } from 'node:crypto';
import { CURRENT_DOCUMENT_VERSIONS, ELIGIBLE_ANSWERS, GRANT_AGREEMENT } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { encodeAccountID } from 'ripple-address-codec';
import {
  applications,
  contributors,
  documentAcceptances,
  nominationProjects,
  nominations,
  users,
} from '../db/schema';
import type { TestApi } from './testApi';
import { insertContributor, insertProject } from './testNominations';
import { SCREENING_PASSED } from './testProgramme';
import { startTestSession } from './testSessions';

export interface TestApplicant {
  applicationId: number;
  contributorId: number;
  userId: number;
  firstName: string;
  lastName: string;
  /** "Maya Okafor3": the name the admins' pages and messages use. */
  name: string;
  email: string;
  /** The api_token of a session of the contributor. */
  token: string;
  /** Set once the wallet step is passed. */
  walletAddress: string | null;
}

/** How far the application has gone: the step reached, as a contributor would have taken it. */
export type ApplicantStage =
  'account' | 'documents' | 'eligible' | 'notEligible' | 'wallet' | 'submitted';

const STAGES: ApplicantStage[] = ['account', 'documents', 'eligible', 'wallet', 'submitted'];
const reached = (stage: ApplicantStage, step: ApplicantStage) =>
  stage === 'notEligible'
    ? step === 'account' || step === 'documents'
    : STAGES.indexOf(stage) >= STAGES.indexOf(step);

/** A fresh classic XRPL address (never funded). */
export const newAddress = () => encodeAccountID(randomBytes(20));

/**
 * A contributor with a password and a session, nominated in the cohort (a new contributor and
 * project unless `contributorId` names one already nominated there), and their application taken
 * to `stage`.
 */
export async function givenApplicant(
  api: TestApi,
  cohortId: number,
  { stage = 'submitted', contributorId }: { stage?: ApplicantStage; contributorId?: number } = {},
): Promise<TestApplicant> {
  const { db } = api;
  const contributor = contributorId
    ? (await db.select().from(contributors).where(eq(contributors.id, contributorId)))[0]!
    : await nominatedContributor(api, cohortId);
  const [user] = await db
    .insert(users)
    .values({
      email: contributor.email,
      role: 'contributor',
      firstName: contributor.firstName,
      lastName: contributor.lastName,
      // Any text: these tests sign in through a session row, not the password.
      passwordHash: 'set-in-test',
    })
    .returning({ id: users.id });
  const token = await startTestSession(db, user!.id);
  const [application] = await db
    .insert(applications)
    .values({ contributorId: contributor.id, cohortId })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  const applicationId =
    application?.id ??
    (
      await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(eq(applications.contributorId, contributor.id), eq(applications.cohortId, cohortId)),
        )
    )[0]!.id;
  const applicant: TestApplicant = {
    applicationId,
    contributorId: contributor.id,
    userId: user!.id,
    firstName: contributor.firstName,
    lastName: contributor.lastName,
    name: `${contributor.firstName} ${contributor.lastName}`,
    email: contributor.email,
    token,
    walletAddress: null,
  };
  await db
    .update(contributors)
    .set({ userId: user!.id })
    .where(eq(contributors.id, contributor.id));
  await takeTo(api, applicant, stage);
  return applicant;
}

async function nominatedContributor(api: TestApi, cohortId: number) {
  const contributor = await insertContributor(api);
  const project = await insertProject(api, 'applied');
  const [nomination] = await api.db
    .insert(nominations)
    .values({
      cohortId,
      contributorId: contributor.id,
      description: 'Rewrote the autofill path and documented every option it takes.',
      categories: ['Creating Community Tools'],
      contributionDate: '2026-09-15',
      screening: SCREENING_PASSED,
    })
    .returning({ id: nominations.id });
  await api.db.insert(nominationProjects).values({
    nominationId: nomination!.id,
    projectId: project.id,
    cohortId,
    contributorId: contributor.id,
  });
  return contributor;
}

/** Writes what the contributor's steps up to `stage` would have stored. */
async function takeTo(api: TestApi, applicant: TestApplicant, stage: ApplicantStage) {
  const { db } = api;
  if (reached(stage, 'documents')) {
    await db.insert(documentAcceptances).values([
      { userId: applicant.userId, document: 'terms', version: CURRENT_DOCUMENT_VERSIONS.terms },
      {
        userId: applicant.userId,
        document: 'codeOfConduct',
        version: CURRENT_DOCUMENT_VERSIONS.codeOfConduct,
      },
    ]);
  }
  const answered = { eligibilityAnsweredAt: new Date(), eligibilityAnsweredBy: applicant.userId };
  if (stage === 'notEligible') {
    await db
      .update(applications)
      .set({
        ...answered,
        eligibility: { ...ELIGIBLE_ANSWERS, recentWork: false },
        failingEligibility: ['recentWork'],
        status: 'notEligible',
      })
      .where(eq(applications.id, applicant.applicationId));
    return;
  }
  if (reached(stage, 'eligible')) {
    await db
      .update(applications)
      .set({ ...answered, eligibility: ELIGIBLE_ANSWERS })
      .where(eq(applications.id, applicant.applicationId));
  }
  if (reached(stage, 'wallet')) {
    applicant.walletAddress = newAddress();
    await db
      .update(contributors)
      .set({
        xrplAddress: applicant.walletAddress,
        walletKind: 'gemwallet',
        walletRegisteredAt: new Date(),
      })
      .where(eq(contributors.id, applicant.contributorId));
  }
  if (reached(stage, 'submitted')) {
    await db
      .update(applications)
      .set({
        status: 'submitted',
        details: { previousXrplGrants: false, previousAccelerator: true },
        agreementName: applicant.name,
        agreementVersion: GRANT_AGREEMENT.version,
        agreedAddress: applicant.walletAddress,
        submittedAt: new Date(),
      })
      .where(eq(applications.id, applicant.applicationId));
  }
}
