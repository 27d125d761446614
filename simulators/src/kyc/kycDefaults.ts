// The KYC stand-in's defaults; the API's development configuration uses the same key and secret,
// and the webhook goes to the API of `npm start` (scripts/run-system.mjs).

export const DEFAULT_KYC_PORT = 8030;
/** What the API sends as `Authorization: Bearer …` (KYC_API_KEY). */
export const DEFAULT_KYC_API_KEY = 'glow-dev-kyc-key';
/** What the webhooks are signed with (KYC_WEBHOOK_SECRET). */
export const DEFAULT_KYC_WEBHOOK_SECRET = 'glow-dev-kyc-webhook-secret';
export const DEFAULT_KYC_WEBHOOK_URL = 'http://127.0.0.1:8082/api/kyc/webhook';
/** Tries per event, the wait before the first retry (doubling after each) and per try. */
export const DEFAULT_WEBHOOK_ATTEMPTS = 5;
export const DEFAULT_RETRY_BASE_MS = 1000;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5000;
