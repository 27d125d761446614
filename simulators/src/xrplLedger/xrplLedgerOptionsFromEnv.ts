// The stand-in's settings from XRPL_* environment variables, with the command line's defaults.
import { isValidClassicAddress } from 'ripple-address-codec';
import { networkIdFromEnv } from '../networkIdFromEnv';
import { portFromEnv } from '../portFromEnv';
import { DEMO_PROGRAMME_ADDRESS, DEMO_PROGRAMME_DROPS } from './demoProgrammeAccount';
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
    accounts: {
      [DEMO_PROGRAMME_ADDRESS]: DEMO_PROGRAMME_DROPS,
      ...accountsFromEnv(env.XRPL_ACCOUNTS),
    },
  };
}

/** "rAddress=drops,rOther=drops": more accounts funded at genesis (each starts at Sequence 1). */
function accountsFromEnv(value: string | undefined): Record<string, string> {
  const accounts: Record<string, string> = {};
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [address = '', drops = '', ...rest] = entry.split('=').map((part) => part.trim());
    if (!isValidClassicAddress(address) || parseDrops(drops) === null || rest.length > 0) {
      throw new Error(
        `XRPL_ACCOUNTS must list address=drops pairs separated by commas, got "${entry.trim()}"`,
      );
    }
    accounts[address] = drops;
  }
  return accounts;
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
