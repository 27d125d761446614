import type { RemoteRoutesModule } from '@glow/shared-api';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemoteListings, type RemoteListing } from './remoteListing';

/** A remote's `./routes` module and where it came from. */
export interface LoadedRemote {
  module: RemoteRoutesModule;
  version: string;
}

let listings: Promise<Map<string, RemoteListing>> | null = null;

/** Reads /remotes.json once per page (a failed read is tried again by the next call). */
function remoteListings(): Promise<Map<string, RemoteListing>> {
  listings ??= fetchRemoteListings().then(
    (found) => new Map(found.map((listing) => [listing.name, listing])),
  );
  listings.catch(() => (listings = null));
  return listings;
}

/** Starts reading /remotes.json early, so the first route's remote is not kept waiting. */
export function prefetchRemoteListings() {
  remoteListings().catch(() => undefined);
}

/**
 * Loads `<remote>/routes` through the federation runtime. Attempt 0 is the first try; a later
 * attempt forgets what the runtime cached of the failed one.
 */
export async function loadRemoteRoutes(remote: string, attempt: number): Promise<LoadedRemote> {
  const listing = (await remoteListings()).get(remote);
  if (!listing) throw new Error(`/remotes.json lists no remote named ${remote}`);
  registerRemotes([{ name: listing.name, entry: listing.manifest }], { force: attempt > 0 });
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`${remote}/routes did not load`);
  return { module, version: listing.version };
}
