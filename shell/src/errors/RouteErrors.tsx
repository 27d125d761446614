import {
  isRouteErrorResponse,
  Muted,
  reportError,
  useLocation,
  useParams,
  useRouteError,
} from '@glow/shared-ui';
import { useEffect, useMemo } from 'react';
import { AreaUnavailable, reportAreaFailure, useAreaAt, type AreaView } from '../remoteAreas';
import { chunkReloadAllowed, isChunkLoadError, reloadForChunkError } from './chunkReload';
import { ErrorPage } from './ErrorPage';

/** Reloads the page once for a chunk that failed to load (see chunkReload); true meanwhile. */
function useReloadOnChunkError(error: unknown): boolean {
  const reloading = useMemo(() => isChunkLoadError(error) && chunkReloadAllowed(), [error]);
  useEffect(() => {
    if (reloading) reloadForChunkError();
  }, [reloading]);
  return reloading;
}

function useReportedRouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route'), [error]);
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: error.statusText || `Error ${error.status}` };
  }
  return { status: 500, message: 'Something went wrong on this page.' };
}

/** A remote's page that broke (or whose file is missing) is reported to the API, once. */
function useReportedAreaFailure({ area, status }: AreaView, error: unknown, broken: boolean) {
  const { pathname } = useLocation();
  const params = useParams();
  useEffect(() => {
    if (!area || !broken) return;
    reportAreaFailure({
      remote: area.remote,
      version: status.state === 'loaded' ? status.version : area.listing.version,
      kind: isChunkLoadError(error) ? 'chunk' : 'render',
      pathname,
      params,
    });
  }, [area, status, error, broken, pathname, params]);
}

/**
 * An error in a page: shown inside the layout, with the header and footer still working. A
 * chunk that failed to load reloads the page once; a remote's page that broke shows its area's
 * fallback, whose Retry loads the page (and so the area's current version) again.
 */
export function ContentError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { status, message } = useReportedRouteError();
  const reloading = useReloadOnChunkError(error);
  const view = useAreaAt(pathname);
  const { area } = view;
  useReportedAreaFailure(view, error, !reloading && status === 500);
  if (reloading) return <Muted aria-busy="true">Loading the current version of Glow…</Muted>;
  if (area && status === 500) {
    return <AreaUnavailable area={area} onRetry={() => window.location.reload()} />;
  }
  return <ErrorPage status={status} message={message} />;
}

/** An error in the page frame itself: nothing else can be trusted, so the page is replaced. */
export function FatalError() {
  const { status, message } = useReportedRouteError();
  if (useReloadOnChunkError(useRouteError())) return null;
  return <ErrorPage status={status} message={message} fatal />;
}
