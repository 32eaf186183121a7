// The day calendar (docs/behaviour/schedule-and-rsvp.md: "day-calendar view (30-minute steps)"): a time grid with a row per half
// hour, each event placed at its start and as tall as it lasts, overlapping events side by side. The events stay a
// list in reading order for assistive technology; the grid lines and hour labels are decoration.
import type { CSSProperties } from 'react';
import { useTranslation } from '../../renderer';
import { dayGrid, gridHours, type ScheduleItem } from './schedule-model';
import { EventCard } from './EventCard';
import { myScheduleNamespace, myScheduleStrings } from './strings';
import type { ScheduleTimes } from './times';
import './views.css';

export interface DayCalendarProps {
  day: string;
  items: readonly ScheduleItem[];
  times: ScheduleTimes;
  clashNames: (item: ScheduleItem) => string[];
  onOpen: (item: ScheduleItem) => void;
  /** The day's name above the grid (week view); the day view names the day in its date selector. */
  showHeading?: boolean;
  /** The hours to draw (minutes from midnight); the week view gives every day the same, so rows line up. */
  hours?: { from: number; to: number };
}

/** Spec: 30-minute steps. */
export const STEP_MINUTES = 30;

export function DayCalendar({ day, items, times, clashNames, onOpen, showHeading = false, hours }: DayCalendarProps) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const blocks = dayGrid(items, day, times.zone);
  const { from, to } = hours ?? gridHours(blocks);
  const steps = Array.from({ length: (to - from) / STEP_MINUTES }, (_, i) => from + i * STEP_MINUTES);
  const label = times.dayHeading(day);
  return (
    <section className="blk-mysched__cal" aria-label={t('translate.mySchedule.calendar.label', { day: label })} style={{ '--steps': steps.length } as CSSProperties}>
      {showHeading ? <h3 className="blk-mysched__cal-heading">{label}</h3> : null}
      <div className="blk-mysched__cal-body">
        <ol className="blk-mysched__cal-hours" aria-hidden="true">
          {steps.map((m) => (
            <li key={m} className={m % 60 === 0 ? 'is-hour' : 'is-half'}>
              {m % 60 === 0 ? times.clock(day, m) : ''}
            </li>
          ))}
        </ol>
        <ol className="blk-mysched__cal-events">
          {blocks.length === 0 ? <li className="blk-mysched__cal-empty">{t('translate.mySchedule.calendar.empty')}</li> : null}
          {blocks.map((b) => (
            <li
              key={b.item.id}
              className={b.bottom - b.top < 60 ? 'blk-mysched__cal-slot is-short' : 'blk-mysched__cal-slot'}
              style={
                {
                  '--top': (b.top - from) / STEP_MINUTES,
                  '--span': (b.bottom - b.top) / STEP_MINUTES,
                  '--col': b.column,
                  '--cols': b.columns,
                } as CSSProperties
              }
            >
              <EventCard item={b.item} times={times} clashesWith={clashNames(b.item)} onOpen={onOpen} look="block" />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
