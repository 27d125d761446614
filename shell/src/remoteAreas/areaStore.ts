import type { RemoteListing } from '@glow/contract';
import type { RemoteRoutesModule } from '@glow/shared-api';
import { areaOf, servesPath, type Area } from './areas';
import { reportAreaFailure } from './failureReports';
import { loadRemoteRoutes } from './federation';
import { fetchRemotesJson } from './remotesJson';
import { withRetries } from './retry';

export type ListingsState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; origins: string[]; remotes: RemoteListing[] }
  | { state: 'failed'; error: unknown };

export type LoadedListings = Extract<ListingsState, { state: 'loaded' }>;

export type AreaStatus =
  | { state: 'idle' }
  | { state: 'loading'; attempt: number }
  | { state: 'loaded'; module: RemoteRoutesModule; version: string }
  | { state: 'failed'; error: unknown };

/** Everything the shell knows of its remotes; replaced, never changed, so React can watch it. */
export interface RemoteAreasState {
  listings: ListingsState;
  /** By container name; a remote not in it is idle. */
  statuses: ReadonlyMap<string, AreaStatus>;
}

const IDLE: AreaStatus = { state: 'idle' };
let current: RemoteAreasState = { listings: { state: 'idle' }, statuses: new Map() };
const listeners = new Set<() => void>();

function update(change: Partial<RemoteAreasState>) {
  current = { ...current, ...change };
  for (const listener of listeners) listener();
}

function setStatus(remote: string, status: AreaStatus) {
  update({ statuses: new Map(current.statuses).set(remote, status) });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentState(): RemoteAreasState {
  return current;
}

export function statusIn(state: RemoteAreasState, remote: string): AreaStatus {
  return state.statuses.get(remote) ?? IDLE;
}

const areasCache = new WeakMap<RemoteAreasState, Area[]>();

/** Every listed area, as declared or as learned from its loaded routes; [] until listed. */
export function areasIn(state: RemoteAreasState): Area[] {
  let areas = areasCache.get(state);
  if (!areas) {
    const { listings } = state;
    areas =
      listings.state === 'loaded'
        ? listings.remotes.map((listing) => {
            const status = statusIn(state, listing.name);
            return areaOf(listing, status.state === 'loaded' ? status.module : undefined);
          })
        : [];
    areasCache.set(state, areas);
  }
  return areas;
}

let listingsRead: Promise<LoadedListings | undefined> | undefined;

/**
 * Reads /remotes.json once per page, with retries; resolves to undefined when every attempt
 * failed (recorded and reported here), and the next call reads it again. Never rejects.
 */
export function readListings(): Promise<LoadedListings | undefined> {
  const { listings } = current;
  if (listings.state === 'loaded') return Promise.resolve(listings);
  listingsRead ??= (async () => {
    update({ listings: { state: 'loading' } });
    try {
      const { value } = await withRetries(() => fetchRemotesJson());
      const loaded: LoadedListings = { state: 'loaded', ...value };
      update({ listings: loaded });
      return loaded;
    } catch (error) {
      update({ listings: { state: 'failed', error } });
      console.error('[glow] /remotes.json could not be read:', error);
      return undefined;
    } finally {
      listingsRead = undefined;
    }
  })();
  return listingsRead;
}

const inFlight = new Map<string, Promise<AreaStatus>>();

async function fetchArea(area: Area, origins: string[]): Promise<AreaStatus> {
  const { remote, listing } = area;
  try {
    const { value, attempt, failures } = await withRetries((attempt) => {
      setStatus(remote, { state: 'loading', attempt });
      return loadRemoteRoutes(listing, origins, attempt);
    });
    if (failures.length > 0) {
      console.warn(
        `[glow] ${remote}@${listing.version} loaded from ${value.entryUrl} on attempt ${attempt + 1}, after:`,
        ...failures,
      );
    }
    setStatus(remote, { state: 'loaded', module: value.module, version: listing.version });
  } catch (error) {
    setStatus(remote, { state: 'failed', error });
    console.error(`[glow] ${remote} could not be loaded:`, error);
    const { pathname } = window.location;
    const prefix = area.paths.find((path) => servesPath(path, pathname)) ?? area.home ?? '/';
    reportAreaFailure({ remote, version: listing.version, kind: 'load', pathname: prefix });
  }
  return statusIn(current, remote);
}

/**
 * Loads an area's `./routes` once per page, with retries; resolves to the area's status when
 * it settled: loaded, or failed (recorded and reported here; the next call tries again). Never
 * rejects.
 */
export function loadArea(area: Area): Promise<AreaStatus> {
  const status = statusIn(current, area.remote);
  if (status.state === 'loaded') return Promise.resolve(status);
  let pending = inFlight.get(area.remote);
  if (!pending) {
    const { listings } = current;
    const origins = listings.state === 'loaded' ? listings.origins : [];
    pending = fetchArea(area, origins).finally(() => inFlight.delete(area.remote));
    inFlight.set(area.remote, pending);
  }
  return pending;
}

/**
 * Sets the state a page rendered on the server shows, and the browser hydrates: remotes.json read
 * and one area's routes loaded (server/render.tsx on the server, hydration.ts in the browser).
 */
export function settleRenderedArea(
  listings: LoadedListings,
  remote: string,
  module: RemoteRoutesModule,
  version: string,
) {
  update({ listings, statuses: new Map([[remote, { state: 'loaded', module, version }]]) });
}
