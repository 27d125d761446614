import { reportError } from '@glow/shared-ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

function useReportedRouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route'), [error]);
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: error.statusText || `Error ${error.status}` };
  }
  return { status: 500, message: 'Something went wrong on this page.' };
}

/** An error in a page: shown inside the layout, with the header and footer still working. */
export function ContentError() {
  const { status, message } = useReportedRouteError();
  return <ErrorPage status={status} message={message} />;
}

/** An error in the page frame itself: nothing else can be trusted, so the page is replaced. */
export function FatalError() {
  const { status, message } = useReportedRouteError();
  return <ErrorPage status={status} message={message} fatal />;
}

export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={`Page not found: ${pathname}`} />;
}
