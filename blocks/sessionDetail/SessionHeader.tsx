// The page's header: code, type and live badge above the title and its favourite button, level and format pills.
import { useTranslation } from '../../renderer';
import type { Session } from '../../schemas/api-types';
import { Pill } from '../../ui';
import { SessionFavoriteButton } from '../shared/favorites/FavoriteButton';
import { BADGE_LABELS, type SessionBadge } from './session-state';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';
import '../shared/session-card/status-badge.css';
import './header.css';

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
  // A delivery type or viewing option in the visitor's language (the keys of the known codes, strings.ts); a code
  // the page does not know keeps the API's label, as the directories do with participation types.
  const code = ({ logicalValue, displayValue }: { logicalValue: string; displayValue: string }) =>
    t(`translate.sessionDetail.value.${logicalValue.toLowerCase()}`, { defaultValue: displayValue });
  const pills = [
    session.sessionLevel.displayValue,
    ...session.deliveryTypes.map(code),
    ...session.viewingOptions.map(code),
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
