// The shell origin's shared cache of the API's anonymous answers, in memory: a copy per URL (path
// and query) of each answer HTTP lets a shared cache keep (sharedCacheRules.ts), served while it is
// fresh (`s-maxage`), then revalidated with its ETag. Requests for a URL that find no fresh copy
// while one call for it is under way wait for that call rather than make their own, so a spike
// makes one call per URL per `s-maxage`. Bounded in entries and bytes, the least recently used
// copy going first, so that random query strings cannot fill the memory.
import {
  isFresh,
  refreshedAnswer,
  sharedCopyOf,
  type ApiAnswer,
  type SharedCopy,
} from './sharedCacheRules';

export const MAX_ENTRIES = 1_000;
export const MAX_BYTES = 32 * 1024 * 1024;

/** A GET of the URL to the API, with `If-None-Match: etag` when one is given. */
export type FetchFromApi = (etag: string | undefined) => Promise<ApiAnswer>;

export type CacheRead =
  /** Give this copy (stored, or fetched for this request and storable). */
  | { kind: 'copy'; copy: SharedCopy }
  /** The API's answer to this request's own call, which no one else may be given. */
  | { kind: 'uncached'; answer: ApiAnswer }
  /** Another request's call found nothing to share: this one goes to the API itself. */
  | { kind: 'pass-on' };

export interface ApiCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export function createApiCache(options: ApiCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const now = options.now ?? Date.now;
  const copies = new Map<string, SharedCopy>();
  const calls = new Map<string, Promise<CacheRead>>();
  let bytes = 0;
  /** Counts `clear()`s: a call that began before one stores nothing. */
  let generation = 0;

  function remove(url: string) {
    const copy = copies.get(url);
    if (!copy) return;
    copies.delete(url);
    bytes -= copy.bytes;
  }

  /** Stores a copy as the most recently used (a Map iterates in insertion order). */
  function store(url: string, copy: SharedCopy) {
    remove(url);
    if (copy.bytes > maxBytes) return;
    copies.set(url, copy);
    bytes += copy.bytes;
    for (const [oldest] of copies) {
      if (copies.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  async function callApi(url: string, stale: SharedCopy | undefined, fetch: FetchFromApi) {
    const started = generation;
    const answer = await fetch(stale?.etag);
    const keep = (copy: SharedCopy | undefined) => {
      if (started !== generation) return;
      if (copy) store(url, copy);
      else remove(url);
    };
    const refreshed = stale && answer.status === 304 ? refreshedAnswer(stale, answer) : undefined;
    const copy = sharedCopyOf(refreshed ?? answer, url, now());
    keep(copy);
    // The 304 answers the cache's If-None-Match, not the reader: it gets the stale copy's body.
    return copy
      ? { kind: 'copy' as const, copy }
      : { kind: 'uncached' as const, answer: refreshed ?? answer };
  }

  return {
    /**
     * What to answer a GET of `url` with: a fresh copy from memory, else `fetch`'s answer (one call
     * per URL at a time). Rejects when the call to the API it made or waited for failed.
     */
    async read(url: string, fetch: FetchFromApi): Promise<CacheRead> {
      const stored = copies.get(url);
      if (stored && isFresh(stored, now())) {
        store(url, stored);
        return { kind: 'copy', copy: stored };
      }
      const running = calls.get(url);
      if (running) {
        // The API did not answer it: the waiters fail with it rather than all calling it now.
        await running;
        const copy = copies.get(url);
        return copy && isFresh(copy, now()) ? { kind: 'copy', copy } : { kind: 'pass-on' };
      }
      const call = callApi(url, stored, fetch);
      calls.set(url, call);
      const forget = () => {
        if (calls.get(url) === call) calls.delete(url);
      };
      call.then(forget, forget);
      return call;
    },

    /** Forgets every copy, and the calls under way: a read from now on asks the API. */
    clear() {
      copies.clear();
      calls.clear();
      bytes = 0;
      generation++;
    },

    /** What it holds now. */
    size: () => ({ entries: copies.size, bytes }),
  };
}

export type ApiCache = ReturnType<typeof createApiCache>;
