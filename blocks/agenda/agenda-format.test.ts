import { describe, expect, it } from 'vitest';
import { formatTimeRange, formatWallClock, groupAgendaItems, parseWallClock } from './agenda-format';

describe('parseWallClock', () => {
  it('keeps the written local time whatever the offset', () => {
    expect(parseWallClock('2026-11-17T09:05:00-08:00')).toMatchObject({
      year: 2026,
      month: 11,
      day: 17,
      hour: 9,
      minute: 5,
      weekday: 2,
    });
    expect(parseWallClock('2026-11-17')).toMatchObject({ hour: 0, minute: 0 });
  });
  it('rejects malformed and impossible dates', () => {
    expect(parseWallClock('17/11/2026')).toBeNull();
    expect(parseWallClock('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseWallClock(undefined)).toBeNull();
  });
});

describe('formatWallClock', () => {
  const t = parseWallClock('2026-11-17T13:07:09+01:00');
  it('formats date-fns tokens', () => {
    if (!t) throw new Error('parse');
    expect(formatWallClock(t, 'h:mm a')).toBe('1:07 PM');
    expect(formatWallClock(t, 'HH:mm')).toBe('13:07');
    expect(formatWallClock(t, 'MM-dd-yyyy, hh:mm aa')).toBe('11-17-2026, 01:07 PM');
    expect(formatWallClock(t, "EEEE, MMMM d 'at' h a")).toBe('Tuesday, November 17 at 1 PM');
    expect(formatWallClock(t, 'EEE MMM d yy')).toBe('Tue Nov 17 26');
  });
  it('shows midnight and noon as 12', () => {
    expect(formatTimeRange('2026-11-17T00:00:00Z', '2026-11-17T12:00:00Z', 'h:mm a')).toBe(
      '12:00 AM – 12:00 PM',
    );
  });
});

describe('groupAgendaItems', () => {
  const items = [
    { id: 'a', dateTimeIsoStampStart: '2026-11-18T09:00:00-08:00', groupId: 'day-2' },
    { id: 'b', dateTimeIsoStampStart: '2026-11-17T09:00:00-08:00', groupId: 'day-1' },
    { id: 'c', dateTimeIsoStampStart: '2026-11-17T10:00:00-08:00', groupId: 'day-1' },
  ];
  it('groups by groupId in the order of groups', () => {
    const groups = groupAgendaItems(items, {
      grouped: true,
      groups: [
        { id: 'day-1', label: 'Day 1' },
        { id: 'day-2', label: 'Day 2' },
      ],
    });
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Day 1', ['b', 'c']],
      ['Day 2', ['a']],
    ]);
  });
  it('groups by start date, earliest day first', () => {
    const groups = groupAgendaItems(items, { groupByDateTime: true, displayYear: true });
    expect(groups.map((g) => g.label)).toEqual([
      'Tuesday, November 17, 2026',
      'Wednesday, November 18, 2026',
    ]);
    expect(groupAgendaItems(items, { groupByDateTime: true })[0]?.label).toBe('Tuesday, November 17');
  });
  it('keeps one group when not grouped', () => {
    expect(groupAgendaItems(items, {})).toHaveLength(1);
  });
});
