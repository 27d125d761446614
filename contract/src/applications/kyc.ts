// Identity verification (KYC) by an outside provider: the contributor starts it and is sent to
// the provider's page; the provider reports the result to a signed webhook (headers
// `Glow-Kyc-Timestamp: <unix seconds>`, `Glow-Kyc-Signature: v1=<hex HMAC-SHA256 of
// "{timestamp}.{raw body}">`).
import { z } from 'zod';
import { KycStatusSchema } from './schemas';
import { requiredText, text, webUrl } from '../fields';

export const KYC_WEBHOOK_EVENT_TYPES = [
  'verification.pending',
  'verification.approved',
  'verification.rejected',
] as const;

export const KYC_TIMESTAMP_HEADER = 'glow-kyc-timestamp';
export const KYC_SIGNATURE_HEADER = 'glow-kyc-signature';

export const KycStartedSchema = z.object({
  /** The provider's page for this verification: the browser goes there. */
  redirectUrl: webUrl('redirectUrl'),
  status: KycStatusSchema,
});
export type KycStarted = z.infer<typeof KycStartedSchema>;

export const KycStateSchema = z.object({
  /** Null when the application needs no KYC. */
  status: KycStatusSchema.nullable(),
  decidedAt: text('decidedAt').nullable(),
});
export type KycState = z.infer<typeof KycStateSchema>;

/** What the provider sends; checked after the signature and the timestamp. */
export const KycWebhookEventSchema = z.object({
  id: requiredText('id'),
  type: z.enum(KYC_WEBHOOK_EVENT_TYPES, {
    error: `type must be one of ${KYC_WEBHOOK_EVENT_TYPES.join(', ')}`,
  }),
  /** ISO 8601: an event older than the last one applied changes nothing. */
  createdAt: requiredText('createdAt').refine(
    (value) => !Number.isNaN(Date.parse(value)),
    'createdAt must be a date and time (ISO 8601)',
  ),
  data: z.object(
    {
      verificationId: requiredText('data.verificationId'),
      status: z.enum(['pending', 'approved', 'rejected'], {
        error: 'data.status must be one of pending, approved, rejected',
      }),
      reason: text('data.reason').optional(),
    },
    { error: 'data is required' },
  ),
});
export type KycWebhookEvent = z.infer<typeof KycWebhookEventSchema>;

export const KycWebhookOutcomeSchema = z.object({
  /** "event applied", or "event already applied" (a re-delivery or replay: nothing changed). */
  message: text('message'),
});
export type KycWebhookOutcome = z.infer<typeof KycWebhookOutcomeSchema>;
