import { isApiError } from '../../api-client';
import { RouterLink, useErrorText, useShell } from '../../renderer';
import { Button } from '../../ui';
import { centerPath } from './paths';
import type { RuleT } from './strings';

/**
 * A rule that could not be read: a rule that is not there (deleted, or a wrong address) says so with the way back;
 * any other failure says what went wrong and offers to try again.
 */
export function LoadProblem({ t, error, onRetry }: { t: RuleT; error: unknown; onRetry: () => void }) {
  const { language } = useShell();
  const errorText = useErrorText();
  const missing = isApiError(error) && error.status === 404;
  return (
    <div className="nr-problem">
      <p role="alert" className="nr-alert">
        {missing ? t('translate.site-settings.notification-rules.not-found') : `${t('translate.site-settings.notification-rules.rule-load-error')} ${errorText(error)}`}
      </p>
      <p className="nr-actions">
        {missing ? null : (
          <Button variant="secondary" onClick={onRetry}>
            {t('translate.site-settings.notification-rules.retry')}
          </Button>
        )}
        <RouterLink to={centerPath(language)}>{t('translate.site-settings.notification-rules.back')}</RouterLink>
      </p>
    </div>
  );
}

/** A rule query's state before its data: the loading line while it loads, the problem when it failed. */
export function QueryProblem({ t, query }: { t: RuleT; query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.isPending) return <p role="status">{t('translate.site-settings.notification-rules.loading')}</p>;
  return query.isError ? <LoadProblem t={t} error={query.error} onRetry={() => void query.refetch()} /> : null;
}
