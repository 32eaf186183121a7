// The pure rules of server/schedule (docs/behaviour/content-and-environments.md): event construction, the overlap rule with its ignore
// list, every clash listed, empty slots of at least 30 minutes within the day's local bounds (also on the day
// daylight-saving time starts), the event state of an invitation response, busy items.
import { describe, expect, it } from 'vitest';
import { clashesWith, emptySlots, findClashes } from './clashes.js';
import { SCHEDULE_EVENT_TYPES } from '../../../schemas/index.js';
import { asBusy, buildScheduleEvent, EventConstructionError, eventState } from './event-build.js';

const ev = (id: string, start: string | null, end: string | null, type: number = SCHEDULE_EVENT_TYPES.Topic, extra = {}) =>
  buildScheduleEvent({ id, title: id, eventTypeValue: type as 0, state: 'accepted', source: 'schedule', start, end, ...extra });

describe('event construction (docs/behaviour/content-and-environments.md)', () => {
  it('requires start, end and size unless hands-on, exam or unscheduled; fills the rest', () => {
    expect(() => buildScheduleEvent({ id: 'x', title: 'x', eventTypeValue: 2, state: 'pending', source: 'meeting', start: '2027-05-18T16:00:00Z', isUnscheduled: false })).toThrow(EventConstructionError);
    expect(() => buildScheduleEvent({ id: '', title: 'x', eventTypeValue: 0, state: 'accepted', source: 'schedule' })).toThrow('needs an id');
    expect(buildScheduleEvent({ id: 'lab', title: 'Lab', eventTypeValue: 0, state: 'accepted', source: 'rsvp', isHandsOnLab: true, isUnscheduled: false })).toMatchObject({ start: null, eventSize: null });
    expect(buildScheduleEvent({ id: 'exam', title: 'Exam', eventTypeValue: 0, state: 'accepted', source: 'schedule', isCertificationExam: true, isUnscheduled: false }).isCertificationExam).toBe(true);
    const e = ev('a', '2027-05-18T16:00:00Z', '2027-05-18T16:45:00Z');
    expect(e).toMatchObject({ eventSize: 45, participants: [], speakerIds: [], organizer: '', detailNavigation: '', directLink: '', displayTitle: 'a', isPrivate: false });
  });

  it('reads an invitation response as the event state (docs/behaviour/content-and-environments.md)', () => {
    expect(['accepted', 'ACCEPTED', 'declined', 'pending', 'invited', 'cancelled', '', null].map(eventState)).toEqual(['accepted', 'accepted', 'declined', 'pending', 'pending', 'pending', 'pending', 'pending']);
  });

  it('shows a private item to others as busy, without its details', () => {
    const busy = asBusy(ev('m', '2027-05-18T16:00:00Z', '2027-05-18T17:00:00Z', SCHEDULE_EVENT_TYPES.Meeting, { description: 'secret', location: 'Room 1', participants: [] }));
    expect(busy).toMatchObject({ title: 'Busy', description: '', location: null, isPrivate: true, start: '2027-05-18T16:00:00Z' });
  });
});

describe('clashes (docs/behaviour/content-and-environments.md)', () => {
  const a = ev('a', '2027-05-18T16:00:00Z', '2027-05-18T17:00:00Z');
  const b = ev('b', '2027-05-18T16:30:00Z', '2027-05-18T17:30:00Z', SCHEDULE_EVENT_TYPES.Meeting);
  const c = ev('c', '2027-05-18T16:45:00Z', '2027-05-18T16:50:00Z', SCHEDULE_EVENT_TYPES.Appointment);
  const touching = ev('d', '2027-05-18T17:30:00Z', '2027-05-18T18:00:00Z');
  const agenda = ev('g', '2027-05-18T15:00:00Z', '2027-05-18T19:00:00Z', SCHEDULE_EVENT_TYPES.AgendaItem);

  it('lists every overlapping pair, not touching ones, and ignores agenda items by default', () => {
    expect(findClashes([touching, c, b, a, agenda])).toEqual([{ a: 'a', b: 'b' }, { a: 'a', b: 'c' }, { a: 'b', b: 'c' }]);
    expect(findClashes([a, agenda], [])).toEqual([{ a: 'g', b: 'a' }]);
    expect(findClashes([a, b], [SCHEDULE_EVENT_TYPES.Meeting])).toEqual([]);
  });

  it('leaves out declined items and unscheduled ones', () => {
    const declined = ev('x', '2027-05-18T16:00:00Z', '2027-05-18T17:00:00Z', SCHEDULE_EVENT_TYPES.Meeting, { state: 'declined' });
    const lab = buildScheduleEvent({ id: 'lab', title: 'Lab', eventTypeValue: 0, state: 'accepted', source: 'rsvp', isHandsOnLab: true });
    expect(findClashes([a, declined, lab])).toEqual([]);
  });

  it('answers what a new item clashes with', () => {
    expect(clashesWith(c, [a, b, touching, agenda]).map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('empty slots (docs/behaviour/content-and-environments.md: at least 30 minutes)', () => {
  const zone = 'America/Los_Angeles';
  it('finds the gaps of 30 minutes or more between 08:00 and 18:00 local time', () => {
    // 09:00-10:00 and 10:20-11:00 and 12:00-17:45 Pacific daylight time (UTC-7).
    const events = [
      ev('a', '2027-05-18T16:00:00Z', '2027-05-18T17:00:00Z'),
      ev('b', '2027-05-18T17:20:00Z', '2027-05-18T18:00:00Z'),
      ev('c', '2027-05-18T19:00:00Z', '2027-05-19T00:45:00Z'),
    ];
    expect(emptySlots(events, { timeZone: zone })).toEqual([
      { start: '2027-05-18T15:00:00.000Z', end: '2027-05-18T16:00:00.000Z' },
      { start: '2027-05-18T18:00:00.000Z', end: '2027-05-18T19:00:00.000Z' },
    ]);
  });

  it('keeps the local bounds on the day daylight-saving time starts (14 March 2027)', () => {
    // 07:00-09:00 PDT on the day the clocks go forward: 08:00 local is 15:00Z (it was 16:00Z the day before).
    const events = [ev('a', '2027-03-14T14:00:00Z', '2027-03-14T16:00:00Z'), ev('b', '2027-03-13T17:00:00Z', '2027-03-13T18:00:00Z')];
    const slots = emptySlots(events, { timeZone: zone });
    expect(slots).toEqual([
      { start: '2027-03-13T16:00:00.000Z', end: '2027-03-13T17:00:00.000Z' },
      { start: '2027-03-13T18:00:00.000Z', end: '2027-03-14T02:00:00.000Z' },
      { start: '2027-03-14T16:00:00.000Z', end: '2027-03-15T01:00:00.000Z' },
    ]);
  });

  it('has no slot shorter than 30 minutes and none for a full day', () => {
    const events = [ev('a', '2027-05-18T15:00:00Z', '2027-05-18T18:00:00Z'), ev('b', '2027-05-18T18:29:00Z', '2027-05-19T01:00:00Z')];
    expect(emptySlots(events, { timeZone: zone })).toEqual([]);
  });
});
