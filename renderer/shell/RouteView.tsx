import { Navigate, useLocation } from 'react-router';
import { checkGate } from './check-gate';
import { ErrorPage } from './ErrorPage';
import { LocalePage, LoginPage, RedirectPage, SignOutPage } from './auth-pages';
import { forbiddenPath, signInPath } from './navigation';
import { PageContent } from './PageContent';
import type { SiteRoute } from './route-table';
import { useShell } from './shell-context';
import { StatusPage } from './StatusPage';

/** One route: its gate first (sign-in, forbidden with errorCode 3403, or not found), then its view. */
export function RouteView({ route }: { route: SiteRoute }) {
  const shell = useShell();
  const location = useLocation();
  const verdict = checkGate(route.gate, { signedIn: shell.signedIn, scopes: shell.scopes }, shell.features, shell.phase);
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (verdict === 'sign-in') return <Navigate to={signInPath(shell.language, here)} replace />;
  if (verdict === 'forbidden') return <Navigate to={forbiddenPath(shell.language)} replace />;
  if (verdict === 'not-found') return <Navigate to={`/${shell.language}/notfound`} replace />;

  switch (route.view) {
    case 'page':
      return <PageContent key={route.layoutId} layoutId={route.layoutId} />;
    case 'login':
      return <LoginPage />;
    case 'sign-out':
      return <SignOutPage />;
    case 'locale':
      return <LocalePage />;
    case 'redirect':
      return <RedirectPage />;
    case 'status-401':
      return <StatusPage status={401} />;
    case 'status-403':
      return <StatusPage status={403} />;
    case 'status-404':
      return <StatusPage status={404} />;
    case 'error':
      return <ErrorPage />;
  }
}
