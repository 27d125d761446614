export {
  startKycSimulator,
  type KycSimulator,
  type KycSimulatorOptions,
  type WebhookEvent,
} from './startKycSimulator';
export {
  DEFAULT_KYC_API_KEY,
  DEFAULT_KYC_PORT,
  DEFAULT_KYC_WEBHOOK_SECRET,
  DEFAULT_KYC_WEBHOOK_URL,
} from './kycDefaults';
export { kycOptionsFromEnv } from './kycOptionsFromEnv';
export type { DeliveryAttempt, WebhookRequest, WebhookTransport } from './webhookDelivery';
export type { Decision, VerificationStatus } from './verificationStore';
