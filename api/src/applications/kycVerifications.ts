// The contributor's identity verification: started (or resumed) at the provider only when their
// application requires one, and read back. The provider is called outside any transaction (it may
// take seconds or be down); the rows are checked again, locked, before the verification is kept.
import type { KycStarted, KycState } from '@glow/contract';
import { and, desc, eq } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { applications, contributors, kycVerifications } from '../db/schema';
import { conflict, notFound, outsideServiceFailed } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { loadApplicationForWrite } from './applicationSteps';
import { recordChange, type Actor } from '../system/auditLog';
import { KycProviderUnavailable, type KycClient, type KycVerification } from '../clients/kycClient';

type VerificationRow = typeof kycVerifications.$inferSelect;

/**
 * Inside a transaction: the caller's application if a verification may be started for it now, with
 * its open (pending) verification if there is one. `notFound` for another person's application,
 * `conflict` for one whose earlier steps are not done, that needs no KYC, is verified, or was
 * rejected (a new verification only when an admin asks again, which makes it `required`).
 */
async function startable(tx: Database, actor: Actor, applicationId: number) {
  const { application } = await loadApplicationForWrite(tx, actor, applicationId, 'kyc');
  switch (application.kycStatus) {
    case null:
      throw conflict(MESSAGES.kycNotNeeded);
    case 'approved':
      throw conflict(MESSAGES.kycVerifiedAlready);
    case 'rejected':
      throw conflict(MESSAGES.kycRejected);
  }
  const [open] = await tx
    .select()
    .from(kycVerifications)
    .where(
      and(
        eq(kycVerifications.applicationId, application.id),
        eq(kycVerifications.status, 'pending'),
      ),
    )
    .orderBy(desc(kycVerifications.id))
    .limit(1);
  return { application, open: open ?? null };
}

const started = (verification: VerificationRow): KycStarted => ({
  redirectUrl: verification.redirectUrl,
  status: 'pending',
});

async function createAtProvider(
  kyc: KycClient,
  applicationId: number,
  returnUrl: string,
  log: { warn(details: object, message: string): void },
): Promise<KycVerification> {
  try {
    return await kyc.createVerification({ reference: `application-${applicationId}`, returnUrl });
  } catch (error) {
    if (!(error instanceof KycProviderUnavailable)) throw error;
    log.warn({ reason: error.message }, 'the KYC provider could not start a verification');
    throw outsideServiceFailed(MESSAGES.kycProviderUnavailable);
  }
}

export async function startKyc(
  db: Database,
  kyc: KycClient,
  actor: Actor,
  applicationId: number,
  returnUrl: string,
  log: { warn(details: object, message: string): void },
): Promise<KycStarted> {
  const { open } = await db.transaction((tx) => startable(tx, actor, applicationId));
  if (open) return started(open);

  const created = await createAtProvider(kyc, applicationId, returnUrl, log);
  return db.transaction(async (tx) => {
    const { application, open: meanwhile } = await startable(tx, actor, applicationId);
    // A second start at the same time kept its verification first: use that one.
    if (meanwhile) return started(meanwhile);
    const [kept] = await tx
      .insert(kycVerifications)
      .values({
        applicationId: application.id,
        providerId: created.id,
        status: 'pending',
        redirectUrl: created.redirectUrl,
      })
      .returning();
    await tx
      .update(applications)
      .set({ kycStatus: 'pending', updatedAt: now() })
      .where(eq(applications.id, application.id));
    await recordChange(tx, actor, {
      action: 'kyc.started',
      entity: 'application',
      entityId: application.id,
      details: { providerId: created.id },
    });
    return started(kept!);
  });
}

/** The KYC of the caller's application; `notFound` for another person's or an unknown one. */
export async function readKyc(
  db: Database,
  actor: Actor,
  applicationId: number,
): Promise<KycState> {
  const [application] = await db
    .select({ id: applications.id, kycStatus: applications.kycStatus })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .where(and(eq(applications.id, applicationId), eq(contributors.userId, actor.id)));
  if (!application) throw notFound(MESSAGES.applicationNotFound);
  const [latest] = await db
    .select({ decidedAt: kycVerifications.decidedAt })
    .from(kycVerifications)
    .where(eq(kycVerifications.applicationId, application.id))
    .orderBy(desc(kycVerifications.id))
    .limit(1);
  return {
    status: application.kycStatus,
    decidedAt: latest?.decidedAt?.toISOString() ?? null,
  };
}
