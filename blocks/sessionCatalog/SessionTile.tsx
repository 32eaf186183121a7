import type { SessionCard } from '../../schemas';
import { Card, Pill } from '../../ui';

export interface TileFormat {
  /** The weekday, date and time of a start in the event's zone (or the visitor's chosen one). */
  when: (iso: string) => string;
  /** Link to the session's page. */
  href: (session: SessionCard) => string;
  onLinkClick: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** One session tile: title linking to its page, code, time, up to 3 speakers, type and level pills. */
export function SessionTile({ session, format }: { session: SessionCard; format: TileFormat }) {
  const more = session.speakerCount - session.speakers.length;
  return (
    <Card className="blk-catalog__tile">
      <h3 className="blk-catalog__title">
        <a href={format.href(session)} onClick={format.onLinkClick}>
          {session.title}
        </a>
      </h3>
      <p className="blk-catalog__meta">
        <span className="blk-catalog__code">{session.sessionCode}</span>
        {session.startDateTime ? <time dateTime={session.startDateTime}>{format.when(session.startDateTime)}</time> : null}
        {session.location ? <span>{session.location}</span> : null}
      </p>
      {session.speakers.length > 0 ? (
        <ul className="blk-catalog__speakers" aria-label="Speakers">
          {session.speakers.map((s, i) => (
            // The catalog lists a speaker once per session; the index guards duplicates in imported data.
            <li key={`${s.speakerId}-${i}`} className={i === 2 ? 'blk-catalog__speaker--third' : undefined}>
              {s.displayName}
            </li>
          ))}
          {more > 0 ? <li>+{more} more</li> : null}
        </ul>
      ) : null}
      <p className="blk-catalog__pills">
        {session.sessionType.displayValue ? <Pill>{session.sessionType.displayValue}</Pill> : null}
        {session.sessionLevel.displayValue ? <Pill>{session.sessionLevel.displayValue}</Pill> : null}
      </p>
    </Card>
  );
}
