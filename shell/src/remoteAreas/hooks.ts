import type { Role } from '@glow/shared-api';
import { useEffect, useSyncExternalStore } from 'react';
import { areaServing, roleRemote, type Area } from './areas';
import {
  areasIn,
  currentState,
  loadArea,
  readListings,
  statusIn,
  subscribe,
  type AreaStatus,
  type ListingsState,
  type RemoteAreasState,
} from './areaStore';

export function useRemoteAreasState(): RemoteAreasState {
  return useSyncExternalStore(subscribe, currentState, currentState);
}

/** An area and its status; no area: no listed remote serves the path (or role). */
export interface AreaView {
  area: Area | undefined;
  status: AreaStatus;
}

function viewOf(state: RemoteAreasState, area: Area | undefined): AreaView {
  return { area, status: area ? statusIn(state, area.remote) : { state: 'idle' } };
}

/** The area whose prefix serves a path, and its status. */
export function useAreaAt(pathname: string): AreaView {
  const state = useRemoteAreasState();
  return viewOf(state, areaServing(pathname, areasIn(state)));
}

/** The area of a role (its remote is glow_<role>), and its status. */
export function useRoleArea(role: Role | undefined): AreaView {
  const state = useRemoteAreasState();
  const remote = role && roleRemote(role);
  return viewOf(
    state,
    areasIn(state).find((area) => area.remote === remote),
  );
}

/**
 * Where a user of the role starts: the home its area declares; undefined while that is not
 * known yet (remotes.json being read, or an old line's routes loading); `/` when it cannot be.
 */
export function useRoleHome(role: Role | undefined): string | undefined {
  const { area, status } = useRoleArea(role);
  const listings = useRemoteAreasState().listings;
  useEffect(() => {
    if (role) void readListings();
  }, [role]);
  if (!role || listings.state === 'idle' || listings.state === 'loading') return undefined;
  if (!area) return '/';
  return area.home ?? (status.state === 'failed' ? '/' : undefined);
}

/** Every listed area and its status, for /routes; loads every area's routes. */
export function useEveryArea(): {
  listings: ListingsState;
  areas: { area: Area; status: AreaStatus }[];
} {
  const state = useRemoteAreasState();
  useEffect(() => {
    void readListings().then((listings) => {
      if (listings) for (const area of areasIn(currentState())) void loadArea(area);
    });
  }, []);
  return {
    listings: state.listings,
    areas: areasIn(state).map((area) => ({ area, status: statusIn(state, area.remote) })),
  };
}
