import { Muted, matchPath, useLocation, useNavigate } from '@glow/shared-ui';
import { useEffect } from 'react';
import { NotFound } from '../errors/ErrorPage';
import { fullPathOf } from '../frame/loginRedirect';
import { AreaUnavailable } from './AreaUnavailable';
import { candidateAreas, servesPath, type Area } from './areas';
import { areasIn, readListings, statusIn, type RemoteAreasState } from './areaStore';
import { useRemoteAreasState } from './hooks';

/** What the catch-all shows for a path that no route matches. */
type Unmatched =
  /** /remotes.json or the path's remote is on its way. */
  | { show: 'loading'; area?: Area; attempt: number }
  /** It failed: the area's fallback, whose Retry matches the path again. */
  | { show: 'unavailable'; area?: Area }
  /** Something this router has not patched in yet (loaded outside a navigation): match again. */
  | { show: 'rematch' }
  | { show: 'not-found' };

/** Whether a loaded area, once patched in, matches the path (its routes or a prefix's `/*`). */
function matchesOncePatched(area: Area, state: RemoteAreasState, pathname: string): boolean {
  const status = statusIn(state, area.remote);
  if (status.state !== 'loaded') return false;
  return (
    area.paths.some((prefix) => prefix !== '/' && servesPath(prefix, pathname)) ||
    status.module.routes.some(
      ({ path }) => path !== undefined && matchPath({ path, end: true }, pathname),
    )
  );
}

function unmatched(pathname: string, state: RemoteAreasState): Unmatched {
  const { listings } = state;
  if (listings.state === 'idle' || listings.state === 'loading') {
    return { show: 'loading', attempt: 0 };
  }
  if (listings.state === 'failed') return { show: 'unavailable' };
  const areas = areasIn(state);
  const candidates = candidateAreas(pathname, areas);
  // One area names the path; an old remotes.json may leave several that might.
  const single = candidates.length === 1 ? candidates[0] : undefined;
  const statuses = candidates.map(({ remote }) => statusIn(state, remote));
  const loading = statuses.find((status) => status.state === 'loading');
  if (loading) return { show: 'loading', area: single, attempt: loading.attempt };
  if (statuses.some(({ state }) => state === 'failed'))
    return { show: 'unavailable', area: single };
  if (statuses.some(({ state }) => state === 'idle')) return { show: 'rematch' };
  return areas.some((area) => matchesOncePatched(area, state, pathname))
    ? { show: 'rematch' }
    : { show: 'not-found' };
}

/** Asks the router to match the current path again, which loads and patches what it needs. */
function useRematch() {
  const location = useLocation();
  const navigate = useNavigate();
  return () => navigate(fullPathOf(location), { replace: true });
}

/**
 * The catch-all route: a path that no route matches. Its remote is loading or failed to load
 * (the area's fallback, with Retry), it was loaded outside a navigation (matched again, which
 * patches it in), or no area serves it ("Page not found"). Access is not checked here: a
 * path no route matches has no access rule, and once its area is patched in, the frame checks
 * the matched route's.
 */
export function UnmatchedPath() {
  const { pathname } = useLocation();
  const state = useRemoteAreasState();
  const rematch = useRematch();
  const view = unmatched(pathname, state);
  const rematching = view.show === 'rematch';
  const unlisted = state.listings.state === 'idle';
  useEffect(() => {
    if (unlisted) void readListings(); // a router without the route patcher (tests)
  }, [unlisted]);
  useEffect(() => {
    if (rematching) rematch();
    // Once per change of the state: a rematch that cannot help must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rematching, state]);

  switch (view.show) {
    case 'not-found':
      return <NotFound />;
    case 'unavailable':
      return <AreaUnavailable area={view.area} onRetry={rematch} />;
    case 'loading':
      return (
        <Muted aria-busy="true">
          {view.attempt > 0 && view.area
            ? `Loading the ${view.area.label.toLowerCase()} pages is taking longer; trying again…`
            : 'Loading…'}
        </Muted>
      );
    case 'rematch':
      return <Muted aria-busy="true">Loading…</Muted>;
  }
}
