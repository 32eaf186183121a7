// Where a schedule event leads on the site, for the dialog's link and the My Event panel.
import { EVENT_TYPE, type ScheduleItem } from './schedule-model';

/** The event's page on the site: its own detail link, else a session's page by code or id, a meeting's or an appointment's. */
export function eventHref(item: ScheduleItem, language: string, friendlyUrls: boolean): string | null {
  const nav = item.detailNavigation;
  if (nav && nav.startsWith('/')) return nav.startsWith(`/${language}/`) ? nav : `/${language}${nav}`;
  if (nav && /^https:\/\//.test(nav)) return nav;
  switch (item.eventTypeValue) {
    case EVENT_TYPE.Meeting:
    case EVENT_TYPE.ExecutiveSideMeeting:
      return `/${language}/meetings/${encodeURIComponent(item.id)}`;
    case EVENT_TYPE.Appointment:
      return `/${language}/appointments/${encodeURIComponent(item.id)}`;
    case EVENT_TYPE.Topic:
    case EVENT_TYPE.ProductRoundtable: {
      const key = friendlyUrls && item.sessionCode ? item.sessionCode : item.sessionId;
      return key ? `/${language}/sessions/${encodeURIComponent(key)}` : null;
    }
    default:
      return null;
  }
}
