// The panel's calendar tab: one day of the schedule as the day calendar (30-minute steps, overlapping events side
// by side), with a day selector over the days that have events.
import { useMemo, useState } from 'react';
import { Select, Skeleton } from '../../../ui';
import { useTranslation, zonedDayKey } from '../../../renderer';
import { DayCalendar } from '../../mySchedule/DayCalendar';
import { isTimed } from '../../mySchedule/schedule-model';
import { useOpenEventPage, usePanelSchedule } from './ScheduleTab';
import { myEventPanelNamespace, myEventPanelStrings } from './strings';

export function CalendarTab() {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const { schedule, items, times, clashNames, language } = usePanelSchedule();
  const days = useMemo(() => [...new Set(items.filter(isTimed).map((i) => zonedDayKey(new Date(i.start as string), times.zone)))].sort(), [items, times.zone]);
  const [chosen, setChosen] = useState<string | null>(null);
  const open = useOpenEventPage(language);
  const day = chosen && days.includes(chosen) ? chosen : days[0];
  if (schedule.isPending) return <Skeleton height="8rem" />;
  if (schedule.isError) return <p role="alert">{t('translate.shared-myEventPanel.schedule.load-failed')}</p>;
  if (!day) return <p className="my-event__muted">{t('translate.shared-myEventPanel.calendar.empty')}</p>;
  return (
    <div className="my-event__tab">
      <Select label={t('translate.shared-myEventPanel.calendar.day')} value={day} onChange={(e) => setChosen(e.target.value)} className="my-event__day">
        {days.map((d) => (
          <option key={d} value={d}>
            {times.dayShort(d)}
          </option>
        ))}
      </Select>
      <DayCalendar day={day} items={items} times={times} clashNames={clashNames} onOpen={open} />
    </div>
  );
}
