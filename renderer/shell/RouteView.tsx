import { Suspense } from 'react';
import { useTranslation } from '../i18n/react';
import { Navigate, useLocation } from 'react-router';
import { checkGate } from './check-gate';
import { routeTools, useEditorSlots } from './editor-slots';
import { ErrorPage } from './ErrorPage';
import { LocalePage, LoginPage, RedirectPage, SignOutPage } from './auth-pages';
import { forbiddenPath, signInPath } from './navigation';
import { PageContent } from './PageContent';
import type { SiteRoute } from './route-table';
import { useShell } from './shell-context';
import { StatusPage } from './StatusPage';

/** One route: its gate first (sign-in, forbidden with errorCode 3403, or not found), then its view. */
export function RouteView({ route }: { route: SiteRoute }) {
  const { t } = useTranslation();
  const shell = useShell();
  const location = useLocation();
  const { RouteTool } = useEditorSlots();
  const tool = routeTools[route.path];
  const verdict = checkGate(route.gate, { signedIn: shell.signedIn, scopes: shell.scopes }, shell.features, shell.phase);
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (verdict === 'sign-in') return <Navigate to={signInPath(shell.language, here)} replace />;
  if (verdict === 'forbidden') return <Navigate to={forbiddenPath(shell.language)} replace />;
  if (verdict === 'not-found') return <Navigate to={`/${shell.language}/notfound`} replace />;

  switch (route.view) {
    case 'page':
      // A site tool's route shows the tool (a lazy chunk, asked for only past the gate) instead of a page layout.
      if (tool && RouteTool) {
        return (
          <Suspense
            fallback={
              <p className="shell-loading" role="status">
                {t('translate.shell.loading')}
              </p>
            }
          >
            <RouteTool tool={tool} />
          </Suspense>
        );
      }
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
