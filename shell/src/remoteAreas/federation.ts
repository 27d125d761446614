// The one file that talks to the federation runtime: one attempt at loading a remote's
// `./routes`, and the preload of its files. (The monolith build of `pnpm bench:web` replaces
// this file with e2e/bench/monolith/staticRemoteRoutes.ts, which exports the same names.)
import type { RemoteListing } from '@glow/contract';
import type { RemoteRoutesModule } from '@glow/shared-api';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { urlOn } from './remotesJson';

/** How long one attempt may take to fetch and run a remote's entry and `./routes` module. */
const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** A remote's `./routes` module and the URL of the entry script it came from. */
export interface LoadedRoutes {
  module: RemoteRoutesModule;
  entryUrl: string;
}

const preloaded = new Set<string>();

/**
 * Asks the browser to fetch a remote's entry and the files of its `./routes` module now, at low
 * cost, so that entering its area later runs them from the cache.
 */
export function preloadRemote(listing: RemoteListing, origins: readonly string[]) {
  for (const path of [listing.entry, ...listing.preload]) {
    const href = urlOn(origins[0], path);
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

const registered = new Set<string>();

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** How many times each entry URL was asked for in this page. */
const entryRequests = new Map<string, number>();

/**
 * The URL to load an entry from: as listed the first time, with a `retry` query after that. A
 * retry must make a new request: the federation runtime would otherwise join the `<script>` of
 * an earlier attempt still waiting in the document (for 20 s) on a request that hangs.
 */
function freshEntryUrl(entryUrl: string): string {
  const earlier = entryRequests.get(entryUrl) ?? 0;
  entryRequests.set(entryUrl, earlier + 1);
  if (earlier === 0) return entryUrl;
  const url = new URL(entryUrl);
  url.searchParams.set('retry', String(earlier));
  return url.href;
}

/**
 * One attempt at loading `<remote>/routes` through the federation runtime. Attempts count from
 * 0 and take the CDN origins in turn, so a retry goes to the second origin when there is one.
 */
export async function loadRemoteRoutes(
  listing: RemoteListing,
  origins: readonly string[],
  attempt: number,
): Promise<LoadedRoutes> {
  const { name } = listing;
  const entryUrl = freshEntryUrl(
    urlOn(origins[attempt % Math.max(origins.length, 1)], listing.entry),
  );
  // Registering again makes the runtime forget what it cached of an earlier attempt.
  registerRemotes([{ name, entry: entryUrl }], { force: registered.has(name) });
  registered.add(name);
  const module = await withTimeout(loadRemote<RemoteRoutesModule>(`${name}/routes`), entryUrl);
  if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes did not load`);
  return { module, entryUrl };
}
