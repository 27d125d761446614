import type { RemoteRoutesModule } from '@glow/shared-api';
import { useSyncExternalStore } from 'react';
import type { Area, AreaName } from '../areas';
import { loadRemoteRoutes } from './remoteRoutes';

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

async function fetchArea(area: Area, previous: AreaStatus): Promise<RemoteRoutesModule> {
  const { module, version } = await loadRemoteRoutes(
    area.remote,
    previous.state === 'failed' ? 1 : 0,
  );
  setStatus(area.name, { state: 'loaded', module, version });
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
