import type { MouseEvent, ReactNode } from 'react';
import { useTranslation, type TFunction } from '../../renderer';
import type { SessionCard } from '../../schemas/api-types';
import { Card, Pill } from '../../ui';
import { Avatar } from '../shared/list/Avatar';
import { codeLabel } from './facet-labels';
import { catalogNamespace, catalogStrings, type CatalogKey } from './strings';

export type CatalogView = 'list' | 'tile';

export interface TileFormat {
  /** The weekday and date of a start, in the zone times show in. */
  day: (iso: string) => string;
  /** A time of day, in the zone times show in. */
  time: (iso: string) => string;
  /** Link to the session's page. */
  href: (session: SessionCard) => string;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The viewer's favorite button for a session (signed-in visitors with favorites on), or nothing. */
  favorite?: (session: SessionCard) => ReactNode;
  /** The schedule button (blocks/shared/schedule-actions, a lazy chunk), or nothing. */
  schedule?: (session: SessionCard) => ReactNode;
}

export type SessionBadge = 'live' | 'on-demand' | 'ended' | null;

/** docs/behaviour/catalog.md: live between start and end; after the end on demand when available, else ended. */
export function sessionBadge(
  session: Pick<SessionCard, 'startDateTime' | 'endDateTime' | 'hasOnDemand'>,
  now: number,
): SessionBadge {
  const start = session.startDateTime ? Date.parse(session.startDateTime) : NaN;
  const end = session.endDateTime ? Date.parse(session.endDateTime) : NaN;
  if (Number.isFinite(end) && now >= end) return session.hasOnDemand ? 'on-demand' : 'ended';
  if (Number.isFinite(start) && now >= start) return 'live';
  return null;
}

const BADGE_TEXT: Record<Exclude<SessionBadge, null>, CatalogKey> = {
  live: 'translate.sessionCatalog.badge.live',
  'on-demand': 'translate.sessionCatalog.badge.on-demand',
  ended: 'translate.sessionCatalog.badge.ended',
};

type EnrollmentStatus = NonNullable<SessionCard['enrollmentStatus']>;

const ENROLLMENT_TEXT: Record<EnrollmentStatus, CatalogKey> = {
  confirmed: 'translate.sessionCatalog.enrollment.confirmed',
  declined: 'translate.sessionCatalog.enrollment.declined',
  cancelled: 'translate.sessionCatalog.enrollment.cancelled',
  nominated: 'translate.sessionCatalog.enrollment.nominated',
  scheduled: 'translate.sessionCatalog.enrollment.scheduled',
  waitlisted: 'translate.sessionCatalog.enrollment.waitlisted',
};

/** The viewer's enrollment status as a word (a status the texts do not know: capitalised). */
function enrollmentText(status: EnrollmentStatus, t: TFunction): string {
  const key = Object.hasOwn(ENROLLMENT_TEXT, status) ? ENROLLMENT_TEXT[status] : undefined;
  return key ? t(key) : status.charAt(0).toUpperCase() + status.slice(1);
}

function Speakers({ session, t }: { session: SessionCard; t: TFunction }) {
  const more = session.speakerCount - session.speakers.length;
  if (session.speakers.length === 0) return null;
  return (
    <ul className="ui-stack ui-bare-list blk-catalog__speakers" aria-label={t('translate.sessionCatalog.tile.speakers')}>
      {session.speakers.map((s, i) => (
        // The catalog lists a speaker once per session; the index guards duplicates in imported data.
        <li
          key={`${s.speakerId}-${i}`}
          className={i === 2 ? 'blk-catalog__speaker blk-catalog__speaker--third' : 'blk-catalog__speaker'}
        >
          <Avatar src={s.thumbnail} name={s.displayName} className="blk-catalog__avatar" width={32} height={32} />
          <span className="blk-catalog__speaker-text">
            <span className="blk-catalog__speaker-name">{s.displayName}</span>
            {s.company ? <span className="blk-catalog__speaker-company">{s.company}</span> : null}
          </span>
        </li>
      ))}
      {/* docs/behaviour/catalog.md, Query parameters: two speakers shown collapsed on mobile; the third counts into "more" there. */}
      {session.speakers.length === 3 ? (
        <li className="blk-catalog__speaker-more blk-catalog__speaker-more--mobile" aria-hidden="true">
          {t('translate.sessionCatalog.tile.more-speakers', { number: more + 1 })}
        </li>
      ) : null}
      {more > 0 ? (
        <li className="blk-catalog__speaker-more blk-catalog__speaker-more--wide">{t('translate.sessionCatalog.tile.more-speakers', { number: more })}</li>
      ) : null}
    </ul>
  );
}

/** One session as a tile (grid) or a row (list): type, level, topic, delivery and viewing pills, speakers, time, place. */
export function SessionTile({
  session,
  format,
  view,
  now,
}: {
  session: SessionCard;
  format: TileFormat;
  view: CatalogView;
  now: number;
}) {
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const badge = sessionBadge(session, now);
  const when = session.startDateTime ? (
    <p className="blk-catalog__when">
      <time dateTime={session.startDateTime}>
        <span className="blk-catalog__day">{format.day(session.startDateTime)}</span>
        <span className="blk-catalog__time">
          {format.time(session.startDateTime)}
          {session.endDateTime ? ` – ${format.time(session.endDateTime)}` : ''}
        </span>
      </time>
    </p>
  ) : (
    <p className="blk-catalog__when">
      <span className="blk-catalog__time">{t('translate.sessionCatalog.tile.own-time')}</span>
    </p>
  );
  const pills = [
    session.topic,
    ...session.deliveryTypes.map((d) => codeLabel(d, t)),
    ...session.viewingOptions.map((v) => codeLabel(v, t)),
  ].filter((text, i, all) => text && all.indexOf(text) === i);
  return (
    <Card className={`blk-catalog__tile blk-catalog__tile--${view}`}>
      {view === 'list' ? when : null}
      <div className="blk-catalog__main">
        <p className="blk-catalog__kicker">
          <span className="blk-catalog__code">{session.sessionCode}</span>
          {session.sessionType.displayValue ? (
            <Pill className="blk-catalog__type">{session.sessionType.displayValue}</Pill>
          ) : null}
          {session.sessionLevel.displayValue ? (
            <Pill className="blk-catalog__level">{session.sessionLevel.displayValue}</Pill>
          ) : null}
          {badge ? (
            <span className={`session-status session-status--${badge} blk-catalog__badge blk-catalog__badge--${badge}`}>{t(BADGE_TEXT[badge])}</span>
          ) : null}
          {/* Roundtables show the viewer's enrollment status (docs/behaviour/catalog.md, Query parameters). */}
          {session.enrollmentStatus ? (
            <span className="session-status blk-catalog__badge blk-catalog__badge--enrollment">
              {enrollmentText(session.enrollmentStatus, t)}
            </span>
          ) : null}
        </p>
        <h3 className="blk-catalog__title">
          <a href={format.href(session)} onClick={format.onLinkClick}>
            {session.title}
          </a>
        </h3>
        {view === 'tile' ? when : null}
        {session.location ? <p className="blk-catalog__location">{session.location}</p> : null}
        <Speakers session={session} t={t} />
        {pills.length > 0 ? (
          <ul className="blk-catalog__tags" aria-label={t('translate.sessionCatalog.tile.about')}>
            {pills.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        {format.schedule ? <div className="blk-catalog__schedule">{format.schedule(session)}</div> : null}
      </div>
      {format.favorite ? <div className="blk-catalog__actions">{format.favorite(session)}</div> : null}
    </Card>
  );
}
