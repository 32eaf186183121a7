import { Suspense } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router';
import { Redirect } from './Redirect';
import { LocalePage, LoginPage, RedirectPage, SignOutPage } from './route-code';
import { checkGate } from './check-gate';
import { routeTools, useEditorSlots } from './editor-slots';
import { ErrorPage } from './ErrorPage';
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
  const tool = routeTools[route.path];
  const { RouteTool } = useEditorSlots(tool !== undefined);
  const verdict = checkGate(route.gate, { signedIn: shell.signedIn, scopes: shell.scopes }, shell.features, shell.phase);
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (verdict === 'sign-in') return <Redirect to={signInPath(shell.language, here)} />;
  if (verdict === 'forbidden') return <Redirect to={forbiddenPath(shell.language)} />;
  if (verdict === 'not-found') return <Redirect to={`/${shell.language}/notfound`} />;

  switch (route.view) {
    case 'page':
      // A site tool's route shows the tool (a lazy chunk, asked for only past the gate) instead of a page layout;
      // until the page is hydrated (and on the server) its place holds the loading note.
      if (tool) {
        const loading = (
          <p className="shell-loading" role="status">
            {t('translate.shell.loading')}
          </p>
        );
        return RouteTool ? (
          <Suspense fallback={loading}>
            <RouteTool tool={tool} />
          </Suspense>
        ) : (
          loading
        );
      }
      return <PageContent key={route.layoutId} layoutId={route.layoutId} />;
    case 'login':
    case 'sign-out':
    case 'locale':
    case 'redirect': {
      const Page = { login: LoginPage, 'sign-out': SignOutPage, locale: LocalePage, redirect: RedirectPage }[route.view];
      return (
        <Suspense fallback={<p className="shell-loading" role="status">{t('translate.shell.loading')}</p>}>
          <Page />
        </Suspense>
      );
    }
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
