// My schedule (docs/behaviour/schedule-and-rsvp.md): the views, the date selector, the event-type filter, the
// list with clashes and free time, the day calendar, the event dialog, and the share, calendar export, new meeting,
// new appointment and trip report tools. Data: GET /api/schedule through api-client/schedule.ts, prefetched by the
// server (load.ts) under the same key, so the first paint holds the schedule.
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../api-client';
import { RouterLink, SIGN_IN_ACTION, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import { zoneCity } from '../../schemas';
import type { MyScheduleProps } from '../../schemas/api-types';
import { Button, Skeleton } from '../../ui';
import { dispatchCustomAction } from '../shared/custom-action';
import { useRemoveFromSchedule, useSchedule, useSharedSchedule } from './api';
import { DayCalendar } from './DayCalendar';
import { EventDialog } from './EventDialog';
import { useScheduleItems } from './schedule-items';
import { ListView, PlainList } from './ListView';
import { ScheduleBar } from './ScheduleBar';
import { ScheduleTools } from './ScheduleTools';
import {
  clashMap,
  dayGrid,
  EVENT_TYPE,
  eventsForView,
  filterChoices,
  gridHours,
  listDays,
  matchesFilter,
  scheduleRange,
  type Clash,
  type ScheduleItem,
  type ScheduleView,
  type Slot,
} from './schedule-model';
import { eventHref } from './links';
import { useScheduleUrl } from './schedule-url';
import { myScheduleNamespace, myScheduleStrings } from './strings';
import { scheduleTimes } from './times';
import { useOnSite } from '../shared/on-site';
import './mySchedule.css';

const DEFAULT_VIEWS: ScheduleView[] = ['List', 'Day', 'Week', 'Labs', 'CertificationExams', 'OnDemandBookmarks'];

/** Outside the site (a story, a schema example) there is no schedule to read: the heading and a note. */
export default function MySchedule(block: BlockComponentProps<MyScheduleProps>) {
  const onSite = useOnSite();
  const { signedIn } = useRenderContext();
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const heading = block.props.heading ?? t('translate.mySchedule.heading');
  if (!onSite) {
    return (
      <section className="ui-page blk-mysched" aria-label={heading}>
        <h2 className="ui-page-title blk-mysched__heading">{heading}</h2>
        <p>{t('translate.mySchedule.off-site')}</p>
      </section>
    );
  }
  if (!signedIn) {
    // docs/behaviour/schedule-and-rsvp.md: anonymous visitors are prompted to sign in for the schedule.
    return (
      <section className="ui-page blk-mysched" aria-label={heading}>
        <h2 className="ui-page-title blk-mysched__heading">{heading}</h2>
        <div className="blk-mysched__empty">
          <p>{t('translate.mySchedule.sign-in.prompt')}</p>
          <Button variant="primary" onClick={() => dispatchCustomAction({ componentId: block.componentId, action: SIGN_IN_ACTION })}>
            {t('translate.mySchedule.sign-in.button')}
          </Button>
        </div>
      </section>
    );
  }
  return <Schedule {...block} />;
}

function Schedule({ props }: BlockComponentProps<MyScheduleProps>) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const {
    heading = t('translate.mySchedule.heading'),
    views = DEFAULT_VIEWS,
    defaultView = 'List',
    eventDays = [],
    bookmarkableTypes = ['hands-on-lab'],
    friendlyUrls = true,
    emptyText = t('translate.mySchedule.empty.default'),
  } = props;
  const { language, timeZone, eventTimeZone, hourCycle, features, scopes } = useRenderContext();
  const zone = timeZone ?? eventTimeZone ?? 'UTC';
  const times = useMemo(() => scheduleTimes(language, zone, hourCycle), [language, zone, hourCycle]);
  const range = useMemo(() => scheduleRange(eventDays), [eventDays]);
  const [url, go] = useScheduleUrl();
  // The share link (?attendeeId=) shows that attendee's schedule read only, private items as busy (server rule).
  const shared = url.attendeeId ?? null;
  const own = useSchedule(range, { queryConfig: { enabled: shared === null } });
  const other = useSharedSchedule(shared ?? '', range, { queryConfig: { enabled: shared !== null } });
  const schedule = shared === null ? own : other;
  const remove = useRemoveFromSchedule();
  const view: ScheduleView = url.view && views.includes(url.view) ? url.view : views.includes(defaultView) ? defaultView : (views[0] ?? 'List');
  const choices = useMemo(() => filterChoices(features, scopes), [features, scopes]);
  const filter = url.type && choices.includes(url.type) ? url.type : 'all';
  const [open, setOpen] = useState<ScheduleItem | null>(null);

  const data = schedule.data;
  const items = useScheduleItems(data?.events);
  const clashes = useMemo(() => clashMap((data?.clashes ?? []) as Clash[]), [data]);
  const titles = useMemo(() => new Map(items.map((i) => [i.id, i.title])), [items]);
  const clashNames = useCallback(
    (item: ScheduleItem) => (clashes.get(item.id) ?? []).map((id) => titles.get(id) ?? t('translate.mySchedule.another-event')),
    [clashes, titles, t],
  );
  // The days the date selector offers: the event's days, else the days that have events.
  const shown = useMemo(() => eventsForView(items, view, bookmarkableTypes).filter((i) => matchesFilter(i, filter)), [items, view, bookmarkableTypes, filter]);
  const allDays = useMemo(() => listDays(shown, zone, (data?.emptySlots ?? []) as Slot[]), [shown, zone, data]);
  const days = eventDays.length > 0 ? [...eventDays].sort() : allDays.map((d) => d.day);
  const day = url.day && days.includes(url.day) ? url.day : undefined;
  const calendarDay = day ?? allDays[0]?.day ?? days[0];

  const hrefOf = useCallback((item: ScheduleItem) => eventHref(item, language, friendlyUrls), [language, friendlyUrls]);

  let body;
  if (schedule.isPending) {
    body = (
      <div className="blk-mysched__loading" role="status" aria-busy="true" aria-label={t('translate.mySchedule.loading')}>
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </div>
    );
  } else if (schedule.isError) {
    const notShared = shared !== null && isApiError(schedule.error) && (schedule.error.status === 403 || schedule.error.status === 404);
    body = (
      <div className="blk-mysched__empty" role="alert">
        <p>{t(notShared ? 'translate.mySchedule.error.not-shared' : shared ? 'translate.mySchedule.error.shared' : 'translate.mySchedule.error.own')}</p>
        <Button onClick={() => void schedule.refetch()}>{t('translate.mySchedule.retry')}</Button>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="blk-mysched__empty">
        <p>{shared ? t('translate.mySchedule.empty.shared') : filter === 'all' && view === 'List' ? emptyText : t('translate.mySchedule.empty.view')}</p>
        <a href={`/${language}/sessions`}>{t('translate.mySchedule.browse')}</a>
      </div>
    );
  } else if (view === 'List') {
    body = <ListView days={day ? allDays.filter((d) => d.day === day) : allDays} times={times} clashNames={clashNames} onOpen={setOpen} />;
  } else if (view === 'Day' && calendarDay) {
    body = <DayCalendar day={calendarDay} items={shown} times={times} clashNames={clashNames} onOpen={setOpen} />;
  } else if (view === 'Week') {
    const hours = gridHours(days.flatMap((d) => dayGrid(shown, d, zone)));
    body = (
      <div className="blk-mysched__week">
        {days.map((d) => (
          <DayCalendar key={d} day={d} items={shown} times={times} clashNames={clashNames} onOpen={setOpen} showHeading hours={hours} />
        ))}
      </div>
    );
  } else {
    body = <PlainList items={shown} times={times} clashNames={clashNames} onOpen={setOpen} />;
  }

  return (
    <section className="ui-page blk-mysched" aria-labelledby="mysched-heading">
      <header className="ui-page-head blk-mysched__header">
        <h2 id="mysched-heading" className="ui-page-title blk-mysched__heading">
          {shared ? t('translate.mySchedule.shared.heading') : heading}
        </h2>
        {shared ? (
          <RouterLink to={`/${language}/schedule`}>{t('translate.mySchedule.shared.back')}</RouterLink>
        ) : (
          <ScheduleTools props={props} />
        )}
      </header>
      <ScheduleBar
        views={views}
        view={view}
        onView={(v) => go({ ...url, view: v === defaultView ? undefined : v })}
        days={days}
        day={view === 'Day' ? calendarDay : day}
        allowAllDays={view !== 'Day'}
        onDay={(d) => go({ ...url, day: d })}
        showDays={view === 'List' || view === 'Day'}
        choices={choices}
        filter={filter}
        onFilter={(t) => go({ ...url, type: t === 'all' ? undefined : t })}
        times={times}
      />
      <p className="blk-mysched__zone">{t('translate.mySchedule.zone', { city: zoneCity(zone) })}</p>
      <div aria-live="polite" aria-busy={schedule.isFetching}>
        {body}
      </div>
      {open ? (
        <EventDialog
          item={open}
          times={times}
          clashesWith={clashNames(open)}
          href={hrefOf(open)}
          icsHref={open.sessionId ? `/api/session/${encodeURIComponent(open.sessionId)}/ics` : null}
          onRemove={
            shared === null &&
            open.canBeRemovedFromSchedule && open.sessionId && open.eventTypeValue === EVENT_TYPE.Topic
              ? () => remove.mutateAsync(open.sessionId as string)
              : undefined
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

