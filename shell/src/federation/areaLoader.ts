import type { RemoteRoutesModule } from '@glow/shared-api';
import { useSyncExternalStore } from 'react';
import type { Area, AreaName } from '../areas';
import { loadRemoteRoutes } from './remoteRoutes';

export type AreaStatus =
  | { state: 'idle' }
  | { state: 'loading'; attempt: number }
  | { state: 'loaded'; module: RemoteRoutesModule; version: string }
  | { state: 'failed'; error: unknown };

/** Pauses before the second and third attempt of loading a remote. */
const RETRY_DELAYS_MS = [500, 2000];

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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries the area's remote up to three times, with back-off, before giving up. */
async function fetchArea(area: Area): Promise<RemoteRoutesModule> {
  const failures: unknown[] = [];
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await pause(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    setStatus(area.name, { state: 'loading', attempt });
    try {
      const { module, version, entryUrl } = await loadRemoteRoutes(area.remote, attempt);
      if (failures.length > 0) {
        console.warn(
          `[glow] ${area.remote}@${version} loaded from ${entryUrl} on attempt ${attempt + 1}, after:`,
          ...failures,
        );
      }
      setStatus(area.name, { state: 'loaded', module, version });
      return module;
    } catch (error) {
      failures.push(error);
    }
  }
  throw failures.at(-1);
}

/** Loads an area's remote once; after all attempts failed, the next call starts again. */
export function loadArea(area: Area): Promise<RemoteRoutesModule> {
  const status = areaStatus(area.name);
  if (status.state === 'loaded') return Promise.resolve(status.module);
  let pending = inFlight.get(area.name);
  if (!pending) {
    pending = fetchArea(area)
      .catch((error: unknown) => {
        setStatus(area.name, { state: 'failed', error });
        console.error(`[glow] ${area.remote} could not be loaded:`, error);
        throw error;
      })
      .finally(() => inFlight.delete(area.name));
    inFlight.set(area.name, pending);
  }
  return pending;
}
