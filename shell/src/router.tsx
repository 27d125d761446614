import type { RouteObject } from 'react-router';
import { createBrowserRouter } from '@glow/shared-ui';
import { ContentError, FatalError } from './errors/RouteErrors';
import { AppFrame } from './frame/AppFrame';
import { FrameSkeleton } from './frame/FrameSkeleton';
import { createRoutePatcher, UnmatchedPath } from './remoteAreas';
import { shellRoutes } from './shellRoutes';

/** The route that the remotes' routes are patched into: errors below it keep the frame. */
const CONTENT_ROUTE_ID = 'content';

/**
 * The one browser router. A path that no known route matches lands on the catch-all; before
 * that, react-router asks `patchRoutesOnNavigation`, which loads the remote serving the path
 * and patches its routes in (see remoteAreas/). Route modules are small and hold no data, so
 * they load for anyone: a bad parameter gives its 404 before the access rule is checked.
 */
export function createGlowRouter(rendered?: RenderedArea) {
  if (!rendered) return createBrowserRouter(glowRouteTree(), glowRouterOptions());
  // Hydrating a page rendered on the server: its area's routes are there from the start.
  return createBrowserRouter(glowRouteTree(rendered.routes, rendered.shellRoutes), {
    patchRoutesOnNavigation: createRoutePatcher(
      CONTENT_ROUTE_ID,
      rendered.remote ? [rendered.remote] : [],
    ),
    hydrationData: {},
  });
}

/** An area whose routes a router starts with (the page was rendered with them). */
export interface RenderedArea {
  /** The remote whose routes are in place; none for a page of the shell's own. */
  remote?: string;
  routes: RouteObject[];
  /** The shell's routes, the page's own loaded when it is one of the shell's. */
  shellRoutes: RouteObject[];
}

/** What every Glow router is created with (the browser's, and the tests' memory routers). */
export function glowRouterOptions() {
  return { patchRoutesOnNavigation: createRoutePatcher(CONTENT_ROUTE_ID) };
}

/**
 * The frame, the shell's own routes and the catch-all that remotes' routes are patched beside;
 * with `areaRoutes`, an area's routes already in place (a page rendered on the server), and with
 * `ownRoutes` the shell's routes with the hydrated page's loaded.
 */
export function glowRouteTree(
  areaRoutes: RouteObject[] = [],
  ownRoutes: RouteObject[] = shellRoutes,
): RouteObject[] {
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
          children: [...areaRoutes, ...ownRoutes, { path: '*', Component: UnmatchedPath }],
        },
      ],
    },
  ];
}
