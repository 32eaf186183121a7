import { describe, expect, it } from 'vitest';
import {
  clashMap,
  dayGrid,
  EVENT_TYPE,
  eventsForView,
  filterChoices,
  FILTER_LABELS,
  freeSlots,
  gridHours,
  listDays,
  matchesFilter,
  scheduleRange,
  showsFilter,
  type ScheduleItem,
} from './schedule-model';
import { myScheduleStrings } from './strings';

const zone = 'America/Los_Angeles';
// 2027-05-18 in Seattle is UTC-7: 09:00 local = 16:00Z.
const at = (hhmm: string, day = '2027-05-18') => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((h + 7) * 60 + m) * 60_000).toISOString();
};
const ev = (id: string, from: string, to: string, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  title: `Event ${id}`,
  start: at(from),
  end: at(to),
  eventTypeValue: EVENT_TYPE.Topic,
  ...extra,
});

describe('event-type filter (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('names the six choices with the spec words', () => {
    expect(Object.values(FILTER_LABELS).map((key) => myScheduleStrings[key])).toEqual(['All events', 'Sessions', 'Appointments', 'Meetings', 'Agenda items', 'Roundtables']);
  });

  it('offers meetings and appointments only with their flags and a meeting scope', () => {
    const flags = { enableSessions: true, showMeetings: true, showAppointments: true };
    expect(filterChoices(flags, ['meetings'])).toEqual(['all', 'sessions', 'appointments', 'meetings', 'agenda', 'roundtables']);
    expect(filterChoices(flags, ['event-tools'])).toEqual(['all', 'sessions', 'agenda', 'roundtables']);
    expect(filterChoices({ ...flags, showAppointments: false }, ['expertconnect'])).toEqual(['all', 'sessions', 'meetings', 'agenda', 'roundtables']);
  });

  it('is shown only with more than 2 options', () => {
    expect(showsFilter(['all', 'agenda'])).toBe(false);
    expect(showsFilter(['all', 'sessions', 'agenda'])).toBe(true);
  });

  it('keeps the events of the chosen type', () => {
    const meeting = ev('m', '09:00', '10:00', { eventTypeValue: EVENT_TYPE.Meeting });
    const side = ev('x', '09:00', '10:00', { eventTypeValue: EVENT_TYPE.ExecutiveSideMeeting });
    expect(matchesFilter(meeting, 'meetings')).toBe(true);
    expect(matchesFilter(side, 'meetings')).toBe(true);
    expect(matchesFilter(meeting, 'sessions')).toBe(false);
    expect(matchesFilter(ev('r', '09:00', '10:00', { eventTypeValue: EVENT_TYPE.ProductRoundtable }), 'roundtables')).toBe(true);
  });
});

describe('views', () => {
  const lab = ev('lab', '09:00', '10:00', { isHandsOnLab: true, isUnscheduled: true, start: null, end: null, sessionType: 'hands-on-lab' });
  const exam = ev('exam', '11:00', '12:00', { isCertificationExam: true });
  const talk = ev('talk', '09:00', '10:00');
  const slot = ev('slot', '12:00', '13:00', { eventTypeValue: EVENT_TYPE.EmptySlot });
  it('time views show timed events only; Labs, exams and bookmarks their own', () => {
    const all = [lab, exam, talk, slot];
    expect(eventsForView(all, 'List', ['hands-on-lab']).map((e) => e.id)).toEqual(['exam', 'talk']);
    expect(eventsForView(all, 'Labs', ['hands-on-lab']).map((e) => e.id)).toEqual(['lab']);
    expect(eventsForView(all, 'CertificationExams', ['hands-on-lab']).map((e) => e.id)).toEqual(['exam']);
    expect(eventsForView(all, 'OnDemandBookmarks', ['hands-on-lab']).map((e) => e.id)).toEqual(['lab']);
  });
});

describe('clashes and free time (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('lists every clash of each event, both ways', () => {
    const map = clashMap([
      { a: 'a', b: 'b' },
      { a: 'a', b: 'c' },
    ]);
    expect(map.get('a')).toEqual(['b', 'c']);
    expect(map.get('b')).toEqual(['a']);
    expect(map.get('c')).toEqual(['a']);
  });

  it('shows gaps of 30 minutes or more, measured from the end of everything before', () => {
    const items = [ev('a', '09:00', '11:00'), ev('b', '09:30', '10:00'), ev('c', '11:29', '12:00'), ev('d', '12:30', '13:00')];
    // 11:00 -> 11:29 is 29 minutes: no slot; 12:00 -> 12:30 is exactly 30: a slot.
    expect(freeSlots(items)).toEqual([{ start: at('12:00'), end: at('12:30') }]);
  });

  it('groups the list by day in the zone shown, slots between the events', () => {
    const items = [ev('b', '13:00', '14:00'), ev('a', '09:00', '10:00'), ev('n', '09:00', '10:00', { start: at('09:00', '2027-05-19'), end: at('10:00', '2027-05-19') })];
    const days = listDays(items, zone);
    expect(days.map((d) => d.day)).toEqual(['2027-05-18', '2027-05-19']);
    expect(days[0]?.entries.map((e) => (e.kind === 'event' ? e.item.id : 'free'))).toEqual(['a', 'free', 'b']);
    // The same instants seen from Tokyo fall on the next day.
    expect(listDays(items, 'Asia/Tokyo').map((d) => d.day)).toEqual(['2027-05-19', '2027-05-20']);
  });
});

describe('day calendar', () => {
  it('places overlapping events side by side, and the others full width', () => {
    const blocks = dayGrid([ev('a', '09:00', '10:00'), ev('b', '09:30', '10:30'), ev('c', '11:00', '11:30')], '2027-05-18', zone);
    const by = (id: string) => blocks.find((b) => b.item.id === id) ?? blocks[0]!;
    expect([by('a').column, by('a').columns, by('b').column, by('b').columns]).toEqual([0, 2, 1, 2]);
    expect([by('c').column, by('c').columns]).toEqual([0, 1]);
    expect([by('a').top, by('a').bottom]).toEqual([540, 600]);
  });

  it('draws a short event one step tall, and an event starting inside that step beside it', () => {
    const blocks = dayGrid([ev('s', '10:00', '10:20'), ev('t', '10:20', '11:00')], '2027-05-18', zone);
    const [s, t] = [blocks.find((b) => b.item.id === 's'), blocks.find((b) => b.item.id === 't')];
    expect([s?.top, s?.bottom, s?.columns, t?.column]).toEqual([600, 630, 2, 1]);
  });

  it('spans the working day at least, and further when events do', () => {
    expect(gridHours(dayGrid([ev('a', '07:15', '08:00')], '2027-05-18', zone))).toEqual({ from: 420, to: 1080 });
    expect(gridHours([])).toEqual({ from: 480, to: 1080 });
  });
});

describe('the range asked for', () => {
  it('covers the event days with a day either side, whatever the zone', () => {
    expect(scheduleRange(['2027-05-19', '2027-05-18'])).toEqual({ from: '2027-05-17T00:00:00.000Z', to: '2027-05-21T00:00:00.000Z' });
    expect(scheduleRange([])).toEqual({});
  });
});
