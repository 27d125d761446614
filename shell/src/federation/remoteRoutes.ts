import type { RemoteRoutesModule } from '@glow/shared-api';
import type { RemoteListing } from '@glow/contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesJson, urlOn } from './remoteListing';

/** How long one attempt may take to fetch and run a remote's entry and `./routes` module. */
const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** A remote's `./routes` module and where it came from. */
export interface LoadedRemote {
  module: RemoteRoutesModule;
  version: string;
  /** The URL of the entry script that was loaded. */
  entryUrl: string;
}

interface Listings {
  origins: string[];
  byName: Map<string, RemoteListing>;
}

let listings: Promise<Listings> | null = null;

/** Reads /remotes.json once per page (a failed read is tried again by the next call). */
function remoteListings(): Promise<Listings> {
  listings ??= fetchRemotesJson().then(({ origins, remotes }) => ({
    origins,
    byName: new Map(remotes.map((listing) => [listing.name, listing])),
  }));
  listings.catch(() => (listings = null));
  return listings;
}

/** Starts reading /remotes.json early, so the first route's remote is not kept waiting. */
export function prefetchRemotesJson() {
  remoteListings().catch(() => undefined);
}

async function listingOf(remote: string) {
  const { origins, byName } = await remoteListings();
  const listing = byName.get(remote);
  if (!listing) throw new Error(`/remotes.json lists no remote named ${remote}`);
  return { origins, listing };
}

const preloaded = new Set<string>();

/**
 * Asks the browser to fetch a remote's entry and the files of its `./routes` module now, at low
 * cost, so that entering its area later runs them from the cache.
 */
export function preloadRemote(remote: string) {
  listingOf(remote)
    .then(({ origins, listing }) => {
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
    })
    .catch(() => undefined); // loading the area later reports what is wrong
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
 * Loads `<remote>/routes` through the federation runtime. Attempts count from 0 and take the
 * CDN origins in turn, so a retry goes to the second origin when there is one.
 */
export async function loadRemoteRoutes(remote: string, attempt: number): Promise<LoadedRemote> {
  const { origins, listing } = await listingOf(remote);
  const entryUrl = freshEntryUrl(
    urlOn(origins[attempt % Math.max(origins.length, 1)], listing.entry),
  );
  // Registering again makes the runtime forget what it cached of an earlier attempt.
  registerRemotes([{ name: remote, entry: entryUrl }], { force: registered.has(remote) });
  registered.add(remote);
  const module = await withTimeout(loadRemote<RemoteRoutesModule>(`${remote}/routes`), entryUrl);
  if (!module || !Array.isArray(module.routes)) throw new Error(`${remote}/routes did not load`);
  return { module, version: listing.version, entryUrl };
}
