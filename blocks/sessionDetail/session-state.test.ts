// The session page's rules as pure functions: badge, streaming windows, buttons, evaluations, links and times.
import { describe, expect, it } from 'vitest';
import type { Session } from '../../schemas/api-types';
import {
  DEFAULT_STREAMING,
  evaluationState,
  heroActive,
  nextBoundary,
  parseSessionLink,
  rsvpState,
  sessionAction,
  sessionBadge,
  streamFinished,
  streamPhase,
  videoSource,
  videoWindow,
  withVideoToken,
} from './session-state';
import { sessionTimes } from './time';
import { anonymous, at, attendee, END, MIN, session, START } from './test-fixtures';

describe('session badge (docs/behaviour/catalog.md)', () => {
  it('is nothing before the start, live between start and end, then on demand or ended', () => {
    const s = session();
    expect(sessionBadge(s, at(START) - 1)).toBeNull();
    expect(sessionBadge(s, at(START))).toBe('live');
    expect(sessionBadge(s, at(END) - 1)).toBe('live');
    expect(sessionBadge(s, at(END))).toBe('on-demand');
    expect(sessionBadge(session({ hasOnDemand: false }), at(END))).toBe('ended');
    expect(sessionBadge(session({ doNotPublishVideo: true }), at(END))).toBe('ended');
    expect(sessionBadge(session({ startDateTime: null, endDateTime: null }), at(END))).toBeNull();
  });

  it('is live whenever testing=livestream forces it', () => {
    expect(sessionBadge(session(), at(START) - 86_400_000, true)).toBe('live');
  });
});

describe('streaming windows', () => {
  it('uses the hero offsets (10 before, 5 after) for hero sessions and the video setting for the others', () => {
    expect(DEFAULT_STREAMING.hero).toEqual({ before: 10, after: 5 });
    expect(videoWindow(session(), DEFAULT_STREAMING)).toEqual({
      opensAt: at(START) - 10 * MIN,
      closesAt: at(END) + 5 * MIN,
    });
    const settings = { ...DEFAULT_STREAMING, video: { before: 30, after: 20 } };
    expect(videoWindow(session({ heroSession: false }), settings)).toEqual({
      opensAt: at(START) - 30 * MIN,
      closesAt: at(END) + 20 * MIN,
    });
  });

  it('opens, stays open until the end event after the window, and is none without a stream', () => {
    const s = session();
    expect(streamPhase(s, DEFAULT_STREAMING, at(START) - 11 * MIN, false)).toBe('before');
    expect(streamPhase(s, DEFAULT_STREAMING, at(START) - 10 * MIN, false)).toBe('open');
    expect(streamPhase(s, DEFAULT_STREAMING, at(END) + 4 * MIN, true)).toBe('open');
    expect(streamPhase(s, DEFAULT_STREAMING, at(END) + 6 * MIN, false)).toBe('closed');
    expect(streamFinished(streamPhase(s, DEFAULT_STREAMING, at(END) + 6 * MIN, false))).toBe(false);
    expect(streamPhase(s, DEFAULT_STREAMING, at(END) + 6 * MIN, true)).toBe('finished');
    expect(
      streamPhase(session({ hasFinishedStreaming: true }), DEFAULT_STREAMING, at(END) + 6 * MIN, false),
    ).toBe('finished');
    expect(
      streamPhase(session({ hasLiveStream: false, liveStream: '' }), DEFAULT_STREAMING, at(START), false),
    ).toBe('none');
    expect(streamPhase(s, DEFAULT_STREAMING, at(START) - 86_400_000, false, true)).toBe('open');
  });

  it('keeps a hero session active only between its start and end, though its window is wider', () => {
    const s = session();
    expect(heroActive(s, at(START) - MIN)).toBe(false);
    expect(heroActive(s, at(START))).toBe(true);
    expect(heroActive(s, at(END))).toBe(false);
    expect(heroActive(session({ heroSession: false }), at(START))).toBe(false);
    expect(heroActive(s, 0, true)).toBe(true);
  });

  it('plays the live stream in the window and the recording after it', () => {
    const s = session();
    expect(videoSource(s, 'open', 'live')?.kind).toBe('live');
    expect(videoSource(s, 'finished', 'on-demand')).toEqual({ url: s.onDemand, kind: 'on-demand' });
    expect(videoSource(s, 'before', null)).toBeNull();
  });

  it('re-checks at the next boundary: window edges, start and end', () => {
    const s = session();
    expect(nextBoundary(s, DEFAULT_STREAMING, at(START) - 60 * MIN)).toBe(at(START) - 15 * MIN); // chat opens first
    expect(nextBoundary(s, DEFAULT_STREAMING, at(START) + MIN)).toBe(at(END));
    expect(nextBoundary(s, DEFAULT_STREAMING, at(END) + 31 * MIN)).toBeNull();
  });
});

describe('RSVP, nomination and schedule states', () => {
  const rsvp = (over: Partial<Session>) =>
    session({
      isCapacityControlled: true,
      heroSession: false,
      sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' },
      ...over,
    });
  const before = at(START) - 86_400_000;

  it('covers every RSVP state of docs/behaviour/catalog.md', () => {
    expect(
      rsvpState(rsvp({ rsvpOpensAt: '2027-05-01T00:00:00Z' }), attendee, at('2027-04-01T00:00:00Z')),
    ).toBe('not-open');
    expect(rsvpState(rsvp({ hasRsvpOpened: true }), attendee, before)).toBe('rsvp');
    expect(rsvpState(rsvp({ hasRsvpOpened: true, roomHasCapacity: false }), attendee, before)).toBe(
      'waitlist',
    );
    expect(
      rsvpState(
        rsvp({ hasRsvpOpened: true, roomHasCapacity: false, waitlistHasCapacity: false }),
        attendee,
        before,
      ),
    ).toBe('waitlist-full');
    expect(rsvpState(rsvp({ enrollmentStatus: 'scheduled' }), attendee, before)).toBe('on-schedule');
    expect(rsvpState(rsvp({ enrollmentStatus: 'waitlisted' }), attendee, before)).toBe('on-waitlist');
    expect(rsvpState(rsvp({ hasRsvpOpened: true, hasRsvpClosed: true }), attendee, before)).toBe('closed');
    expect(rsvpState(rsvp({ hasRsvpOpened: true }), attendee, at(START))).toBe('closed');
    expect(
      rsvpState(
        rsvp({ hasRsvpOpened: true, restrictedScopes: ['inperson'] }),
        { ...attendee, scopes: ['event-tools'] },
        before,
      ),
    ).toBe('restricted');
  });

  it('picks the button: roundtables nominate, capacity-controlled sessions RSVP, the rest schedule or bookmark', () => {
    const labs = ['hands-on-lab'];
    const action = (s: Session, viewer: Parameters<typeof sessionAction>[1] = attendee) => sessionAction(s, viewer, before, labs);
    const roundtable = { logicalValue: 'roundtable', displayValue: 'Roundtable' };
    expect(action(session({ sessionType: roundtable, hasRsvpOpened: true }))).toEqual({ kind: 'nomination', state: 'nominate' });
    expect(action(rsvp({ hasRsvpOpened: true }), anonymous)).toEqual({ kind: 'rsvp', state: 'rsvp' });
    expect(action(session(), anonymous)).toEqual({ kind: 'schedule', state: 'add' });
    expect(action(session())).toEqual({ kind: 'schedule', state: 'add' });
    expect(action(session({ enrollmentStatus: 'scheduled' }))).toEqual({ kind: 'schedule', state: 'remove' });
    const lab = { logicalValue: 'hands-on-lab', displayValue: 'Lab' };
    expect(action(session({ sessionType: lab, isCapacityControlled: true }))).toEqual({ kind: 'schedule', state: 'bookmark' });
    expect(action(session(), { ...attendee, scopes: [] })).toEqual({ kind: 'schedule', state: 'unavailable', reason: 'no-tools' });
    expect(action(session({ restrictedScopes: ['inperson'] }), { ...attendee, scopes: ['event-tools'] })).toEqual({
      kind: 'schedule',
      state: 'unavailable',
      reason: 'in-person-only',
    });
    expect(action(session(), { ...attendee, features: { enableAddToScheduleButton: false } })).toEqual({ kind: 'none' });
  });

  it('opens evaluations 5 minutes after the start; bookmarkable and unscheduled sessions always', () => {
    expect(evaluationState(session(), at(START) + 4 * MIN, [])).toBe('not-yet');
    expect(evaluationState(session(), at(START) + 5 * MIN, [])).toBe('open');
    expect(evaluationState(session({ startDateTime: null, endDateTime: null }), 0, [])).toBe('open');
    expect(
      evaluationState(session({ sessionType: { logicalValue: 'hands-on-lab', displayValue: 'Lab' } }), 0, [
        'hands-on-lab',
      ]),
    ).toBe('open');
  });
});

describe('links, video URL and times', () => {
  it("splits 'name|link' session links", () => {
    expect(parseSessionLink('Docs|https://docs.example.com/x')).toEqual({
      name: 'Docs',
      link: 'https://docs.example.com/x',
    });
    expect(parseSessionLink('https://only.example.com')).toEqual({
      name: 'https://only.example.com',
      link: 'https://only.example.com',
    });
    expect(parseSessionLink('Nothing|')).toBeNull();
  });

  it("appends the video token as 'at', before a fragment", () => {
    expect(withVideoToken('https://v.example.com/x?autoplay=1', 'tok en')).toBe(
      'https://v.example.com/x?autoplay=1&at=tok%20en',
    );
    expect(withVideoToken('https://v.example.com/x#t=5', 'a')).toBe('https://v.example.com/x?at=a#t=5');
    expect(withVideoToken('https://v.example.com/x', null)).toBe('https://v.example.com/x');
  });

  it('prints the range in the event zone or the visitor zone, with the zone named', () => {
    const event = sessionTimes('en-US', 'America/Los_Angeles', 'h12');
    expect(event.day(at(START))).toBe('Tuesday, May 18, 2027');
    expect(event.range(at(START), at(END)).replace(/\s/g, ' ')).toBe('9:00 – 10:30 AM PDT');
    const berlin = sessionTimes('en-US', 'Europe/Berlin', 'h23');
    expect(berlin.range(at(START), at(END)).replace(/\s/g, ' ')).toMatch(/^18:00 – 19:30 GMT\+2$/);
  });
});
