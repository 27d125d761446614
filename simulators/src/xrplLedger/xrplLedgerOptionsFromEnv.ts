// The stand-in's settings from XRPL_* environment variables, with the command line's defaults.
import { networkIdFromEnv } from '../networkIdFromEnv';
import { portFromEnv } from '../portFromEnv';
import { parseDrops } from './drops';
import type { XrplLedgerSimulatorOptions } from './startXrplLedgerSimulator';
import {
  DEFAULT_AUTO_FUND_DROPS,
  DEFAULT_CLOSE_INTERVAL_MS,
  DEFAULT_XRPL_NETWORK_ID,
  DEFAULT_XRPL_PORT,
} from './xrplLedgerDefaults';

export function xrplLedgerOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): XrplLedgerSimulatorOptions {
  return {
    port: portFromEnv('XRPL_PORT', DEFAULT_XRPL_PORT, env),
    networkId: networkIdFromEnv('XRPL_NETWORK_ID', DEFAULT_XRPL_NETWORK_ID, env),
    closeIntervalMs: closeIntervalFromEnv(env.XRPL_CLOSE_INTERVAL_MS),
    autoFundDrops: autoFundDropsFromEnv(env.XRPL_AUTO_FUND_DROPS),
  };
}

function closeIntervalFromEnv(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return DEFAULT_CLOSE_INTERVAL_MS;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new Error(
      `XRPL_CLOSE_INTERVAL_MS must be a whole number of milliseconds (0: close only when asked), got "${value}"`,
    );
  }
  return Number(text);
}

/** '0' switches the faucet off. */
function autoFundDropsFromEnv(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return DEFAULT_AUTO_FUND_DROPS;
  const drops = parseDrops(text);
  if (drops === null) {
    throw new Error(
      `XRPL_AUTO_FUND_DROPS must be a number of drops (0: no faucet), got "${value}"`,
    );
  }
  return drops === 0n ? undefined : drops.toString();
}
