// Amounts of XRP in drops: strings on the wire, bigints inside.

/** All the XRP there is: 100 billion XRP. */
export const TOTAL_DROPS = 100_000_000_000_000_000n;

/** The drops a string names (decimal digits, at most all the XRP there is), else null. */
export function parseDrops(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^\d{1,18}$/.test(value)) return null;
  const drops = BigInt(value);
  return drops <= TOTAL_DROPS ? drops : null;
}
