// The programme's wallet in development and tests: an account the stand-in funds at genesis, from
// which the demo data's grants are paid and the e2e suite pays with the wallet stand-ins.

/**
 * A secp256k1 family seed generated once for the stand-in (ripple-keypairs `generateSeed()`).
 * It is public, so it must never hold anything of value on any network.
 */
export const DEMO_PROGRAMME_SEED = 'sh2NzpnPLB8Fkc36N5zsV5WQW76uP';
/** The classic address of DEMO_PROGRAMME_SEED (the API's default PROGRAMME_WALLET_ADDRESS). */
export const DEMO_PROGRAMME_ADDRESS = 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq';
/** 1,000,000 XRP: what the command line's ledger gives it at genesis (Sequence 1). */
export const DEMO_PROGRAMME_DROPS = '1000000000000';
