import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * Pages that need a signed-in shopper. No visitor can hold a session until accounts open, so
 * every visitor is sent to /login with the page to return to.
 */
export function RequireSignIn() {
  const location = useLocation();
  const signedIn = false;
  if (!signedIn) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}
