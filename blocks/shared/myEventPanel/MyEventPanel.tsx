// The My Event panel (docs/behaviour/schedule-and-rsvp.md): a side panel for signed-in
// visitors with the schedule, calendar and notifications tabs. A lazy chunk the shell loads only for signed-in
// visitors after hydration (app/main.tsx's AttendeePanel slot), so it never enters the entry nor anonymous pages.
// It opens by default per myEventPanelOpenPhases on ultra-wide screens unless the visitor closed it (remembered);
// Escape and the close button close it and return the focus to the opener; it and the catalog's refiner drawer
// close each other below the ultra-wide breakpoint.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { storage, useTranslation } from '../../../renderer';
import { Button, ButtonCount, Icon, IconButton, Tabs } from '../../../ui';
import { OfflineWrites } from '../offline-writes/OfflineWrites';
import { useMyEventCounts, useNotificationViewer, useUnreadNotificationCount } from './api';
import { CalendarTab } from './CalendarTab';
import { NotificationsTab } from './NotificationsTab';
import { usePanelContext } from './panel-context';
import {
  announceSidePanel,
  CLOSED_KEY,
  onOtherSidePanel,
  opensByDefault,
  WIDE_QUERY,
} from './panel-rules';
import { ScheduleTab } from './ScheduleTab';
import { myEventPanelNamespace, myEventPanelStrings } from './strings';
import './myEventPanel.css';

type TabKey = 'schedule' | 'calendar' | 'notifications';

export default function MyEventPanel() {
  const { signedIn, phaseId, settings } = usePanelContext();
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabKey>('schedule');
  const launcher = useRef<HTMLButtonElement>(null);
  // The shell's header leaves an empty slot for the launcher (renderer/shell/Header.tsx); found after hydration.
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setHeaderSlot(document.getElementById('shell-attendee-slot')), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const counts = useMyEventCounts();
  // Polled every 15 s (and set by the live channel the moment a notification arrives) while the panel is mounted.
  const notificationViewer = useNotificationViewer();
  const unreadNotifications = useUnreadNotificationCount(notificationViewer);
  const unread = (counts.data?.newInvites ?? 0) + (counts.data?.unreadMessages ?? 0) + unreadNotifications;

  // Opens by itself once the settings are known, only on the first decision (never reopens after a close).
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !settings) return;
    decided.current = true;
    const wide = window.matchMedia?.(WIDE_QUERY).matches ?? false;
    const closedBefore = storage.get<boolean>(CLOSED_KEY, false);
    if (opensByDefault({ openPhases: settings.myEventPanelOpenPhases ?? [], phaseId, signedIn, wide, closedBefore })) setOpen(true);
  }, [settings, phaseId, signedIn]);

  useEffect(() => onOtherSidePanel('my-event', () => setOpen(false)), []);

  // While open, the page makes room for the panel beside it (myEventPanel.css, wide screens only).
  useEffect(() => {
    const root = document.documentElement;
    if (open) root.dataset.myEventOpen = '';
    else delete root.dataset.myEventOpen;
    return () => {
      delete root.dataset.myEventOpen;
    };
  }, [open]);

  const show = () => {
    setOpen(true);
    announceSidePanel('my-event');
    requestAnimationFrame(() => heading.current?.focus());
  };
  const close = useCallback(() => {
    setOpen(false);
    // docs/behaviour/schedule-and-rsvp.md: a visitor who closed it does not get it opened by default again.
    storage.set(CLOSED_KEY, true);
    requestAnimationFrame(() => launcher.current?.focus());
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    close();
  };

  if (!signedIn) return null;
  const launcherButton = (
    <Button
      ref={launcher}
      variant="primary"
      size="sm"
      className="my-event__launcher"
      title={t('translate.shared-myEventPanel.title')}
      aria-expanded={false}
      aria-controls="my-event-panel"
      onClick={show}
    >
      <Icon glyph="calendar" />
      <span className="my-event__label">{t('translate.shared-myEventPanel.title')}</span>
      <ButtonCount count={unread} suffix={t('translate.shared-myEventPanel.launcher.new')} className="ui-badge my-event__badge" />
    </Button>
  );
  return (
    <>
      {/* The replay of writes made offline: this chunk is the one every signed-in page loads. */}
      <OfflineWrites viewer={notificationViewer} />
      {/* In the header's slot for it (a floating button covered the page's content), floating only without one. */}
      {open ? null : headerSlot ? createPortal(launcherButton, headerSlot) : launcherButton}
      {open ? (
        <aside id="my-event-panel" className="my-event" aria-labelledby="my-event-heading" onKeyDown={onKeyDown}>
          <header className="my-event__header">
            <h2 id="my-event-heading" ref={heading} tabIndex={-1} className="my-event__heading">
              {t('translate.shared-myEventPanel.title')}
            </h2>
            <IconButton label={t('translate.shared-myEventPanel.close')} icon="close" onClick={close} />
          </header>
          <Tabs
            label={t('translate.shared-myEventPanel.title')}
            className="my-event__tabs"
            tabs={[
              { key: 'schedule', label: t('translate.shared-myEventPanel.tab.schedule') },
              { key: 'calendar', label: t('translate.shared-myEventPanel.tab.calendar') },
              {
                key: 'notifications',
                label: unread > 0 ? t('translate.shared-myEventPanel.tab.notifications-unread', { unread }) : t('translate.shared-myEventPanel.tab.notifications'),
              },
            ]}
            selected={tab}
            onSelect={(k) => setTab(k as TabKey)}
          >
            {tab === 'schedule' ? <ScheduleTab defaultView={settings?.myEventPanelDefaultScheduleView ?? 'List'} /> : null}
            {tab === 'calendar' ? <CalendarTab /> : null}
            {tab === 'notifications' ? <NotificationsTab counts={counts.data} /> : null}
          </Tabs>
        </aside>
      ) : null}
    </>
  );
}
