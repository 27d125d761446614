// The stand-in's settings from XAMAN_* environment variables, with the defaults.
import { portFromEnv } from '../portFromEnv';
import { isNetworkId } from './networks';
import type { XamanSimulatorOptions } from './startXamanSimulator';
import {
  DEFAULT_XAMAN_API_KEY,
  DEFAULT_XAMAN_API_SECRET,
  DEFAULT_XAMAN_NETWORK_ID,
  DEFAULT_XAMAN_PORT,
} from './xamanDefaults';

export function xamanOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): XamanSimulatorOptions {
  return {
    port: portFromEnv('XAMAN_PORT', DEFAULT_XAMAN_PORT, env),
    apiKey: env.XAMAN_API_KEY?.trim() || DEFAULT_XAMAN_API_KEY,
    apiSecret: env.XAMAN_API_SECRET?.trim() || DEFAULT_XAMAN_API_SECRET,
    networkId: networkIdFromEnv(env.XAMAN_NETWORK_ID),
    publicUrl: env.XAMAN_PUBLIC_URL?.trim() || undefined,
  };
}

function networkIdFromEnv(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return DEFAULT_XAMAN_NETWORK_ID;
  const networkId = Number(text);
  if (!/^\d+$/.test(text) || !isNetworkId(networkId)) {
    throw new Error(`XAMAN_NETWORK_ID must be a network id such as 0 or 1, got "${value}"`);
  }
  return networkId;
}
