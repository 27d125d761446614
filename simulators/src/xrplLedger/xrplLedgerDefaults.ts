// The stand-in's defaults for the command line; the API's development configuration points here.

export const DEFAULT_XRPL_PORT = 8027;
/** XRP Ledger testnet. */
export const DEFAULT_XRPL_NETWORK_ID = 1;
/** How often a ledger closes (and with it, validates) when nothing asks for it sooner. */
export const DEFAULT_CLOSE_INTERVAL_MS = 1000;
/** 1,000 XRP, what the command line's faucet gives every account it has not seen. */
export const DEFAULT_AUTO_FUND_DROPS = '1000000000';
