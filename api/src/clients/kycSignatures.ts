// What proves a KYC webhook came from the provider: an HMAC-SHA256 with the shared secret over
// "{timestamp}.{raw body}", sent as `Glow-Kyc-Signature: v1=<hex>` beside
// `Glow-Kyc-Timestamp: <unix seconds>`. The timestamp is signed too, so an old delivery cannot be
// sent again with a new time; one outside the window is refused (the event id guards inside it).
// The header names are the contract's (KYC_TIMESTAMP_HEADER, KYC_SIGNATURE_HEADER).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { now } from '../clock';

/** How far a delivery's timestamp may be from the API's clock, either way. */
export const KYC_WEBHOOK_WINDOW_SECONDS = 300;

const SIGNATURE = /^v1=([0-9a-f]{64})$/;
const TIMESTAMP = /^\d{1,12}$/;

/** The `Glow-Kyc-Signature` value for a body sent at `timestamp` (unix seconds). */
export function signKycWebhook(
  secret: string,
  timestamp: number,
  rawBody: Buffer | string,
): string {
  return `v1=${hmacHex(secret, String(timestamp), rawBody)}`;
}

function hmacHex(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Compares in constant time; texts of different lengths are simply unequal. */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `valid`; `badSignature` when the signature header is missing, malformed or does not match;
 * `outsideWindow` when the timestamp header is missing, not unix seconds, or more than
 * KYC_WEBHOOK_WINDOW_SECONDS from `nowSeconds`. The signature is checked first when it can be,
 * so a caller without the secret learns nothing about the clock.
 */
export type KycSignatureCheck = 'valid' | 'badSignature' | 'outsideWindow';

export function checkKycWebhook({
  secret,
  timestamp,
  signature,
  rawBody,
  nowSeconds = Math.floor(now().getTime() / 1000),
}: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | string;
  nowSeconds?: number;
}): KycSignatureCheck {
  const given = SIGNATURE.exec(signature?.trim() ?? '')?.[1];
  if (given === undefined) return 'badSignature';
  const time = timestamp?.trim() ?? '';
  // Without a readable timestamp there is nothing the signature could be checked against.
  if (!TIMESTAMP.test(time)) return 'outsideWindow';
  if (!sameText(given, hmacHex(secret, time, rawBody))) return 'badSignature';
  return Math.abs(nowSeconds - Number(time)) <= KYC_WEBHOOK_WINDOW_SECONDS
    ? 'valid'
    : 'outsideWindow';
}
