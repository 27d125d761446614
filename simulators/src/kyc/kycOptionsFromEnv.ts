// The stand-in's settings from KYC_* environment variables, with the defaults. KYC_API_KEY and
// KYC_WEBHOOK_SECRET are the names the API reads too: `npm start` gives both the same values.
import { portFromEnv } from '../portFromEnv';
import {
  DEFAULT_KYC_API_KEY,
  DEFAULT_KYC_PORT,
  DEFAULT_KYC_WEBHOOK_SECRET,
  DEFAULT_KYC_WEBHOOK_URL,
  DEFAULT_RETRY_BASE_MS,
  DEFAULT_WEBHOOK_ATTEMPTS,
} from './kycDefaults';
import type { KycSimulatorOptions } from './startKycSimulator';

function wholeNumber(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number from 1, got "${value}"`);
  }
  return number;
}

export function kycOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): KycSimulatorOptions {
  return {
    port: portFromEnv('KYC_PORT', DEFAULT_KYC_PORT, env),
    publicUrl: env.KYC_PUBLIC_URL?.trim() || undefined,
    apiKey: env.KYC_API_KEY?.trim() || DEFAULT_KYC_API_KEY,
    webhookSecret: env.KYC_WEBHOOK_SECRET?.trim() || DEFAULT_KYC_WEBHOOK_SECRET,
    webhookUrl: env.KYC_WEBHOOK_URL?.trim() || DEFAULT_KYC_WEBHOOK_URL,
    webhookAttempts: wholeNumber('KYC_WEBHOOK_ATTEMPTS', DEFAULT_WEBHOOK_ATTEMPTS, env),
    retryBaseMs: wholeNumber('KYC_RETRY_BASE_MS', DEFAULT_RETRY_BASE_MS, env),
  };
}
