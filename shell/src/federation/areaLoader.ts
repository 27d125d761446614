import type { RemoteRoutesModule } from '@glow/shared-api';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';
import type { Area, AreaName } from '../areas';
import { fetchRemoteListings, type RemoteListing } from './remoteListing';

export type AreaStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; module: RemoteRoutesModule; version: string }
  | { state: 'failed'; error: unknown };

const IDLE: AreaStatus = { state: 'idle' };
const statuses = new Map<AreaName, AreaStatus>();
const inFlight = new Map<AreaName, Promise<RemoteRoutesModule>>();
const listeners = new Set<() => void>();

function setStatus(area: AreaName, status: AreaStatus) {
  statuses.set(area, status);
  for (const listener of listeners) listener();
}

export function areaStatus(area: AreaName): AreaStatus {
  return statuses.get(area) ?? IDLE;
}

export function useAreaStatus(area: AreaName | undefined): AreaStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (area ? areaStatus(area) : IDLE),
  );
}

let listings: Promise<Map<string, RemoteListing>> | null = null;

/** Reads /remotes.json once per page and registers every remote with the federation runtime. */
function remoteListings(): Promise<Map<string, RemoteListing>> {
  listings ??= fetchRemoteListings().then((found) => {
    registerRemotes(found.map(({ name, manifest }) => ({ name, entry: manifest })));
    return new Map(found.map((listing) => [listing.name, listing]));
  });
  // A failed read is tried again by the next load.
  listings.catch(() => (listings = null));
  return listings;
}

/** Starts reading /remotes.json early, so the first route's remote is not kept waiting. */
export function prefetchRemoteListings() {
  remoteListings().catch(() => undefined);
}

async function fetchArea(area: Area, previous: AreaStatus): Promise<RemoteRoutesModule> {
  const listing = (await remoteListings()).get(area.remote);
  if (!listing) throw new Error(`/remotes.json lists no remote named ${area.remote}`);
  if (previous.state === 'failed') {
    // Forget what the runtime cached of the failed attempt (manifest, entry script).
    registerRemotes([{ name: listing.name, entry: listing.manifest }], { force: true });
  }
  const module = await loadRemote<RemoteRoutesModule>(`${area.remote}/routes`);
  if (!module || !Array.isArray(module.routes)) {
    throw new Error(`${area.remote}/routes did not load`);
  }
  setStatus(area.name, { state: 'loaded', module, version: listing.version });
  return module;
}

/** Loads an area's remote once; a failed load is tried again on the next call. */
export function loadArea(area: Area): Promise<RemoteRoutesModule> {
  const status = areaStatus(area.name);
  if (status.state === 'loaded') return Promise.resolve(status.module);
  let pending = inFlight.get(area.name);
  if (!pending) {
    setStatus(area.name, { state: 'loading' });
    pending = fetchArea(area, status)
      .catch((error: unknown) => {
        setStatus(area.name, { state: 'failed', error });
        throw error;
      })
      .finally(() => inFlight.delete(area.name));
    inFlight.set(area.name, pending);
  }
  return pending;
}
