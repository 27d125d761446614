// Amounts of XRP as people read them and as the ledger writes them (whole drops, as a string).
export const DROPS_PER_XRP = 1_000_000;

/** An amount of XRP as the ledger writes it: whole drops, as a string. */
export function dropsOf(xrp: number): string {
  const drops = Math.round(xrp * DROPS_PER_XRP);
  if (!Number.isSafeInteger(drops) || drops < 0) {
    throw new RangeError(`${xrp} XRP is not an amount in drops`);
  }
  return String(drops);
}

/** Drops (a string of digits, as the ledger writes them) as XRP. */
export function xrpOf(drops: string): number {
  if (!/^[0-9]{1,17}$/.test(drops)) throw new RangeError(`${drops} is not an amount in drops`);
  return Number(drops) / DROPS_PER_XRP;
}
