// POST /api/kyc/webhook: the KYC provider reports a verification's result. Checked in this order
// (each refusal changes nothing): the signature over the raw body (`unauthenticated`), the
// timestamp within 5 minutes (`unauthenticated`), the body (`invalid`); then, in one transaction,
// the event id is claimed (seen before: 200 "event already applied", so the provider stops
// retrying), the verification found (`notFound`: the claim is rolled back with the transaction, so
// a later delivery is not taken for a replay), an event older than the last one applied is ignored,
// and the result is applied.
import {
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
  type KycStatus,
  type KycWebhookEvent,
} from '@glow/contract';
import { desc, eq, lt } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { applications, kycVerifications, kycWebhookEvents } from '../db/schema';
import { notFound, unauthenticated } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { fieldsInvalid } from '../errors/fieldErrors';
import type { Handlers } from '../http/handler';
import { checkKycWebhook } from '../clients/kycSignatures';

/** Events seen are kept this long (the replay guard needs only the 5-minute window). */
const KEPT_EVENTS_MS = 30 * 24 * 3600_000;

/** The status an event reports: its type names it (`verification.approved` → approved). */
function statusOf(event: KycWebhookEvent): Exclude<KycStatus, 'required'> {
  const status = event.type.slice('verification.'.length) as Exclude<KycStatus, 'required'>;
  if (event.data.status !== status) {
    throw fieldsInvalid([{ field: 'data.status', message: 'data.status must match type' }]);
  }
  return status;
}

const single = (header: string | string[] | undefined) =>
  typeof header === 'string' ? header : undefined;

export const kycWebhook: Handlers['kycWebhook'] = async (request, { db, config }) => {
  const check = checkKycWebhook({
    secret: config.kyc.webhookSecret,
    timestamp: single(request.headers[KYC_TIMESTAMP_HEADER]),
    signature: single(request.headers[KYC_SIGNATURE_HEADER]),
    rawBody: request.rawBody.bytes,
  });
  if (check !== 'valid') {
    // Not audited: refused attempts are attack traffic; the log keeps who sent them.
    request.log.warn(
      { reason: check, clientAddress: request.clientAddress },
      'a KYC webhook was refused',
    );
    throw unauthenticated(
      check === 'outsideWindow'
        ? MESSAGES.webhookTimestampOutsideWindow
        : MESSAGES.invalidWebhookSignature,
    );
  }
  const event = request.rawBody.parse();
  const status = statusOf(event);
  const message = await db.transaction((tx) => applyEvent(tx, event, status));
  return { message };
};

async function applyEvent(
  tx: Database,
  event: KycWebhookEvent,
  status: Exclude<KycStatus, 'required'>,
): Promise<string> {
  await tx
    .delete(kycWebhookEvents)
    .where(lt(kycWebhookEvents.receivedAt, new Date(now().getTime() - KEPT_EVENTS_MS)));
  // A second delivery of the same id waits here for the first one's transaction, then finds it.
  const claimed = await tx
    .insert(kycWebhookEvents)
    .values({
      eventId: event.id,
      verificationProviderId: event.data.verificationId,
      outcome: 'applied',
    })
    .onConflictDoNothing()
    .returning({ eventId: kycWebhookEvents.eventId });
  if (claimed.length === 0) return MESSAGES.kycEventAlreadyApplied;

  const [verification] = await tx
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.providerId, event.data.verificationId))
    .for('update');
  if (!verification) throw notFound(MESSAGES.kycVerificationNotFound);

  const eventAt = new Date(event.createdAt);
  if (verification.lastEventAt && eventAt <= verification.lastEventAt) {
    await tx
      .update(kycWebhookEvents)
      .set({ outcome: 'stale' })
      .where(eq(kycWebhookEvents.eventId, event.id));
    return MESSAGES.kycEventStale;
  }

  const decided = status === 'approved' || status === 'rejected';
  await tx
    .update(kycVerifications)
    .set({ status, lastEventAt: eventAt, decidedAt: decided ? eventAt : null })
    .where(eq(kycVerifications.id, verification.id));
  // The application follows its newest verification only: a late event about one an admin has
  // since replaced (by asking again) stays on that verification.
  const [newest] = await tx
    .select({ id: kycVerifications.id })
    .from(kycVerifications)
    .where(eq(kycVerifications.applicationId, verification.applicationId))
    .orderBy(desc(kycVerifications.id))
    .limit(1);
  if (newest?.id === verification.id) {
    await tx
      .update(applications)
      .set({ kycStatus: status, updatedAt: now() })
      .where(eq(applications.id, verification.applicationId));
  }
  return MESSAGES.kycEventApplied;
}
