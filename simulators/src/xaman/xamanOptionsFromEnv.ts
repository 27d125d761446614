// The stand-in's settings from XAMAN_* environment variables, with the defaults.
import { networkIdFromEnv } from '../networkIdFromEnv';
import { portFromEnv } from '../portFromEnv';
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
    networkId: networkIdFromEnv('XAMAN_NETWORK_ID', DEFAULT_XAMAN_NETWORK_ID, env),
    publicUrl: env.XAMAN_PUBLIC_URL?.trim() || undefined,
  };
}
