import {
  checkAccess,
  invalidParams,
  selectBreadcrumb,
  selectUser,
  useAppSelector,
} from '@glow/shared-api';
import { Toaster, Navigate, Outlet, useCurrentRoute, useLocation } from '@glow/shared-ui';
import { useEffect } from 'react';
import { shellRoutes } from '../shellRoutes';
import { ErrorPage } from '../errors/ErrorPage';
import { useAreaAt, useRoleAreaPreload } from '../remoteAreas';
import { useSessionVerificationOnLoad } from '../session/useSessionVerificationOnLoad';
import { useLogoutCompletion } from '../session/useSignOut';
import { useXamanReturnOnLoad } from '../session/useXamanReturnOnLoad';
import { AdminLayout, DefaultLayout } from './layouts';
import { fullPathOf, loginPath } from './loginRedirect';
import { NavigationProgress } from './NavigationProgress';
import { ScrollToTop } from './ScrollToTop';

/**
 * The frame around every page: checks the route's parameters and access rule, then renders
 * the route's layout with the area's navigation around it.
 */
export function AppFrame() {
  useSessionVerificationOnLoad();
  useLogoutCompletion();
  useXamanReturnOnLoad();
  useRoleAreaPreload();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const route = useCurrentRoute();
  const { area, status } = useAreaAt(location.pathname);
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

  const Layout = route?.handle.layout === 'admin' ? AdminLayout : DefaultLayout;
  return (
    <Layout
      navigation={status.state === 'loaded' ? status.module.navigation : []}
      routes={status.state === 'loaded' ? status.module.routes : shellRoutes}
      areaLabel={area ? `${area.label} navigation` : 'Navigation'}
    >
      <NavigationProgress />
      <ScrollToTop />
      {decision === 'forbidden' ? (
        <ErrorPage status={403} message={`You are not allowed to open ${location.pathname}`} />
      ) : (
        <Outlet />
      )}
      <Toaster />
    </Layout>
  );
}
