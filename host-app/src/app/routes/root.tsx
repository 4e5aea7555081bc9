import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPage } from '../../components/status-page.tsx';

/** The root route: every page, plus scroll restoration between them. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown when a route throws while rendering: a message rather than a blank page. */
export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong on this page. Reload to try again.';
  return <StatusPage title="Something went wrong" text={text} />;
}
