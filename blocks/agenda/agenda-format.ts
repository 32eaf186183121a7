import { cachedFormatter, formatPattern, patternForHourCycle, zonedParts, type HourCycle, type TFunction, type ZonedParts } from '../../renderer';

/** Wall-clock parts of an ISO timestamp, in the offset it was written with (the event's local time). */
export type WallClock = ZonedParts;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads the date and time as written, ignoring the viewer's time zone: an agenda item at
 * 09:00-08:00 is shown as 9:00 AM everywhere, the time on the venue's clocks.
 */
export function parseWallClock(iso: string | null | undefined): WallClock | null {
  if (typeof iso !== 'string') return null;
  const m = ISO.exec(iso.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((v) =>
    Number(v ?? 0),
  ) as [number, number, number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, weekday: utc.getUTCDay() };
}

/**
 * How the agenda formats: the page's language (names of months, days and day periods, and the order of a day
 * label, from Intl) and the event's time zone (settings `timezones.eventTimezone`). Without a time zone, times
 * show as written, in the offset each stamp carries.
 */
export interface AgendaFormat {
  locale: string;
  timeZone?: string;
  /** 12 or 24 hours (the language's setting): the pattern's hour tokens follow it. */
  hourCycle?: HourCycle;
}

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * The instant a stamp names and the zone to show it in: the event's zone for a stamp with an offset, else its
 * wall clock as written (read as UTC and shown in UTC).
 */
function placed(iso: string | null | undefined, timeZone: string | undefined): { date: Date; zone: string } | null {
  const wall = parseWallClock(iso);
  if (!wall || typeof iso !== 'string') return null;
  if (timeZone && HAS_OFFSET.test(iso.trim())) {
    const date = new Date(iso.trim());
    if (!Number.isNaN(date.getTime())) return { date, zone: timeZone };
  }
  return { date: new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)), zone: 'UTC' };
}

/** The wall clock of a stamp in the event's zone (or as written). */
export function zonedWallClock(iso: string | null | undefined, timeZone?: string): WallClock | null {
  const at = placed(iso, timeZone);
  return at ? zonedParts(at.date, at.zone) : null;
}

/** "9:00 AM – 10:30 AM" (or just the start when there is no end), in the event's zone and the page's language. */
export function formatTimeRange(
  startIso: string | undefined,
  endIso: string | undefined,
  pattern: string,
  format: AgendaFormat,
): string {
  const start = placed(startIso, format.timeZone);
  if (!start) return '';
  const end = placed(endIso, format.timeZone);
  const clock = patternForHourCycle(pattern, format.hourCycle);
  const from = formatPattern(start.date, start.zone, clock, format.locale);
  return end ? `${from} – ${formatPattern(end.date, end.zone, clock, format.locale)}` : from;
}

/** A stamp's day in the event's zone (or as written), in the page's language. */
function dayLabel(iso: string | undefined, format: AgendaFormat, options: Intl.DateTimeFormatOptions): string {
  const at = placed(iso, format.timeZone);
  return at ? cachedFormatter(format.locale, { timeZone: at.zone, ...options }).format(at.date) : '';
}

/**
 * Day label of a group of items in the page's language: "Tuesday, November 17" (plus ", 2026" with displayYear),
 * "Dienstag, 17. November" on a German page.
 */
export function formatDayLabel(iso: string | undefined, displayYear: boolean, format: AgendaFormat): string {
  return dayLabel(iso, format, { weekday: 'long', month: 'long', day: 'numeric', ...(displayYear ? { year: 'numeric' } : {}) });
}

/**
 * Short day label of a group whose editor gave it no name: "Tue, May 18" ("Di., 18. Mai" on a German page), the day
 * the stamp falls on in the event's zone.
 */
export function formatShortDayLabel(iso: string | undefined, format: AgendaFormat): string {
  return dayLabel(iso, format, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** yyyy-MM-dd of the wall-clock day; the key of a by-date group. */
export function dayKey(t: WallClock): string {
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

export interface AgendaGroup<T> {
  id: string;
  label: string;
  items: T[];
}

interface GroupableItem {
  dateTimeIsoStampStart?: string;
  groupId?: string;
}

/**
 * Splits items into tabs: by groupId (labels from `groups`, in their order, then unknown ids) or by
 * the start date. Items keep their order inside a group; without grouping there is one group. Items with no group
 * or no date go to "Other" (`t`: the agenda's texts, strings.ts).
 */
export function groupAgendaItems<T extends GroupableItem>(
  items: readonly T[],
  options: {
    grouped?: boolean;
    groupByDateTime?: boolean;
    groups?: readonly { id?: string; label?: string }[];
    displayYear?: boolean;
  },
  format: AgendaFormat,
  t: TFunction,
): AgendaGroup<T>[] {
  const other = t('translate.agenda.group.other');
  if (options.grouped) {
    const labels = new Map(
      (options.groups ?? []).filter((g) => g.id).map((g) => [g.id as string, g.label || (g.id as string)]),
    );
    const order = [...labels.keys()];
    const byId = new Map<string, T[]>();
    for (const item of items) {
      const id = item.groupId || 'other';
      if (!byId.has(id)) byId.set(id, []);
      byId.get(id)?.push(item);
      if (!order.includes(id)) order.push(id);
    }
    // A group the editor did not name is labelled with the date of its first dated item (in the event's zone).
    const dateLabel = (list: readonly T[]) => {
      const first = list.find((i) => zonedWallClock(i.dateTimeIsoStampStart, format.timeZone));
      return first ? formatShortDayLabel(first.dateTimeIsoStampStart, format) : '';
    };
    return order
      .filter((id) => byId.has(id))
      .map((id) => {
        const list = byId.get(id) ?? [];
        return { id, label: labels.get(id) ?? (dateLabel(list) || (id === 'other' ? other : id)), items: list };
      });
  }
  if (options.groupByDateTime) {
    const groups: AgendaGroup<T>[] = [];
    for (const item of items) {
      const start = zonedWallClock(item.dateTimeIsoStampStart, format.timeZone);
      const id = start ? dayKey(start) : 'undated';
      let group = groups.find((g) => g.id === id);
      if (!group) {
        group = {
          id,
          label: start ? formatDayLabel(item.dateTimeIsoStampStart, Boolean(options.displayYear), format) : other,
          items: [],
        };
        groups.push(group);
      }
      group.items.push(item);
    }
    return groups.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return [{ id: 'all', label: '', items: [...items] }];
}
