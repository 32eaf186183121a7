// The page's states before it has a session: loading, and the site's not-found state.
import { RouterLink as Link, useRenderContext, useServerRender, useTranslation } from '../../renderer';
import { buttonClass, Skeleton } from '../../ui';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';

export function Loading() {
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <section className="blk-session" aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        {t('translate.sessionDetail.loading')}
      </p>
      <Skeleton height="1.25rem" width="12rem" />
      <Skeleton height="2.5rem" width="min(40rem, 90%)" className="blk-session__skeleton-title" />
      <Skeleton height="14rem" />
    </section>
  );
}

/** The site's not-found state, inside the page; the server answers 404 for it. */
export function NotFound() {
  // The site's not-found words are the shell's (the same as its own not-found page); the link is the page's.
  const { t: shellT } = useTranslation();
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  const { language } = useRenderContext();
  const server = useServerRender();
  if (server) server.status ??= 404;
  return (
    <section className="shell-status blk-session__not-found" data-status={404}>
      <h1>{shellT('translate.shell.status.404.title')}</h1>
      <p>{shellT('translate.shell.status.404.body')}</p>
      <p>
        <Link to={`/${language}/sessions`} className={buttonClass({ variant: 'primary' })}>
          {t('translate.sessionDetail.browse-all')}
        </Link>
      </p>
    </section>
  );
}
