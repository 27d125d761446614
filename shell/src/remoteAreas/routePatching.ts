import type { GlowRoute } from '@glow/shared-api';
import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { NotFound } from '../errors/ErrorPage';
import { candidateAreas, servesPath, type Area } from './areas';
import { areasIn, currentState, loadArea, readListings } from './areaStore';

/**
 * The routes patched in beside a remote's own: for each prefix (but `/`), `<prefix>/*` for the
 * paths under it that none of the remote's routes match. It carries the access and layout of the
 * remote's route at the prefix, so the frame's one access check covers unknown paths too: a
 * signed-out visitor of /admin/typo is sent to sign in, an admin sees "Page not found".
 */
function unmatchedRoutes(area: Area, routes: readonly GlowRoute[]): GlowRoute[] {
  return area.paths
    .filter((prefix) => prefix !== '/' && !routes.some(({ path }) => path === `${prefix}/*`))
    .map((prefix) => {
      const owner =
        routes.find(({ path }) => path === prefix) ??
        routes.find(({ path }) => path !== undefined && servesPath(prefix, path));
      return {
        path: `${prefix}/*`,
        handle: {
          access: owner?.handle.access ?? 'public',
          layout: owner?.handle.layout ?? 'default',
          title: 'Page not found',
        },
        Component: NotFound,
      };
    });
}

/**
 * react-router's `patchRoutesOnNavigation` for one router: a path that no route matches (only
 * the catch-all) waits for /remotes.json, then for the remote(s) that may serve it, and patches
 * their routes into `contentRouteId`. It never throws: a failure is in the area's status, and
 * the catch-all shows it.
 */
export function createRoutePatcher(
  contentRouteId: string,
  alreadyPatched: string[] = [],
): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>(alreadyPatched);
  return async ({ path, patch, signal }) => {
    const listings = await readListings();
    if (!listings) return;
    const { pathname } = new URL(path, window.location.origin);
    const areas = candidateAreas(pathname, areasIn(currentState()));
    await Promise.all(
      areas
        .filter(({ remote }) => !patched.has(remote))
        .map(async (area) => {
          const status = await loadArea(area);
          if (status.state !== 'loaded' || patched.has(area.remote) || signal.aborted) return;
          patched.add(area.remote);
          // The area again, now that its routes are loaded: an old line's prefixes come from them.
          const known = areasIn(currentState()).find(({ remote }) => remote === area.remote)!;
          patch(contentRouteId, [
            ...status.module.routes,
            ...unmatchedRoutes(known, status.module.routes),
          ]);
        }),
    );
  };
}
