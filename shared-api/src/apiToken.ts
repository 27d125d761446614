import { browserStorage, STORAGE_KEYS } from './storage';

// The API's bearer token has one home: local storage (`api_token`), so that a reload and the other
// tabs of the browser keep the session. Every call sends the stored token (requestHeaders); the
// session slice starts from it and writes it back (session.ts). Nothing else reads or writes it.

/** The stored token, or null. */
export function readApiToken(storage: Storage | null = browserStorage()): string | null {
  return storage?.getItem(STORAGE_KEYS.apiToken) ?? null;
}

/** Stores the token; null removes it. */
export function storeApiToken(storage: Storage, token: string | null): void {
  if (token) storage.setItem(STORAGE_KEYS.apiToken, token);
  else storage.removeItem(STORAGE_KEYS.apiToken);
}
