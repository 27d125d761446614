// KYC required by the grant's size: when the judges' approval of a cohort's
// distribution is complete, each application whose grant's size is one of the
// cohort's `kycSizes` needs KYC, and its contributor is emailed once. Called in the transaction
// that completes the approval.
import {
  ASSESSMENT_SIZE_NAMES,
  grantSizeOf,
  type AssessmentSize,
  type GrantSize,
} from '@glow/contract';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { applications, cohorts, contributors, nominations, users } from '../db/schema';
import { kycRequested } from './applicationEmails';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { approvedFinalSizes } from '../programme/programmeProgress';

type KycCohort = Pick<typeof cohorts.$inferSelect, 'id' | 'name' | 'kycSizes'>;

const needsKyc = (size: AssessmentSize, kycSizes: GrantSize[]): size is GrantSize =>
  (kycSizes as AssessmentSize[]).includes(size);

/**
 * Sets KYC `required` on the cohort's applications whose grant size needs it (unless KYC is
 * already asked for, or the application ended), audits `kyc.requested` and queues the email.
 * Nothing happens before the distribution is approved. Answers how many became required.
 */
export async function requireKycBySize(
  tx: Database,
  actor: Actor,
  cohort: KycCohort,
  appUrl: string,
): Promise<number> {
  if (cohort.kycSizes.length === 0) return 0;
  const sizes = await approvedFinalSizes(tx, [cohort.id]);
  const sized = await tx
    .select({ id: nominations.id, contributorId: nominations.contributorId })
    .from(nominations)
    .where(eq(nominations.cohortId, cohort.id));
  // A person nominated twice in the cohort has one application and one grant: of the largest
  // final size (grantSizeOf), which is the size that decides KYC.
  const sizesOf = new Map<number, AssessmentSize[]>();
  for (const nomination of sized) {
    const size = sizes.get(nomination.id);
    if (!size) continue;
    sizesOf.set(nomination.contributorId, [...(sizesOf.get(nomination.contributorId) ?? []), size]);
  }
  const sizeOf = new Map<number, GrantSize>();
  for (const [contributorId, own] of sizesOf) {
    const size = grantSizeOf(own);
    if (size && needsKyc(size, cohort.kycSizes)) sizeOf.set(contributorId, size);
  }
  if (sizeOf.size === 0) return 0;
  const required = await tx
    .update(applications)
    .set({ kycStatus: 'required', updatedAt: now() })
    .where(
      and(
        eq(applications.cohortId, cohort.id),
        inArray(applications.contributorId, [...sizeOf.keys()]),
        isNull(applications.kycStatus),
        notInArray(applications.status, ['notEligible', 'withdrawn']),
      ),
    )
    .returning({ id: applications.id, contributorId: applications.contributorId });
  if (required.length === 0) return 0;
  const people = await tx
    .select({
      id: contributors.id,
      firstName: contributors.firstName,
      contributorEmail: contributors.email,
      userEmail: users.email,
    })
    .from(contributors)
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(
      inArray(
        contributors.id,
        required.map((application) => application.contributorId),
      ),
    );
  for (const application of required) {
    const size = sizeOf.get(application.contributorId)!;
    const person = people.find((row) => row.id === application.contributorId)!;
    await recordChange(tx, actor, {
      action: 'kyc.requested',
      entity: 'application',
      entityId: application.id,
      details: { reason: `size ${size} requires KYC`, size },
    });
    await enqueueEmail(
      tx,
      kycRequested(
        {
          to: person.userEmail ?? person.contributorEmail,
          firstName: person.firstName,
          cohortName: cohort.name,
        },
        { size: ASSESSMENT_SIZE_NAMES[size] },
        appUrl,
      ),
    );
  }
  return required.length;
}
