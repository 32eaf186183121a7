// The panel's schedule tab: what is next on the attendee's schedule, in the view the settings name
// (myEventPanelDefaultScheduleView), with its clashes, and a link to the full schedule page.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink, useNow, useTranslation } from '../../../renderer';
import { Skeleton } from '../../../ui';
import { DayCalendar } from '../../mySchedule/DayCalendar';
import { EventCard } from '../../mySchedule/EventCard';
import { eventHref } from '../../mySchedule/links';
import { useScheduleItems } from '../../mySchedule/schedule-items';
import { clashMap, eventsForView, isTimed, type Clash, type ScheduleItem, type ScheduleView } from '../../mySchedule/schedule-model';
import { zonedDayKey } from '../../../renderer';
import { useSchedule } from './api';
import { usePanelContext } from './panel-context';
import { myEventPanelNamespace, myEventPanelStrings } from './strings';

const VIEWS: readonly string[] = ['List', 'Day', 'Week', 'Labs', 'CertificationExams', 'OnDemandBookmarks'];

/** How many upcoming events the list shows (the schedule page has them all). */
const UPCOMING = 6;

export function usePanelSchedule() {
  const { language, times } = usePanelContext();
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const schedule = useSchedule({});
  const items = useScheduleItems(schedule.data?.events);
  const clashes = useMemo(() => clashMap((schedule.data?.clashes ?? []) as Clash[]), [schedule.data]);
  const titles = useMemo(() => new Map(items.map((i) => [i.id, i.title])), [items]);
  const clashNames = (item: ScheduleItem) => (clashes.get(item.id) ?? []).map((id) => titles.get(id) ?? t('translate.shared-myEventPanel.schedule.another-event'));
  return { schedule, items, times, clashNames, language };
}

/** Opening an event from the panel goes to its page (the panel has no room for a dialog), without a page load. */
export function useOpenEventPage(language: string): (item: ScheduleItem) => void {
  const navigate = useNavigate();
  return (item) => {
    const href = eventHref(item, language, true);
    if (href?.startsWith('/')) void navigate(href);
    else if (href) window.location.assign(href);
  };
}

export function ScheduleTab({ defaultView }: { defaultView: string }) {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const { schedule, items, times, clashNames, language } = usePanelSchedule();
  const now = useNow(60_000);
  const openPage = useOpenEventPage(language);
  const view = (VIEWS.includes(defaultView) ? defaultView : 'List') as ScheduleView;
  if (schedule.isPending) return <Skeleton height="8rem" />;
  if (schedule.isError) return <p role="alert">{t('translate.shared-myEventPanel.schedule.load-failed')}</p>;
  const shown = eventsForView(items, view, ['hands-on-lab']);
  // Up next by the event's clock (useNow: a testing or preview date counts): what is on now, then what starts
  // next; an event that has ended (its end at or before now) never.
  const upcoming = shown.filter((i) => isTimed(i) && Date.parse(i.end) > now).sort((a, b) => Date.parse(a.start ?? '') - Date.parse(b.start ?? ''));
  let body;
  if (view === 'Day' || view === 'Week') {
    const first = upcoming[0] ?? shown[0];
    const day = first?.start ? zonedDayKey(new Date(first.start), times.zone) : null;
    body = day ? <DayCalendar day={day} items={shown} times={times} clashNames={clashNames} onOpen={openPage} showHeading /> : null;
  } else {
    const list = (view === 'List' ? upcoming : shown).slice(0, UPCOMING);
    body = list.length > 0 ? (
      <ol className="my-event__list">
        {list.map((item) => (
          <li key={item.id}>
            <EventCard item={item} times={times} clashesWith={clashNames(item)} onOpen={openPage} />
          </li>
        ))}
      </ol>
    ) : null;
  }
  return (
    <div className="my-event__tab">
      <h3 className="my-event__subheading">{t(view === 'List' ? 'translate.shared-myEventPanel.schedule.up-next' : 'translate.shared-myEventPanel.schedule.heading')}</h3>
      {body ?? <p className="my-event__muted">{t('translate.shared-myEventPanel.schedule.nothing-coming')}</p>}
      <RouterLink className="my-event__more" to={`/${language}/schedule`}>
        {t('translate.shared-myEventPanel.schedule.open')}
      </RouterLink>
    </div>
  );
}
