import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { createBrowserRouter } from '@glow/shared-ui';
import { areaOf, type AreaName } from './areas';
import { ContentError, FatalError } from './errors/RouteErrors';
import { loadArea } from './federation/areaLoader';
import { AppFrame } from './frame/AppFrame';
import { FrameSkeleton } from './frame/FrameSkeleton';
import { Unmatched } from './frame/Unmatched';
import { shellRoutes } from './shellRoutes';

/** The route that the remotes' routes are patched into: errors below it keep the frame. */
const CONTENT_ROUTE_ID = 'content';

/**
 * The one browser router. A path that no known route matches lands on the catch-all; before
 * that, react-router asks `patchRoutesOnNavigation`, which loads the path's area remote and
 * patches its routes in. Route modules are small and hold no data, so they load for anyone:
 * a bad parameter gives its 404 before the access rule is checked.
 */
export function createGlowRouter() {
  const patchedAreas = new Set<AreaName>();

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const area = areaOf(new URL(path, window.location.origin).pathname);
    if (!area || patchedAreas.has(area.name)) return;
    try {
      const { routes } = await loadArea(area);
      if (!patchedAreas.has(area.name)) {
        patchedAreas.add(area.name);
        patch(CONTENT_ROUTE_ID, routes);
      }
    } catch {
      // The catch-all shows the area's fallback with a retry button.
    }
  };

  return createBrowserRouter(glowRouteTree(), { patchRoutesOnNavigation });
}

/** The frame, the shell's own routes and the catch-all that remotes' routes are patched beside. */
export function glowRouteTree(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppFrame,
      ErrorBoundary: FatalError,
      HydrateFallback: FrameSkeleton,
      children: [
        {
          id: CONTENT_ROUTE_ID,
          ErrorBoundary: ContentError,
          children: [...shellRoutes, { path: '*', Component: Unmatched }],
        },
      ],
    },
  ];
}
