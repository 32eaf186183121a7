import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive, liveUrl, type LiveStatus } from './live-connection';
import { LIVE_MAX_RETRIES, LIVE_RETRY_DELAY_MS, type LiveEvent } from './live-events';
import { ScriptedSource } from '../../test-support/scripted-event-source';

let sources: ScriptedSource[];
const factory = (url: string) => {
  const s = new ScriptedSource(url);
  sources.push(s);
  return s;
};
const last = () => sources[sources.length - 1] as ScriptedSource;

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live-update connection', () => {
  it('uses the spec constants: 5 retries, 5000 ms apart', () => {
    expect(LIVE_MAX_RETRIES).toBe(5);
    expect(LIVE_RETRY_DELAY_MS).toBe(5000);
  });

  it('joins the language groups in the stream URL', () => {
    connectLive({ languages: ['en', 'de'], onEvent: () => undefined, createEventSource: factory });
    expect(last().url).toBe(liveUrl(['en', 'de']));
    expect(last().url).toBe('/api/live?languages=en%2Cde');
  });

  it('reconnects up to 5 times, 5 s apart, then stops', () => {
    const statuses: LiveStatus[] = [];
    connectLive({ languages: ['en'], onEvent: () => undefined, onStatus: (s) => statuses.push(s), createEventSource: factory });
    expect(sources).toHaveLength(1);
    for (let attempt = 1; attempt <= 5; attempt++) {
      last().fail();
      expect(last().closed).toBe(true);
      vi.advanceTimersByTime(4999);
      expect(sources).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sources).toHaveLength(attempt + 1);
      // Every reconnect joins the same groups again.
      expect(last().url).toBe('/api/live?languages=en');
    }
    last().fail();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(6);
    expect(statuses[statuses.length - 1]).toBe('stopped');
  });

  it('starts over with 5 tries when the browser is back online after it gave up; not while connected, not once closed', () => {
    let resume = () => {};
    let listening = false;
    const statuses: LiveStatus[] = [];
    const connection = connectLive({
      languages: ['en'],
      onEvent: () => undefined,
      onStatus: (s) => statuses.push(s),
      createEventSource: factory,
      onResumeChance: (callback) => {
        resume = callback;
        listening = true;
        return () => (listening = false);
      },
    });
    // Connected: a resume chance changes nothing.
    resume();
    expect(sources).toHaveLength(1);
    for (let i = 0; i < 6; i++) {
      last().fail();
      vi.advanceTimersByTime(5000);
    }
    expect(sources).toHaveLength(6);
    expect(statuses[statuses.length - 1]).toBe('stopped');
    resume();
    expect(sources).toHaveLength(7);
    expect(statuses[statuses.length - 1]).toBe('connecting');
    // Its own 5 tries again.
    for (let i = 0; i < 6; i++) {
      last().fail();
      vi.advanceTimersByTime(5000);
    }
    expect(sources).toHaveLength(12);
    connection.close();
    expect(listening).toBe(false);
    resume();
    expect(sources).toHaveLength(12);
  });

  it('a successful join resets the count, so a later outage gets 5 tries again', () => {
    connectLive({ languages: ['en'], onEvent: () => undefined, createEventSource: factory });
    for (let i = 0; i < 4; i++) {
      last().fail();
      vi.advanceTimersByTime(5000);
    }
    last().emit('joined', { type: 'joined', languages: ['en'] });
    for (let i = 0; i < 5; i++) {
      last().fail();
      vi.advanceTimersByTime(5000);
    }
    expect(sources).toHaveLength(10);
    last().fail();
    vi.advanceTimersByTime(5000);
    expect(sources).toHaveLength(10);
  });

  it("hands on each join's times, and still joins on a frame without them (an older server)", () => {
    const joins: unknown[] = [];
    const statuses: LiveStatus[] = [];
    connectLive({ languages: ['en'], onEvent: () => undefined, onJoined: (j) => joins.push(j), onStatus: (s) => statuses.push(s), createEventSource: factory });
    last().emit('joined', { type: 'joined', languages: ['en'], contentChangedAt: 1000, now: 2000 });
    last().emit('joined', { type: 'joined', languages: ['en'] });
    expect(joins).toEqual([{ type: 'joined', languages: ['en'], contentChangedAt: 1000, now: 2000 }]);
    expect(statuses.filter((s) => s === 'joined')).toHaveLength(2);
  });

  it('hands on the hub events and ignores malformed data', () => {
    const events: LiveEvent[] = [];
    connectLive({ languages: ['de'], onEvent: (e) => events.push(e), createEventSource: factory });
    const change = { type: 'onLanguageChanged', environment: 'cont', language: 'de', locale: 'de-DE', namespace: 'common' };
    last().emit('onLanguageChanged', change);
    last().emit('onCacheClear', { type: 'onCacheClear' });
    last().emit('onSettingsChanged', 'not an event');
    expect(events).toEqual([change, { type: 'onCacheClear' }]);
  });

  it('hands on every user-channel event of its own name, and nothing malformed or misnamed', () => {
    const events: unknown[] = [];
    connectLive({ languages: ['en'], onEvent: () => undefined, onUserEvent: (e) => events.push(e), createEventSource: factory });
    const promoted = { type: 'onWaitlistPromoted', sessionId: 's1', title: 'Scaling' };
    const seats = { type: 'onSessionSeats', sessionId: 's1', seatsLeft: 0, waitlistLeft: 2 };
    const change = { type: 'onMeetingChanged', change: 'cancelled', meetingId: 'm1', subject: 'Sync', by: null };
    last().emit('onWaitlistPromoted', promoted);
    last().emit('onSessionSeats', seats);
    last().emit('onMeetingChanged', change);
    last().emit('onMeetingMessage', promoted);
    last().emit('onUserCounts', 'not an event');
    expect(events).toEqual([promoted, seats, change]);
  });

  it('close() cancels a pending reconnect', () => {
    const connection = connectLive({ languages: ['en'], onEvent: () => undefined, createEventSource: factory });
    last().fail();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});
