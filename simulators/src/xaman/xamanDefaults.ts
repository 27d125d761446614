// The stand-in's defaults; the API's development configuration uses the same credentials.

export const DEFAULT_XAMAN_PORT = 8026;
/** xumm-sdk only accepts a key and secret that are lower-case UUIDs. */
export const DEFAULT_XAMAN_API_KEY = 'a1b2c3d4-0000-4000-8000-000000000001';
export const DEFAULT_XAMAN_API_SECRET = 'a1b2c3d4-0000-4000-8000-000000000002';
/** XRP Ledger testnet. */
export const DEFAULT_XAMAN_NETWORK_ID = 1;
/** Minutes until a payload expires when the request sets no `options.expire` (Xaman's default). */
export const DEFAULT_EXPIRE_MINUTES = 5;
