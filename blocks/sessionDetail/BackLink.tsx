// The session page's back link (docs/behaviour/catalog.md, Navigation): back to the page the visitor came from when the back
// trail has one (a speaker's page: "Back"), else to the catalog ("All sessions", or the block's label).
import { RouterLink as Link, useBackLink, useTranslation } from '../../renderer';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';

export function SessionBackLink({ language, label }: { language: string; label?: string }) {
  const back = useBackLink(`/${language}/sessions`);
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <nav className="blk-session__crumbs" aria-label={t('translate.sessionDetail.breadcrumb')}>
      <Link to={back.href} className="blk-session__back" onClick={back.onClick}>
        <span aria-hidden="true">←</span> {back.fromTrail ? t('translate.sessionDetail.back') : (label ?? t('translate.sessionDetail.all-sessions'))}
      </Link>
    </nav>
  );
}
