// Ledger network ids and the rule on naming them in transactions (rippled's NetworkID checks).

/** Network ids are unsigned 32-bit integers (the NetworkID transaction field). */
export function isNetworkId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffffff;
}

/**
 * Whether transactions for this network must carry a NetworkID field. Networks up to 1024 (the
 * XRP Ledger's mainnet 0 and testnet 1 among them) predate the field and refuse it.
 */
export function mustNameNetwork(networkId: number): boolean {
  return networkId > 1024;
}
