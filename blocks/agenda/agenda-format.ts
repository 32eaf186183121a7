/** Wall-clock parts of an ISO timestamp, in the offset it was written with (the event's local time). */
export interface WallClock {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

// Longest tokens first so that "MMMM" is not read as "MM" + "MM".
const TOKENS = /'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|EEEE|EEE|dd|d|HH|H|hh|h|mm|m|ss|s|aaaa|aa|a/g;

/** Formats wall-clock parts with the date-fns tokens agenda editors use (e.g. "h:mm a", "EEEE, MMMM d"). */
export function formatWallClock(t: WallClock, pattern: string): string {
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  const ampm = t.hour < 12 ? 'AM' : 'PM';
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal === '' ? "'" : literal;
    switch (token) {
      case 'yyyy':
        return String(t.year);
      case 'yy':
        return pad(t.year % 100);
      case 'MMMM':
        return MONTHS[t.month - 1] ?? '';
      case 'MMM':
        return (MONTHS[t.month - 1] ?? '').slice(0, 3);
      case 'MM':
        return pad(t.month);
      case 'M':
        return String(t.month);
      case 'EEEE':
        return DAYS[t.weekday] ?? '';
      case 'EEE':
        return (DAYS[t.weekday] ?? '').slice(0, 3);
      case 'dd':
        return pad(t.day);
      case 'd':
        return String(t.day);
      case 'HH':
        return pad(t.hour);
      case 'H':
        return String(t.hour);
      case 'hh':
        return pad(hour12);
      case 'h':
        return String(hour12);
      case 'mm':
        return pad(t.minute);
      case 'm':
        return String(t.minute);
      case 'ss':
        return pad(t.second);
      case 's':
        return String(t.second);
      case 'aaaa':
        return ampm === 'AM' ? 'a.m.' : 'p.m.';
      case 'aa':
        return ampm;
      default:
        return ampm; // 'a'
    }
  });
}

/** "9:00 AM – 10:30 AM" (or just the start when there is no end). */
export function formatTimeRange(
  startIso: string | undefined,
  endIso: string | undefined,
  pattern: string,
): string {
  const start = parseWallClock(startIso);
  if (!start) return '';
  const end = parseWallClock(endIso);
  const from = formatWallClock(start, pattern);
  return end ? `${from} – ${formatWallClock(end, pattern)}` : from;
}

/** Day label of a group of items: "Tuesday, November 17" (plus ", 2026" with displayYear). */
export function formatDayLabel(t: WallClock, displayYear: boolean): string {
  return formatWallClock(t, displayYear ? 'EEEE, MMMM d, yyyy' : 'EEEE, MMMM d');
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
 * the start date. Items keep their order inside a group; without grouping there is one group.
 */
export function groupAgendaItems<T extends GroupableItem>(
  items: readonly T[],
  options: {
    grouped?: boolean;
    groupByDateTime?: boolean;
    groups?: readonly { id?: string; label?: string }[];
    displayYear?: boolean;
  },
): AgendaGroup<T>[] {
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
    return order
      .filter((id) => byId.has(id))
      .map((id) => ({
        id,
        label: labels.get(id) ?? (id === 'other' ? 'Other' : id),
        items: byId.get(id) ?? [],
      }));
  }
  if (options.groupByDateTime) {
    const groups: AgendaGroup<T>[] = [];
    for (const item of items) {
      const start = parseWallClock(item.dateTimeIsoStampStart);
      const id = start ? dayKey(start) : 'undated';
      let group = groups.find((g) => g.id === id);
      if (!group) {
        group = {
          id,
          label: start ? formatDayLabel(start, Boolean(options.displayYear)) : 'Other',
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
