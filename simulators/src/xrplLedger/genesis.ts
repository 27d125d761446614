// The account that holds all XRP when the ledger starts, as in a fresh rippled network.

/**
 * rippled's well-known genesis seed ("masterpassphrase"); it is public, so anyone can sign for
 * this account: it exists only on this stand-in and on fresh test networks.
 */
export const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
export const GENESIS_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
