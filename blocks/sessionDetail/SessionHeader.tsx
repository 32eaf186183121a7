// The page's header: code, type and live badge above the title and its favourite button, level and format pills.
import { useTranslation } from '../../renderer';
import type { Session } from '../../schemas/api-types';
import { Pill } from '../../ui';
import { SessionFavoriteButton } from '../shared/favorites/FavoriteButton';
import { BADGE_LABELS, type SessionBadge } from './session-state';
import { sessionDetailNamespace, sessionDetailStrings, type SessionDetailKey } from './strings';
import '../shared/session-card/status-badge.css';
import './header.css';

/** Delivery types and viewing options the page names in the visitor's language; others show as the API labels them. */
const CODE_LABELS: Readonly<Record<string, SessionDetailKey>> = {
  inperson: 'translate.sessionDetail.value.inperson',
  online: 'translate.sessionDetail.value.online',
  hybrid: 'translate.sessionDetail.value.hybrid',
  recorded: 'translate.sessionDetail.value.recorded',
  notrecorded: 'translate.sessionDetail.value.notrecorded',
  livestream: 'translate.sessionDetail.value.livestream',
  ondemand: 'translate.sessionDetail.value.ondemand',
  handsonlab: 'translate.sessionDetail.value.handsonlab',
};

function codeLabel(value: { logicalValue: string; displayValue: string }, t: (key: SessionDetailKey) => string): string {
  const key = value.logicalValue.toLowerCase();
  return Object.hasOwn(CODE_LABELS, key) && CODE_LABELS[key] ? t(CODE_LABELS[key]) : value.displayValue;
}

export function SessionHeader({
  session,
  badge,
  titleId,
}: {
  session: Session;
  badge: SessionBadge;
  titleId: string;
}) {
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  const pills = [
    session.sessionLevel.displayValue,
    ...session.deliveryTypes.map((d) => codeLabel(d, t)),
    ...session.viewingOptions.map((v) => codeLabel(v, t)),
  ].filter((p) => p !== '');
  return (
    <header className="blk-session__header">
      <p className="blk-session__eyebrow">
        <span className="blk-session__code">{session.sessionCode}</span>
        <span className="blk-session__type">{session.sessionType.displayValue}</span>
        <BadgeView badge={badge} />
      </p>
      <div className="blk-session__title-row">
        <h1 id={titleId} className="blk-session__title">
          {session.title}
        </h1>
        <SessionFavoriteButton session={session} className="blk-session__favorite" />
      </div>
      {pills.length > 0 ? (
        <ul className="blk-session__pills" aria-label={t('translate.sessionDetail.pills')}>
          {pills.map((p) => (
            <li key={p}>
              <Pill>{p}</Pill>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

function BadgeView({ badge }: { badge: SessionBadge }) {
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  // A live region: the badge changes while the page is open (live at the start, on demand or ended at the end).
  return (
    <span className="blk-session__badge-slot" aria-live="polite">
      {badge ? (
        <span className={`session-status session-status--${badge} blk-session__badge blk-session__badge--${badge}`} data-badge={badge}>
          {badge === 'live' ? <span className="blk-session__dot" aria-hidden="true" /> : null}
          {t(BADGE_LABELS[badge])}
        </span>
      ) : null}
    </span>
  );
}
