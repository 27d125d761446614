// What transactions cost and accounts must keep: the stand-in's fixed fee settings.

/** The reference transaction cost; the stand-in is never loaded, so it is also the open ledger's. */
export const BASE_FEE_DROPS = 10n;
/** 10 XRP: the least an account holds, and the least a payment creating one must send. */
export const RESERVE_BASE_DROPS = 10_000_000n;
/** 2 XRP per object an account owns (the stand-in's accounts own none). */
export const RESERVE_INCREMENT_DROPS = 2_000_000n;

export function accountReserve(ownerCount: number): bigint {
  return RESERVE_BASE_DROPS + RESERVE_INCREMENT_DROPS * BigInt(ownerCount);
}

export const DROPS_PER_XRP = 1_000_000;
