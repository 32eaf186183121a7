import { useQueryParams } from './use-query-params';
import { RouterLink as Link } from './RouterLink';
import { useTranslation } from '../i18n/react';
import { useErrorText } from '../i18n/error-text';
import type { errorCodes } from '../../schemas';
import { homeUrl } from './navigation';
import { useShell } from './shell-context';
import { buttonClass } from '../../ui';
import { useServerRender } from '../server-render';

export type ShellStatus = 401 | 403 | 404;

/** A failed sign-in that names no key of its own (a type import: the catalogue's value would bring its English table). */
const SIGN_IN_FAILED = 'translate.base.error.sign-in-failed' satisfies (typeof errorCodes)['signInFailed'];

/**
 * The 401, 403 and 404 pages. The forbidden page shows the errorCode (3403 for denied routes) and the failed
 * sign-in's error: its errorKey in the visitor's language (the English errorMessage on English pages).
 */
export function StatusPage({ status }: { status: ShellStatus }) {
  const { t } = useTranslation();
  const { language } = useShell();
  const params = useQueryParams();
  const errorCode = params.get('errorCode');
  const errorMessage = params.get('errorMessage');
  const errorKey = params.get('errorKey');
  const errorText = useErrorText();
  const failure = errorMessage || errorKey ? errorText({ code: errorKey ?? SIGN_IN_FAILED, message: errorMessage ?? '' }) : null;
  const server = useServerRender();
  // The page request answers with this status (a crawler must not index a not-found page as a page).
  if (server) server.status ??= status;
  return (
    <section className="shell-status" data-status={status}>
      <h1>{t(`translate.shell.status.${status}.title`)}</h1>
      <p>{t(`translate.shell.status.${status}.body`)}</p>
      {status === 403 && errorCode ? <p>{t('translate.shell.status.error-code', { code: errorCode })}</p> : null}
      {status === 403 && failure ? <p>{failure}</p> : null}
      <p>
        <Link to={homeUrl(language)} className={buttonClass({ variant: 'primary' })}>
          {t('translate.shell.error.go-home')}
        </Link>
      </p>
    </section>
  );
}
