import type { RouteHandle } from '@glow/shared-api';
import { useMatches, type Params } from 'react-router';

export interface CurrentRoute {
  handle: RouteHandle;
  params: Params;
}

/** The deepest matched route that carries a handle, i.e. the page being shown, and its parameters. */
export function useCurrentRoute(): CurrentRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    if (match.handle) return { handle: match.handle as RouteHandle, params: match.params };
  }
  return undefined;
}

/** The route of the page being rendered; a page outside a Glow route is a programming error. */
export function usePageRoute(): CurrentRoute {
  const route = useCurrentRoute();
  if (!route) throw new Error('A page must be rendered by a route whose handle gives its title');
  return route;
}

/** The breadcrumb label of a route: its title, followed by its parameters (e.g. "Cohort 7"). */
export function routeLabel({ handle, params }: CurrentRoute): string {
  const values = Object.keys(handle.params ?? {})
    .map((name) => params[name])
    .filter(Boolean);
  return [handle.title, ...values].join(' ');
}
