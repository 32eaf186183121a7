// The list view: the events grouped by day (a heading per day), in start order, each with its clashes named, and
// the free time of 30 minutes or more between them (docs/behaviour/schedule-and-rsvp.md, "Empty slot at least 30 minutes").
import { useTranslation } from '../../renderer';
import type { ListDay, ScheduleItem } from './schedule-model';
import { EventCard } from './EventCard';
import { myScheduleNamespace, myScheduleStrings } from './strings';
import type { ScheduleTimes } from './times';

export interface ListViewProps {
  days: readonly ListDay[];
  times: ScheduleTimes;
  clashNames: (item: ScheduleItem) => string[];
  onOpen: (item: ScheduleItem) => void;
}

export function ListView({ days, times, clashNames, onOpen }: ListViewProps) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  return (
    <div className="blk-mysched__list">
      {days.map(({ day, entries }) => (
        <section key={day} className="blk-mysched__day" aria-labelledby={`mysched-day-${day}`}>
          <h3 id={`mysched-day-${day}`} className="blk-mysched__day-heading">
            {times.dayHeading(day)}
          </h3>
          <ol className="blk-mysched__entries">
            {entries.map((entry) =>
              entry.kind === 'event' ? (
                <li key={entry.item.id} className="blk-mysched__entry">
                  <EventCard item={entry.item} times={times} clashesWith={clashNames(entry.item)} onOpen={onOpen} />
                </li>
              ) : (
                <li key={`free-${entry.slot.start}`} className="blk-mysched__entry blk-mysched__free">
                  <span className="blk-mysched__free-label">{t('translate.mySchedule.list.free-time')}</span>
                  <time dateTime={entry.slot.start}>{times.range(entry.slot.start, entry.slot.end)}</time>
                </li>
              ),
            )}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The bookmark-style views (Labs, exams, on-demand bookmarks): a plain list, events without times included. */
export function PlainList({ items, times, clashNames, onOpen }: { items: readonly ScheduleItem[] } & Omit<ListViewProps, 'days'>) {
  return (
    <ol className="blk-mysched__entries blk-mysched__entries--plain">
      {items.map((item) => (
        <li key={item.id} className="blk-mysched__entry">
          <EventCard item={item} times={times} clashesWith={clashNames(item)} onOpen={onOpen} />
        </li>
      ))}
    </ol>
  );
}
