import { useMemo } from 'react';
import { RouterLink as Link } from './RouterLink';
import { useTranslation } from '../i18n/react';
import { useVersion } from '../../api-client';
import { hasPreviousPage, useBackTrail, useGoBack } from './back-trail';
import { collectDiagnostics, newTraceId } from './diagnostics';
import { homeUrl } from './navigation';
import { useOnline } from './online';
import { useShell } from './shell-context';
import { useHydrated } from './use-hydrated';
import { Button, buttonClass } from '../../ui';

/** Who to contact, named in the error page's redirect instruction. */
export const supportContact = 'support@conference.example';

/**
 * The error page (500): 'Oops, something went wrong', a sorry message (or the offline-content note), what to do,
 * Go Back when there is a previous page, and the diagnostics support asks for (docs/behaviour/errors-and-limits.md, Shell).
 */
export function ErrorPage({ traceId }: { traceId?: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const online = useOnline();
  const goBack = useGoBack();
  const trail = useBackTrail();
  // The diagnostics describe this browser at this moment (time, trace id, PWA, service worker): the server and the
  // hydrating render show them as unknown, so both render the same HTML; the browser fills them in right after.
  const hydrated = useHydrated();
  const trace = useMemo(() => traceId ?? (hydrated ? newTraceId() : undefined), [traceId, hydrated]);
  const diagnostics = useMemo(
    () => (hydrated && trace !== undefined ? collectDiagnostics(window, shell.clock(), trace) : null),
    [hydrated, shell, trace],
  );
  // One try: the error page must not wait on an API that may be the reason it shows.
  const version = useVersion({ queryConfig: { retry: false } });
  const unknown = t('translate.shell.error.unknown');
  const yesNo = (v: boolean) => (v ? t('translate.shell.yes') : t('translate.shell.no'));
  const rows: [string, string][] = [
    [t('translate.shell.error.time'), diagnostics?.time ?? unknown],
    [t('translate.shell.error.pwa'), diagnostics ? yesNo(diagnostics.pwa) : unknown],
    [t('translate.shell.error.sw-controlled'), diagnostics ? yesNo(diagnostics.serviceWorkerControlled) : unknown],
    [t('translate.shell.error.client-version'), shell.clientVersion.version],
    [t('translate.shell.error.client-build'), shell.clientVersion.build],
    [t('translate.shell.error.server-version'), version.data?.server.version ?? unknown],
    [t('translate.shell.error.server-build'), version.data?.server.build ?? unknown],
    [t('translate.shell.error.trace'), trace ?? unknown],
  ];

  return (
    <section className="shell-status shell-error" data-status={500}>
      <h1>{t('translate.shell.status.500.title')}</h1>
      <p>{online ? t('translate.shell.error.sorry') : t('translate.shell.error.offline-content')}</p>
      <p>{t('translate.shell.error.instruction', { support: supportContact })}</p>
      {!online ? <p className="shell-error__offline">{t('translate.shell.error.offline-note')}</p> : null}
      <p className="shell-error__actions">
        {hydrated && (hasPreviousPage() || trail.length > 0) ? (
          <Button variant="secondary" onClick={goBack}>
            {t('translate.shell.error.go-back')}
          </Button>
        ) : null}
        <Link to={homeUrl(shell.language)} className={buttonClass({ variant: 'primary' })}>
          {t('translate.shell.error.go-home')}
        </Link>
      </p>
      <h2>{t('translate.shell.error.details')}</h2>
      <dl className="shell-error__diagnostics">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
