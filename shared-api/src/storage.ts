/** The local storage keys of SPEC.md section 9. */
export const STORAGE_KEYS = {
  apiToken: 'api_token',
  user: 'user',
  xrplAddress: 'xrpl-address',
  xrplWallet: 'xrpl-wallet',
} as const;

/** localStorage, or null where there is none (server, private mode that throws). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
