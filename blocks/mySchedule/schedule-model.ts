// The schedule's rules as pure functions (docs/behaviour/schedule-and-rsvp.md), so the views only render their answers: which
// event-type filter choices a viewer gets, which events a view and a filter keep, the clashes named per event, the
// days of the list with free time between events, and the side-by-side columns of the day calendar.
import { zonedDayKey, zonedParts, type TFunction } from '../../renderer';
import { holdsMeetingScope, SCHEDULE_EVENT_TYPES } from '../../schemas';
import type { MyScheduleKey } from './strings';

/** docs/behaviour/schedule-and-rsvp.md: the schedule event type enum (schemas/domain/schedule.ts). */
export const EVENT_TYPE = SCHEDULE_EVENT_TYPES;

/** The fields of a schedule event (docs/behaviour/schedule-and-rsvp.md) the schedule views read. */
export interface ScheduleItem {
  id: string;
  title: string;
  description?: string | null;
  start?: string | null;
  end?: string | null;
  location?: string | null;
  eventTypeValue: number;
  state?: string | null;
  sessionType?: string | null;
  sessionCode?: string | null;
  detailNavigation?: string | null;
  directLink?: string | null;
  isHandsOnLab?: boolean;
  isCertificationExam?: boolean;
  isUnscheduled?: boolean;
  canBeRemovedFromSchedule?: boolean;
  enrollmentStatus?: string | null;
  meetingType?: string | null;
  /** The session behind a session event (sessions, roundtables), when the server names it. */
  sessionId?: string | null;
}

export interface Clash {
  a: string;
  b: string;
}

export interface Slot {
  start: string;
  end: string;
}

export type ScheduleView = 'List' | 'Day' | 'Week' | 'Labs' | 'CertificationExams' | 'OnDemandBookmarks';

/** The views' names (keys of strings.ts, translated where the bar renders them). */
export const VIEW_LABELS: Record<ScheduleView, MyScheduleKey> = {
  List: 'translate.mySchedule.view.list',
  Day: 'translate.mySchedule.view.day',
  Week: 'translate.mySchedule.view.week',
  Labs: 'translate.mySchedule.view.labs',
  CertificationExams: 'translate.mySchedule.view.certification-exams',
  OnDemandBookmarks: 'translate.mySchedule.view.on-demand-bookmarks',
};

export type EventFilter = 'all' | 'sessions' | 'appointments' | 'meetings' | 'agenda' | 'roundtables';

/** docs/behaviour/schedule-and-rsvp.md: "Schedule filter choices: all events, sessions, appointments, meetings, agenda items, roundtables". */
export const FILTER_LABELS: Record<EventFilter, MyScheduleKey> = {
  all: 'translate.mySchedule.filter.all',
  sessions: 'translate.mySchedule.filter.sessions',
  appointments: 'translate.mySchedule.filter.appointments',
  meetings: 'translate.mySchedule.filter.meetings',
  agenda: 'translate.mySchedule.filter.agenda',
  roundtables: 'translate.mySchedule.filter.roundtables',
};

/**
 * The choices the event-type filter offers this viewer: meetings need the showMeetings flag and a meeting scope,
 * appointments the appointments flag (docs/behaviour/schedule-and-rsvp.md: "appointments appear in schedule only when the
 * appointments flag is on") and a meeting scope; sessions and roundtables the enableSessions flag.
 */
export function filterChoices(features: Readonly<Record<string, boolean>>, scopes: readonly string[]): EventFilter[] {
  const meetingScope = holdsMeetingScope(scopes);
  const choices: EventFilter[] = ['all'];
  if (features.enableSessions !== false) choices.push('sessions');
  if (features.showAppointments !== false && meetingScope) choices.push('appointments');
  if (features.showMeetings !== false && meetingScope) choices.push('meetings');
  choices.push('agenda');
  if (features.enableSessions !== false) choices.push('roundtables');
  return choices;
}

/** docs/behaviour/schedule-and-rsvp.md: the filter is shown only with more than 2 options. */
export const showsFilter = (choices: readonly EventFilter[]) => choices.length > 2;

export function matchesFilter(item: ScheduleItem, filter: EventFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'sessions':
      return item.eventTypeValue === EVENT_TYPE.Topic;
    case 'appointments':
      return item.eventTypeValue === EVENT_TYPE.Appointment;
    case 'meetings':
      return item.eventTypeValue === EVENT_TYPE.Meeting || item.eventTypeValue === EVENT_TYPE.ExecutiveSideMeeting;
    case 'agenda':
      return item.eventTypeValue === EVENT_TYPE.AgendaItem;
    case 'roundtables':
      return item.eventTypeValue === EVENT_TYPE.ProductRoundtable;
  }
}

/** An event with a start and an end (unscheduled types, hands-on labs and exams may have none). */
export function isTimed(item: ScheduleItem): item is ScheduleItem & { start: string; end: string } {
  return !item.isUnscheduled && !!item.start && !!item.end && Number.isFinite(Date.parse(item.start)) && Number.isFinite(Date.parse(item.end));
}

const isBookmark = (item: ScheduleItem, bookmarkable: readonly string[]) =>
  item.isUnscheduled === true || (item.sessionType != null && bookmarkable.includes(item.sessionType));

/** The events a view shows: the time views the timed events, Labs the hands-on labs, and so on. */
export function eventsForView(items: readonly ScheduleItem[], view: ScheduleView, bookmarkable: readonly string[]): ScheduleItem[] {
  switch (view) {
    case 'Labs':
      return items.filter((i) => i.isHandsOnLab);
    case 'CertificationExams':
      return items.filter((i) => i.isCertificationExam);
    case 'OnDemandBookmarks':
      return items.filter((i) => isBookmark(i, bookmarkable));
    default:
      return items.filter((i) => isTimed(i) && i.eventTypeValue !== EVENT_TYPE.EmptySlot);
  }
}

/** Every event each event clashes with (spec: every clash is listed, not only the first). */
export function clashMap(clashes: readonly Clash[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const list = map.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    map.set(from, list);
  };
  for (const c of clashes) {
    add(c.a, c.b);
    add(c.b, c.a);
  }
  return map;
}

/** docs/behaviour/schedule-and-rsvp.md: an empty slot is at least 30 minutes. */
export const EMPTY_SLOT_MINUTES = 30;

/**
 * The free time between one day's events, at least 30 minutes each, measured from the end of everything before
 * (an event inside a longer one does not open a gap). Used when the server's emptySlots do not cover a day.
 */
export function freeSlots(items: readonly ScheduleItem[]): Slot[] {
  const timed = items.filter(isTimed).sort((x, y) => Date.parse(x.start) - Date.parse(y.start));
  const slots: Slot[] = [];
  let reach = -Infinity;
  let reachIso = '';
  for (const item of timed) {
    const start = Date.parse(item.start);
    if (Number.isFinite(reach) && start - reach >= EMPTY_SLOT_MINUTES * 60_000) slots.push({ start: reachIso, end: item.start });
    const end = Date.parse(item.end);
    if (end > reach) {
      reach = end;
      reachIso = item.end;
    }
  }
  return slots;
}

export type ListEntry = { kind: 'event'; item: ScheduleItem & { start: string; end: string } } | { kind: 'free'; slot: Slot };

export interface ListDay {
  day: string;
  entries: ListEntry[];
}

/**
 * The list view: timed events grouped by their day in `zone`, in start order, with the free time between them.
 * `slots` are the server's empty slots; a slot is placed on the day it starts on and between the events around it.
 */
export function listDays(items: readonly ScheduleItem[], zone: string, slots?: readonly Slot[]): ListDay[] {
  const days = new Map<string, ListEntry[]>();
  const timed = items.filter(isTimed);
  const byDay = new Map<string, (ScheduleItem & { start: string; end: string })[]>();
  for (const item of timed) {
    const key = zonedDayKey(new Date(item.start), zone);
    byDay.set(key, [...(byDay.get(key) ?? []), item]);
  }
  for (const [day, dayItems] of byDay) {
    const daySlots = slots
      ? slots.filter((s) => zonedDayKey(new Date(s.start), zone) === day && Date.parse(s.end) - Date.parse(s.start) >= EMPTY_SLOT_MINUTES * 60_000)
      : freeSlots(dayItems);
    const entries: ListEntry[] = [
      ...dayItems.map((item) => ({ kind: 'event' as const, item })),
      ...daySlots.map((slot) => ({ kind: 'free' as const, slot })),
    ];
    entries.sort((x, y) => {
      const a = Date.parse(x.kind === 'event' ? x.item.start : x.slot.start);
      const b = Date.parse(y.kind === 'event' ? y.item.start : y.slot.start);
      return a - b || (x.kind === 'free' ? -1 : 1) - (y.kind === 'free' ? -1 : 1);
    });
    days.set(day, entries);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([day, entries]) => ({ day, entries }));
}

/** Minutes from midnight of an instant on `zone`'s clocks. */
export function minutesOfDay(iso: string, zone: string): number {
  const p = zonedParts(new Date(iso), zone);
  return p.hour * 60 + p.minute;
}

/** The shortest block the day calendar draws: one 30-minute step. */
export const MIN_BLOCK_MINUTES = 30;

export interface GridBlock {
  item: ScheduleItem & { start: string; end: string };
  /** Minutes from midnight (clamped to the day) where the block starts and ends. */
  top: number;
  bottom: number;
  /** Column and number of columns of its group of overlapping events: overlapping events sit side by side. */
  column: number;
  columns: number;
}

/**
 * The day calendar's blocks: each event's minutes on the day, and columns so overlapping events sit side by side
 * (events that overlap, directly or through others, form a group sharing the width; each takes the first column free
 * at its start).
 */
export function dayGrid(items: readonly ScheduleItem[], day: string, zone: string): GridBlock[] {
  const timed = items
    .filter(isTimed)
    .filter((i) => zonedDayKey(new Date(i.start), zone) === day || zonedDayKey(new Date(i.end), zone) === day)
    .sort((x, y) => Date.parse(x.start) - Date.parse(y.start) || Date.parse(y.end) - Date.parse(x.end));
  const blocks: GridBlock[] = [];
  let group: GridBlock[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const b of group) b.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const item of timed) {
    const startsToday = zonedDayKey(new Date(item.start), zone) === day;
    const endsToday = zonedDayKey(new Date(item.end), zone) === day;
    const top = startsToday ? minutesOfDay(item.start, zone) : 0;
    // A block is drawn at least one step (30 minutes) tall so its title fits; columns follow that drawn extent, so
    // a short event never hides under the next one.
    const bottom = Math.min(1440, Math.max(top + MIN_BLOCK_MINUTES, endsToday ? minutesOfDay(item.end, zone) : 1440));
    const start = Date.parse(item.start);
    const drawnEnd = Math.max(Date.parse(item.end), start + MIN_BLOCK_MINUTES * 60_000);
    if (start >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(0);
    }
    columnEnds[column] = drawnEnd;
    groupEnd = Math.max(groupEnd, drawnEnd);
    const block: GridBlock = { item, top, bottom, column, columns: 1 };
    group.push(block);
    blocks.push(block);
  }
  closeGroup();
  return blocks;
}

/** The calendar's hours: from the earliest event's hour (at most 8:00) to the latest end (at least 18:00). */
export function gridHours(blocks: readonly GridBlock[]): { from: number; to: number } {
  const from = Math.min(8 * 60, ...blocks.map((b) => Math.floor(b.top / 60) * 60));
  const to = Math.max(18 * 60, ...blocks.map((b) => Math.ceil(b.bottom / 60) * 60));
  return { from, to: Math.min(1440, to) };
}

/** What the event's type is called on its card and in the dialog. */
export function typeLabel(item: ScheduleItem, t: TFunction): string {
  return t(typeLabelKey(item));
}

function typeLabelKey(item: ScheduleItem): MyScheduleKey {
  switch (item.eventTypeValue) {
    case EVENT_TYPE.Appointment:
      return 'translate.mySchedule.type.appointment';
    case EVENT_TYPE.Meeting:
      return 'translate.mySchedule.type.meeting';
    case EVENT_TYPE.AgendaItem:
      return 'translate.mySchedule.type.agenda';
    case EVENT_TYPE.ExecutiveSideMeeting:
      return 'translate.mySchedule.type.side-meeting';
    case EVENT_TYPE.ProductRoundtable:
      return 'translate.mySchedule.type.roundtable';
    default:
      return item.isHandsOnLab
        ? 'translate.mySchedule.type.hands-on-lab'
        : item.isCertificationExam
          ? 'translate.mySchedule.type.certification-exam'
          : 'translate.mySchedule.type.session';
  }
}

/** docs/behaviour/schedule-and-rsvp.md: the event state is accepted, declined or pending; anything else or missing is pending. */
export function eventState(item: ScheduleItem): 'accepted' | 'declined' | 'pending' {
  const s = (item.state ?? '').toLowerCase();
  return s === 'accepted' || s === 'declined' ? s : 'pending';
}

/** The range the schedule asks for: the event's days with a day's margin each side, so every zone's days are in. */
export function scheduleRange(eventDays: readonly string[]): { from: string; to: string } | Record<string, never> {
  if (eventDays.length === 0) return {};
  const sorted = [...eventDays].sort();
  const day = 86_400_000;
  const from = new Date(Date.parse(`${sorted[0]}T00:00:00Z`) - day).toISOString();
  const to = new Date(Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`) + 2 * day).toISOString();
  return { from, to };
}
