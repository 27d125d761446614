// The demo programme's wallet, the account the demo grants are paid from.

/**
 * A secp256k1 family seed generated once for the demo (ripple-keypairs `generateSeed()`), the same
 * as the ledger stand-in's DEMO_PROGRAMME_SEED (simulators/src/xrplLedger/demoProgrammeAccount.ts),
 * which funds its account at genesis. It is public, so it must never hold anything of value on any
 * network. Only the demo ledger replay (demoLedger.ts) signs with it.
 */
export const DEMO_PROGRAMME_SEED = 'sh2NzpnPLB8Fkc36N5zsV5WQW76uP';
