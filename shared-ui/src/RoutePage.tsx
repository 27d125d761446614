import type { GlowRoute, RouteHandle } from '@glow/shared-api';
import { Page } from './Page';

/** The screen of a route whose content a later release builds: its title and what it is for. */
export function RoutePage() {
  return <Page />;
}

/**
 * Builders for one area's routes: the area's access rule and layout are given once, each route
 * states its path, title and description. `planned` routes show the RoutePage.
 */
export function areaRoutes(defaults: Pick<RouteHandle, 'access' | 'layout'>) {
  const handle = (
    title: string,
    description: string,
    extra: Partial<RouteHandle> = {},
  ): RouteHandle => ({
    ...defaults,
    title,
    description,
    ...extra,
  });
  const planned = (
    path: string,
    title: string,
    description: string,
    extra?: Partial<RouteHandle>,
  ): GlowRoute => ({ path, handle: handle(title, description, extra), Component: RoutePage });
  return { handle, planned };
}
