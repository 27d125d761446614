// Reads a ledger network id from an environment variable, with a default when it is not set.
import { isNetworkId } from './xrplNetworks';

export function networkIdFromEnv(name: string, fallback: number, env = process.env): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const networkId = Number(text);
  if (!/^\d+$/.test(text) || !isNetworkId(networkId)) {
    throw new Error(`${name} must be a network id such as 0 or 1, got "${env[name]}"`);
  }
  return networkId;
}
