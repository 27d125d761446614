/** The keys Glow keeps in local storage (the API token is read and written by apiToken.ts). */
export const STORAGE_KEYS = {
  apiToken: 'api_token',
  user: 'user',
  xrplAddress: 'xrpl-address',
  xrplWallet: 'xrpl-wallet',
  /**
   * Forms kept while they are filled in (`glow-draft:nomination:<userId>`). They belong to the
   * signed-in session: signing out removes every one.
   */
  draftPrefix: 'glow-draft:',
} as const;

/** Removes every draft (the keys starting with STORAGE_KEYS.draftPrefix). */
export function removeDrafts(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key?.startsWith(STORAGE_KEYS.draftPrefix)) storage.removeItem(key);
  }
}

/** localStorage, or null where there is none (server, private mode that throws). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
