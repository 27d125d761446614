import { checkAccess, selectUser, useAppSelector } from '@glow/shared-api';
import { Muted, matchPath, Navigate, useLocation, useNavigate } from '@glow/shared-ui';
import { useEffect } from 'react';
import { areaOf, type Area } from '../areas';
import { ErrorPage } from '../errors/ErrorPage';
import { AreaUnavailable } from './AreaUnavailable';
import { NotFound } from '../errors/RouteErrors';
import { useAreaStatus } from '../federation/areaLoader';
import { fullPathOf, loginPath } from './loginRedirect';

/** Asks the router to match the current path again, which loads the area's remote once more. */
function useRematch() {
  const location = useLocation();
  const navigate = useNavigate();
  return () => navigate(fullPathOf(location), { replace: true });
}

/**
 * The area's routes are not in the router yet: either nothing has asked for them (e.g. the user
 * signed in on this page) or they were loaded outside a navigation (a preload). Matching again
 * patches them in.
 */
function AreaPending({ area }: { area: Area }) {
  const status = useAreaStatus(area.name);
  const rematch = useRematch();
  useEffect(() => {
    if (status.state !== 'loading') rematch();
    // Once per state change: a rematch that cannot help must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.state]);
  const retrying = status.state === 'loading' && status.attempt > 0;
  return (
    <Muted aria-busy="true">
      {retrying
        ? `Loading the ${area.label.toLowerCase()} pages is taking longer; trying again…`
        : 'Loading…'}
    </Muted>
  );
}

/**
 * Whatever path no route matches: an area whose remote is loading or failed to load, a path
 * the user may not enter, or an unknown path.
 */
export function Unmatched() {
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const area = areaOf(location.pathname);
  const status = useAreaStatus(area?.name);
  const rematch = useRematch();
  if (!area) return <NotFound />;

  const decision = checkAccess(area.access, user);
  if (decision === 'login-required')
    return <Navigate to={loginPath(fullPathOf(location))} replace />;
  if (decision === 'forbidden') {
    return <ErrorPage status={403} message={`You are not allowed to open ${location.pathname}`} />;
  }
  if (status.state === 'failed') return <AreaUnavailable area={area} onRetry={rematch} />;
  const knownToArea =
    status.state === 'loaded' &&
    status.module.routes.some(
      (route) => route.path && matchPath({ path: route.path, end: true }, location.pathname),
    );
  if (status.state === 'loaded' && !knownToArea) return <NotFound />;
  return <AreaPending area={area} />;
}
