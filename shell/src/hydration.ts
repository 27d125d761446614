// A page the web origin rendered (web-server/src/serverRendering.ts) is hydrated when its HTML
// was rendered with the version of glow_public this browser loads: the router starts with that
// area's routes (the page's own resolved), the store with the answers the page was rendered with.
// Otherwise the page renders afresh, as every page did before.
import { baseApi, renderedAnswersReceived, type GlowRoute } from '@glow/shared-api';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RouteObject } from 'react-router';
import { matchRoutes } from '@glow/shared-ui';
import { areaServing, areasIn, currentState, loadArea, readListings } from './remoteAreas';
import type { RenderedArea } from './router';
import { shellRoutes } from './shellRoutes';
import type { GlowStore } from './store';

/** The remote whose pages the web origin renders. */
export const RENDERED_REMOTE = 'glow_public';

/** What the HTML says it was rendered with (window.glowServerRendered). */
export interface ServerRendering {
  version: string;
  /** The RTK Query state after the page's calls answered. */
  api: unknown;
}

declare global {
  interface Window {
    glowServerRendered?: ServerRendering;
  }
}

/** The matched routes' lazy parts, loaded, so that the first render is the page and not a fallback. */
async function withMatchedRoutesLoaded(routes: GlowRoute[], pathname: string) {
  const matched = new Set(
    matchRoutes(routes as RouteObject[], pathname)?.map(({ route }) => route),
  );
  return Promise.all(
    (routes as RouteObject[]).map(async (route) => {
      if (!matched.has(route) || typeof route.lazy !== 'function') return route;
      const { lazy, ...rest } = route;
      return { ...rest, ...(await lazy()) } as RouteObject;
    }),
  );
}

/**
 * The area to hydrate with, or undefined to render afresh. A page of the shell's own (its Help
 * page) needs no remote: it hydrates with the shell's routes alone.
 */
export async function renderedArea(store: GlowStore): Promise<RenderedArea | undefined> {
  const rendering = window.glowServerRendered;
  if (!rendering) return undefined;
  const { pathname } = window.location;
  if (matchRoutes(shellRoutes as RouteObject[], pathname)) {
    store.dispatch(renderedAnswersReceived(rendering.api));
    return { routes: [], shellRoutes: await withMatchedRoutesLoaded(shellRoutes, pathname) };
  }
  const listings = await readListings();
  const area = listings && areaServing(pathname, areasIn(currentState()));
  if (area?.remote !== RENDERED_REMOTE || area.listing.version !== rendering.version)
    return undefined;
  const status = await loadArea(area);
  if (status.state !== 'loaded') return undefined;
  store.dispatch(renderedAnswersReceived(rendering.api));
  return {
    remote: RENDERED_REMOTE,
    routes: await withMatchedRoutesLoaded(status.module.routes, pathname),
    shellRoutes: await withMatchedRoutesLoaded(shellRoutes, pathname),
  };
}

type QueryInitiate = (
  args: unknown,
  options: { subscribe: false; forceRefetch: true },
) => ThunkAction<unknown, unknown, unknown, UnknownAction>;

/**
 * The answers the page was rendered with are up to a minute old: each is asked for again once the
 * page is hydrated, and the page updates in place when it answers.
 */
export function refreshRenderedAnswers(store: GlowStore) {
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: QueryInitiate }>;
  for (const query of Object.values(store.getState().api.queries)) {
    const endpoint = query?.status === 'fulfilled' && endpoints[query.endpointName];
    if (!endpoint) continue;
    store.dispatch(endpoint.initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
  }
}
