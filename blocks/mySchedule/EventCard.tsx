// One schedule event as a card: time, type, title, place and its clashes by name. The title is a button that
// opens the event's detail dialog (the card is a list item, not a link: the dialog offers the event's page).
import { useTranslation } from '../../renderer';
import { Button } from '../../ui';
import type { ScheduleItem } from './schedule-model';
import { eventState, isTimed, typeLabel } from './schedule-model';
import { myScheduleNamespace, myScheduleStrings } from './strings';
import type { ScheduleTimes } from './times';
import './views.css';

export interface EventCardProps {
  item: ScheduleItem;
  times: ScheduleTimes;
  /** The titles of the events this one clashes with (every clash, named). */
  clashesWith: readonly string[];
  onOpen: (item: ScheduleItem) => void;
  /** 'card' in lists, 'block' inside the day calendar (compact, sized by the grid). */
  look?: 'card' | 'block';
}

export function EventCard({ item, times, clashesWith, onOpen, look = 'card' }: EventCardProps) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const state = eventState(item);
  const when = isTimed(item) ? times.range(item.start, item.end) : t('translate.mySchedule.event.own-time');
  const clash = clashesWith.length > 0;
  return (
    <article
      className={`blk-mysched__event blk-mysched__event--${look}${clash ? ' has-clash' : ''}`}
      data-type={item.eventTypeValue}
      data-state={state}
    >
      <p className="blk-mysched__event-meta">
        {isTimed(item) ? (
          <time dateTime={item.start} className="blk-mysched__event-time">
            {when}
          </time>
        ) : (
          <span className="blk-mysched__event-time">{when}</span>
        )}
        <span className="blk-mysched__event-type">{typeLabel(item, t)}</span>
        {state === 'pending' && item.eventTypeValue !== 0 ? <span className="blk-mysched__event-pending">{t('translate.mySchedule.event.pending')}</span> : null}
        {item.enrollmentStatus === 'waitlisted' ? <span className="blk-mysched__event-pending">{t('translate.mySchedule.event.waitlisted')}</span> : null}
      </p>
      <h4 className="blk-mysched__event-title">
        <Button variant="ghost" className="blk-mysched__event-open" onClick={() => onOpen(item)} aria-haspopup="dialog">
          {item.title}
        </Button>
      </h4>
      {item.location && look === 'card' ? <p className="blk-mysched__event-place">{item.location}</p> : null}
      {clash ? (
        <p className="blk-mysched__clash">
          <span className="blk-mysched__clash-mark" aria-hidden="true">!</span>
          {t('translate.mySchedule.event.clashes-with', { names: times.list(clashesWith) })}
        </p>
      ) : null}
    </article>
  );
}
