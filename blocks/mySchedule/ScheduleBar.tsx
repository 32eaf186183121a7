// The schedule's bar: the views (a group of toggle buttons), the date selector over the event's days, and the
// event-type filter, shown only with more than 2 choices (docs/behaviour/schedule-and-rsvp.md).
import { useTranslation } from '../../renderer';
import { Button, Select } from '../../ui';
import { FILTER_LABELS, showsFilter, VIEW_LABELS, type EventFilter, type ScheduleView } from './schedule-model';
import { myScheduleNamespace, myScheduleStrings } from './strings';
import type { ScheduleTimes } from './times';

export interface ScheduleBarProps {
  views: readonly ScheduleView[];
  view: ScheduleView;
  onView: (view: ScheduleView) => void;
  days: readonly string[];
  /** The day chosen; undefined is all days (list view). */
  day: string | undefined;
  allowAllDays: boolean;
  showDays: boolean;
  onDay: (day: string | undefined) => void;
  choices: readonly EventFilter[];
  filter: EventFilter;
  onFilter: (filter: EventFilter) => void;
  times: ScheduleTimes;
}

export function ScheduleBar(p: ScheduleBarProps) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  return (
    <div className="blk-mysched__bar">
      {p.views.length > 1 ? (
        <fieldset className="blk-mysched__views">
          <legend>{t('translate.mySchedule.bar.view')}</legend>
          {p.views.map((v) => (
            <Button key={v} size="sm" className="blk-mysched__view" aria-pressed={p.view === v} onClick={() => p.onView(v)}>
              {t(VIEW_LABELS[v])}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {p.showDays && p.days.length > 0 ? (
        <Select
          label={t('translate.mySchedule.bar.date')}
          className="blk-mysched__select"
          value={p.day ?? ''}
          onChange={(e) => p.onDay(e.target.value || undefined)}
        >
          {p.allowAllDays ? <option value="">{t('translate.mySchedule.bar.all-days')}</option> : null}
          {p.days.map((d) => (
            <option key={d} value={d}>
              {p.times.dayShort(d)}
            </option>
          ))}
        </Select>
      ) : null}
      {showsFilter(p.choices) ? (
        <Select
          label={t('translate.mySchedule.bar.event-type')}
          className="blk-mysched__select"
          value={p.filter}
          onChange={(e) => p.onFilter(e.target.value as EventFilter)}
        >
          {p.choices.map((c) => (
            <option key={c} value={c}>
              {t(FILTER_LABELS[c])}
            </option>
          ))}
        </Select>
      ) : null}
    </div>
  );
}
