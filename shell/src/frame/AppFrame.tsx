import {
  checkAccess,
  invalidParams,
  selectBreadcrumb,
  selectUser,
  useAppSelector,
  type Layout,
} from '@glow/shared-api';
import { Toaster, Navigate, Outlet, useCurrentRoute, useLocation } from '@glow/shared-ui';
import { Suspense, useEffect } from 'react';
import { shellRoutes } from '../shellRoutes';
import { ErrorPage } from '../errors/ErrorPage';
import { useAreaAt, useRoleArea, useRoleAreaPreload, type AreaView } from '../remoteAreas';
import { useSessionVerificationOnLoad } from '../session/useSessionVerificationOnLoad';
import { useLogoutCompletion } from '../session/useSignOut';
import { useXamanReturnOnLoad } from '../session/useXamanReturnOnLoad';
import { AdminLayout, DefaultLayout } from './layouts';
import { fullPathOf, loginPath } from './loginRedirect';
import { NavigationProgress } from './NavigationProgress';
import { ScrollToTop } from './ScrollToTop';

/** The layout of an area's home page, once its routes are loaded. */
function homeLayoutOf({ area, status }: AreaView): Layout | undefined {
  if (!area || status.state !== 'loaded') return undefined;
  return status.module.routes.find((route) => route.path === area.home)?.handle.layout;
}

/**
 * The frame around every page: checks the route's parameters and access rule, then renders
 * the route's layout with the area's navigation around it. A page the user may not open shows
 * its 403 in the user's own area: its layout and navigation, not those of the area refused.
 */
export function AppFrame() {
  useSessionVerificationOnLoad();
  useLogoutCompletion();
  useXamanReturnOnLoad();
  useRoleAreaPreload();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const route = useCurrentRoute();
  const pageArea = useAreaAt(location.pathname);
  const ownArea = useRoleArea(user?.role);
  const breadcrumb = useAppSelector((state) => selectBreadcrumb(state, location.pathname));
  const title = breadcrumb?.label ?? route?.handle.title;

  useEffect(() => {
    document.title = title ? `${title} · Glow` : 'Glow';
  }, [title]);

  if (route && invalidParams(route.handle.params, route.params).length > 0) {
    return <ErrorPage status={404} message={`Page Not Found: ${location.pathname}`} fatal />;
  }

  const decision = route ? checkAccess(route.handle.access, user) : 'allowed';
  if (decision === 'login-required')
    return <Navigate to={loginPath(fullPathOf(location))} replace />;

  const forbidden = decision === 'forbidden';
  const { area, status } = forbidden ? ownArea : pageArea;
  const layout = forbidden ? homeLayoutOf(ownArea) : route?.handle.layout;
  const Frame = layout === 'admin' ? AdminLayout : DefaultLayout;
  return (
    <Frame
      navigation={status.state === 'loaded' ? status.module.navigation : []}
      routes={status.state === 'loaded' ? status.module.routes : shellRoutes}
      areaLabel={area ? `${area.label} navigation` : 'Navigation'}
    >
      <NavigationProgress />
      <ScrollToTop />
      {forbidden ? (
        <ErrorPage status={403} message={`You are not allowed to open ${location.pathname}`} />
      ) : (
        // A boundary of its own: a page rendered on the server hydrates after the frame around
        // it, so the header answers first (and a click on the page hydrates the page first).
        <Suspense>
          <Outlet />
        </Suspense>
      )}
      <Toaster />
    </Frame>
  );
}
