import { describe, expect, it } from 'vitest';
import { createI18n, type TFunction } from '../../renderer';
import { formatDayLabel, formatTimeRange, groupAgendaItems, parseWallClock, zonedWallClock } from './agenda-format';
import { agendaNamespace, agendaStrings } from './strings';

/** English as written, times as written (no zone), and the agenda's English texts. */
const en = { locale: 'en' };
const i18n = createI18n({ defaultNamespace: agendaNamespace, resources: { en: { [agendaNamespace]: agendaStrings } } });
const t: TFunction = (key, options) => String(i18n.t(key, options));

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

describe('formatTimeRange', () => {
  it('shows midnight and noon as 12', () => {
    expect(formatTimeRange('2026-11-17T00:00:00Z', '2026-11-17T12:00:00Z', 'h:mm a', en)).toBe(
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
    const groups = groupAgendaItems(
      items,
      {
        grouped: true,
        groups: [
          { id: 'day-1', label: 'Day 1' },
          { id: 'day-2', label: 'Day 2' },
        ],
      },
      en,
      t,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Day 1', ['b', 'c']],
      ['Day 2', ['a']],
    ]);
  });
  it('groups by start date, earliest day first', () => {
    const groups = groupAgendaItems(items, { groupByDateTime: true, displayYear: true }, en, t);
    expect(groups.map((g) => g.label)).toEqual([
      'Tuesday, November 17, 2026',
      'Wednesday, November 18, 2026',
    ]);
    expect(groupAgendaItems(items, { groupByDateTime: true }, en, t)[0]?.label).toBe('Tuesday, November 17');
  });
  it('keeps one group when not grouped', () => {
    expect(groupAgendaItems(items, {}, en, t)).toHaveLength(1);
  });
  it('puts items without a date or a group under "Other", in the page language', () => {
    expect(groupAgendaItems([{ dateTimeIsoStampStart: 'tbd' }], { groupByDateTime: true }, en, t)[0]?.label).toBe('Other');
    expect(groupAgendaItems([{}], { grouped: true }, en, t)[0]?.label).toBe('Other');
    const german: TFunction = (key) => (key === 'translate.agenda.group.other' ? 'Sonstiges' : key);
    expect(groupAgendaItems([{}], { grouped: true }, { locale: 'de' }, german)[0]?.label).toBe('Sonstiges');
  });
});

describe('formatting in the page language and the event time zone', () => {
  const de = { locale: 'de' };
  const la = { locale: 'en', timeZone: 'America/Los_Angeles' };
  it('writes day labels in the page language, in its own order', () => {
    expect(formatDayLabel('2026-11-17T09:00:00-08:00', false, en)).toBe('Tuesday, November 17');
    expect(formatDayLabel('2026-11-17T09:00:00-08:00', false, de)).toBe('Dienstag, 17. November');
    expect(formatDayLabel('2026-11-17T09:00:00-08:00', true, de)).toBe('Dienstag, 17. November 2026');
    const items = [{ dateTimeIsoStampStart: '2026-11-18T09:00:00-08:00' }, { dateTimeIsoStampStart: '2026-11-17T09:00:00-08:00' }];
    expect(groupAgendaItems(items, { groupByDateTime: true }, de, t).map((g) => g.label)).toEqual(['Dienstag, 17. November', 'Mittwoch, 18. November']);
  });
  it("shows stamps with an offset on the event's clocks, and stamps without one as written", () => {
    expect(formatTimeRange('2027-05-18T14:00:00Z', '2027-05-18T16:00:00Z', 'h:mm a', la)).toBe('7:00 AM – 9:00 AM');
    expect(formatTimeRange('2027-05-18T14:00:00Z', undefined, 'h:mm a', en)).toBe('2:00 PM');
    expect(formatTimeRange('2027-05-18T14:00:00', undefined, 'h:mm a', la)).toBe('2:00 PM');
    // 01:00 UTC on the 19th is the evening of the 18th in Los Angeles: the item belongs to the 18th.
    expect(zonedWallClock('2027-05-19T01:00:00Z', la.timeZone)).toMatchObject({ day: 18, hour: 18, weekday: 2 });
    expect(groupAgendaItems([{ dateTimeIsoStampStart: '2027-05-19T01:00:00Z' }], { groupByDateTime: true }, la, t)[0]?.label).toBe('Tuesday, May 18');
    expect(formatTimeRange('2026-11-17T09:00:00-08:00', undefined, 'HH:mm', { locale: 'de', timeZone: 'Europe/Berlin' })).toBe('18:00');
  });
});

describe('event times in the event zone, per language clock', () => {
  const enLa = { locale: 'en', timeZone: 'America/Los_Angeles', hourCycle: 'h12' as const };
  const deLa = { locale: 'de', timeZone: 'America/Los_Angeles', hourCycle: 'h23' as const };
  const enUtc = { locale: 'en', timeZone: 'UTC', hourCycle: 'h12' as const };
  it('shows breakfast at 7:00 AM in Los Angeles, not 2:00 PM as a UTC browser would', () => {
    expect(formatTimeRange('2027-05-18T14:00:00Z', '2027-05-18T16:00:00Z', 'h:mm a', enLa)).toBe('7:00 AM – 9:00 AM');
    expect(formatTimeRange('2027-05-18T14:00:00Z', '2027-05-18T16:00:00Z', 'h:mm a', enUtc)).toBe('2:00 PM – 4:00 PM');
  });
  it("follows the language's 24-hour clock whatever the editor's pattern", () => {
    expect(formatTimeRange('2027-05-18T14:00:00Z', '2027-05-18T16:00:00Z', 'h:mm a', deLa)).toBe('07:00 – 09:00');
    expect(formatTimeRange('2027-05-19T01:00:00Z', undefined, 'h:mm a', deLa)).toBe('18:00');
    expect(formatTimeRange('2027-05-19T01:00:00Z', undefined, 'HH:mm', enLa)).toBe('6:00 PM');
  });
  it('keeps local times right across the daylight-saving change', () => {
    // 14 March 2027 in Los Angeles: 01:59 PST, then 03:00 PDT.
    expect(formatTimeRange('2027-03-14T09:30:00Z', '2027-03-14T10:30:00Z', 'h:mm a', enLa)).toBe('1:30 AM – 3:30 AM');
    expect(formatTimeRange('2027-03-14T09:30:00Z', '2027-03-14T10:30:00Z', 'h:mm a', deLa)).toBe('01:30 – 03:30');
  });
  it('labels groups without a name with their date in the event zone ("day-1" becomes "Tue, May 18")', () => {
    const items = [
      { dateTimeIsoStampStart: '2027-05-18T14:00:00Z', groupId: 'day-1' },
      { dateTimeIsoStampStart: '2027-05-19T01:00:00Z', groupId: 'day-1' },
      { dateTimeIsoStampStart: '2027-05-19T16:00:00Z', groupId: 'day-2' },
    ];
    expect(groupAgendaItems(items, { grouped: true }, enLa, t).map((g) => g.label)).toEqual(['Tue, May 18', 'Wed, May 19']);
    expect(groupAgendaItems(items, { grouped: true }, deLa, t).map((g) => g.label)).toEqual(['Di., 18. Mai', 'Mi., 19. Mai']);
    // In UTC the evening item of the 18th falls on the 19th; the group's label comes from its first item.
    expect(groupAgendaItems(items, { grouped: true, groupByDateTime: true }, enUtc, t).map((g) => g.label)).toEqual(['Tue, May 18', 'Wed, May 19']);
    expect(groupAgendaItems(items, { groupByDateTime: true }, enUtc, t).map((g) => g.label)).toEqual(['Tuesday, May 18', 'Wednesday, May 19']);
    expect(groupAgendaItems(items, { groupByDateTime: true }, enUtc, t).map((g) => g.items.length)).toEqual([1, 2]);
    expect(groupAgendaItems(items, { groupByDateTime: true }, enLa, t).map((g) => g.items.length)).toEqual([2, 1]);
    // Named groups keep their names.
    expect(groupAgendaItems(items, { grouped: true, groups: [{ id: 'day-1', label: 'Day one' }] }, enLa, t).map((g) => g.label)).toEqual(['Day one', 'Wed, May 19']);
  });
});
