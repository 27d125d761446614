// Renders a public page as HTML on the web origin: the shell's frame with glow_public's page,
// from the version remotes.json names (web-server/docs/server-rendering.md). The browser
// hydrates it (hydration.ts) with the same routes and the answers the page was rendered with.
import type { RemoteListing } from '@glow/contract';
import { baseApi, type RemoteRoutesModule, type RouteHandle } from '@glow/shared-api';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { WalletSession } from '@glow/shared-wallet';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App';
import { settleRenderedArea } from '../remoteAreas';
import { glowRouteTree } from '../router';
import { createGlowStore } from '../store';
import { RENDERED_REMOTE, type ServerRendering } from '../hydration';
import { pageHead } from './pageHead';

export interface RenderRequest {
  url: string;
  /** Where the API answers, e.g. http://127.0.0.1:8082: the pages' calls to /api go there. */
  apiOrigin: string;
  /** remotes.json as the browser reads it. */
  remotesJson: { origins: string[]; remotes: RemoteListing[] };
}

export interface RenderedPage {
  status: number;
  html: string;
  styleTags: string;
  /** The page's title, description and the tags of a shared link. */
  head: string;
  /** What the browser hydrates with (window.glowServerRendered). */
  rendering: ServerRendering;
}

let registeredEntry: string | undefined;

async function renderedArea({ origins, remotes }: RenderRequest['remotesJson']) {
  const listing = remotes.find(({ name }) => name === RENDERED_REMOTE);
  if (!listing || !origins[0]) throw new Error(`remotes.json lists no ${RENDERED_REMOTE}`);
  const entry = `${origins[0]}/${RENDERED_REMOTE}/${listing.version}/server/remoteEntry.js`;
  // A version's endpoints are injected once: the web origin loads a renderer per version.
  if (!registeredEntry) {
    registerRemotes([{ name: RENDERED_REMOTE, entry }]);
    registeredEntry = entry;
  } else if (registeredEntry !== entry) {
    throw new Error(`This renderer renders ${registeredEntry}, not ${entry}`);
  }
  const module = await loadRemote<RemoteRoutesModule>(`${RENDERED_REMOTE}/routes`);
  if (!module) throw new Error(`${RENDERED_REMOTE}/routes did not load from ${entry}`);
  settleRenderedArea(
    { state: 'loaded', origins, remotes },
    RENDERED_REMOTE,
    module,
    listing.version,
  );
  return { module, version: listing.version };
}

/** A call of a page, or a file of the remote, not answered by then fails the render. */
const FETCH_TIMEOUT_MS = 5_000;

/** Node's own fetch, kept once for every renderer the web origin loads. */
const NODE_FETCH = Symbol.for('glow.nodeFetch');
type WithNodeFetch = typeof globalThis & { [NODE_FETCH]?: typeof fetch };

/** The pages call /api/… as in the browser: on the server, those calls go to the API's origin. */
function installApiFetch(apiOrigin: string) {
  const globals = globalThis as WithNodeFetch;
  const nodeFetch = (globals[NODE_FETCH] ??= globalThis.fetch);
  globalThis.fetch = (input, init) =>
    nodeFetch(typeof input === 'string' && input.startsWith('/') ? `${apiOrigin}${input}` : input, {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
}

export async function render(request: RenderRequest): Promise<RenderedPage> {
  installApiFetch(request.apiOrigin);
  const { module, version } = await renderedArea(request.remotesJson);
  const handler = createStaticHandler(glowRouteTree(module.routes as RouteObject[]));
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) throw new Error(`${request.url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createGlowStore({ signedOut: true });
  const wallet = new WalletSession({ store });
  const page = () => (
    <App store={store} wallet={wallet}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>
  );
  // The first pass starts the page's queries; the second shows their answers.
  renderToString(page());
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  const queries = Object.values(store.getState().api.queries);
  // A page showing a failed call is not kept for everyone: the browser renders it instead.
  const failed = queries.find((query) => query?.status === 'rejected');
  if (failed) {
    const error = new Error(`${request.url}: ${failed.endpointName} failed`);
    error.name = 'PageCallFailure';
    throw error;
  }
  const answer = <T,>(endpointName: string) =>
    queries.find((query) => query?.endpointName === endpointName && query.data)?.data as
      T | undefined;
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const head = handle ? pageHead(handle, handle.share?.({ answer })) : '';
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page()));
    return {
      status: context.statusCode,
      html,
      styleTags: sheet.getStyleTags(),
      head,
      rendering: { version, api: store.getState().api },
    };
  } finally {
    sheet.seal();
  }
}
