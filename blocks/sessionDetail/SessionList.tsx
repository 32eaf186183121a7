// A list of other sessions as cards: "Also scheduled at" (the repeats) and "Related sessions".
import { useId } from 'react';
import { RouterLink as Link } from '../../renderer';
import type { SessionCard } from '../../schemas/api-types';
import { Card } from '../../ui';
import { formatList } from './list-format';
import type { SessionTimes } from './time';
import './session-list.css';

export function SessionList({
  heading,
  items,
  language,
  times,
  className,
}: {
  heading: string;
  items: readonly SessionCard[];
  language: string;
  times: SessionTimes;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      className={['blk-session__section', 'blk-session__related', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 id={id} className="blk-session__h2">
        {heading}
      </h2>
      <ul className="blk-session__cards">
        {items.map((s) => {
          const start = s.startDateTime ? Date.parse(s.startDateTime) : NaN;
          const end = s.endDateTime ? Date.parse(s.endDateTime) : NaN;
          return (
            <li key={s.sessionId}>
              <Card className="blk-session__card">
                <p className="blk-session__card-meta">
                  <span className="blk-session__code">{s.sessionCode}</span> · {s.sessionType.displayValue}
                </p>
                <h3 className="blk-session__card-title">
                  <Link to={`/${language}/sessions/${encodeURIComponent(s.sessionId)}`}>{s.title}</Link>
                </h3>
                {Number.isFinite(start) && Number.isFinite(end) ? (
                  <p className="blk-session__card-when">
                    <time dateTime={s.startDateTime ?? undefined}>{times.short(start)}</time> ·{' '}
                    {times.range(start, end)}
                  </p>
                ) : null}
                {s.speakers.length > 0 ? (
                  <p className="blk-session__card-speakers">
                    {formatList(language, s.speakers.map((p) => p.displayName))}
                  </p>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
