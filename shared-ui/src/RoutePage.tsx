import { useBreadcrumb, type GlowRoute, type RouteHandle } from '@glow/shared-api';
import { useLocation, useMatches, useParams } from 'react-router';
import { Page } from './Page';

/** The breadcrumb label of a route: its title, followed by its parameters (e.g. "Cohort 7"). */
export function routeLabel(handle: RouteHandle, params: Record<string, string | undefined>) {
  const values = Object.keys(handle.params ?? {})
    .map((name) => params[name])
    .filter(Boolean);
  return [handle.title, ...values].join(' ');
}

/**
 * The screen of a route whose content a later release builds: its title and what it is for,
 * read from the route's handle. It publishes its breadcrumb like every page.
 */
export function RoutePage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle;
  const params = useParams();
  useBreadcrumb(routeLabel(handle, params), useLocation().pathname);
  return <Page title={handle.title} description={handle.description} />;
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
