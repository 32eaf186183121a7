// The session page's rules (badge, streaming windows, buttons, evaluations, links, times) as pure functions, and the
// block rendered from a seeded query cache: times in the event's zone, the badge moving at the session's end, the
// player mounting only when scrolled into view with autoplay=1, and the not-found state.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient, queryKeys } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import type { CatalogSessionDetail, Session } from '../../schemas';
import { createShellI18n, I18nextProvider } from '../../renderer';
import { registry } from '../registry';
import { installIntersectionObserver } from '../shared/test/intersection-observer';
import { block, renderBlocks } from '../shared/test/render-blocks';
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

const START = '2027-05-18T16:00:00Z';
const END = '2027-05-18T17:30:00Z';
const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;

function session(over: Partial<Session> = {}): Session {
  const base = {
    sessionId: '10001',
    sessionCode: 'KEY101',
    title: 'Opening keynote: “the next decade”',
    description: 'The opening keynote.',
    abstract: 'The opening keynote of the conference.',
    aiDescription: '',
    startDateTime: START,
    endDateTime: END,
    durationInMinutes: 90,
    sessionType: { logicalValue: 'keynote', displayValue: 'Keynote' },
    sessionLevel: { logicalValue: '100', displayValue: '100 – Introductory' },
    deliveryTypes: [{ logicalValue: 'online', displayValue: 'Online' }],
    viewingOptions: [{ logicalValue: 'livestream', displayValue: 'Live stream' }],
    tags: ['AI'],
    topic: 'AI',
    location: 'Hall A',
    roomId: 'hall-a',
    speakerIds: [],
    onDemand: 'https://media.example.com/on-demand/KEY101.mp4',
    hasOnDemand: true,
    liveStream: 'https://media.example.com/live/KEY101',
    hasLiveStream: true,
    doNotPublishVideo: false,
    hasFinishedStreaming: false,
    heroSession: true,
    isCapacityControlled: false,
    roomHasCapacity: true,
    waitlistHasCapacity: true,
    rsvpOpensAt: null,
    hasRsvpOpened: false,
    hasRsvpClosed: false,
    enrollmentStatus: null,
    canBeScheduled: true,
    restrictedScopes: [],
    relatedSessionCodes: [],
    repeatedSessions: [],
    relatedResources: [],
    sessionLinks: ['Docs|https://docs.example.com/key101'],
    slideDeck: '',
    doNotPublishSlides: false,
    launchLabLink: '',
    downloadVideoLink: '',
    captionFileLink: '',
    nextStep: '',
    mediusChatUrl: '',
    teamsMeeting: '',
    onDemandThumbnail: '',
    imageUrl: '',
    products: [],
    audienceTypes: [],
    roles: [],
    captionLanguage: [],
    ogTitle: '',
    ogDescription: '',
  };
  return { ...base, ...over } as unknown as Session;
}

const anonymous = { signedIn: false, scopes: [], features: {} };
const attendee = {
  signedIn: true,
  scopes: ['event-tools', 'inperson'],
  features: { enableMySchedule: true },
};

describe('session badge (spec 000 section 4)', () => {
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

  it('covers every RSVP state of spec 000 section 4', () => {
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
    expect(
      sessionAction(
        session({
          sessionType: { logicalValue: 'roundtable', displayValue: 'Roundtable' },
          hasRsvpOpened: true,
        }),
        attendee,
        before,
        labs,
      ),
    ).toEqual({ kind: 'nomination', state: 'nominate' });
    expect(sessionAction(rsvp({ hasRsvpOpened: true }), anonymous, before, labs)).toEqual({
      kind: 'rsvp',
      state: 'rsvp',
    });
    expect(sessionAction(session(), anonymous, before, labs)).toEqual({ kind: 'schedule', state: 'add' });
    expect(sessionAction(session(), attendee, before, labs)).toEqual({ kind: 'schedule', state: 'add' });
    expect(sessionAction(session({ enrollmentStatus: 'scheduled' }), attendee, before, labs)).toEqual({
      kind: 'schedule',
      state: 'remove',
    });
    expect(
      sessionAction(
        session({
          sessionType: { logicalValue: 'hands-on-lab', displayValue: 'Lab' },
          isCapacityControlled: true,
        }),
        attendee,
        before,
        labs,
      ),
    ).toEqual({ kind: 'schedule', state: 'bookmark' });
    expect(sessionAction(session(), { ...attendee, scopes: [] }, before, labs)).toEqual({
      kind: 'schedule',
      state: 'unavailable',
      reason: 'no-tools',
    });
    expect(
      sessionAction(
        session({ restrictedScopes: ['inperson'] }),
        { ...attendee, scopes: ['event-tools'] },
        before,
        labs,
      ),
    ).toEqual({ kind: 'schedule', state: 'unavailable', reason: 'in-person-only' });
    expect(
      sessionAction(session(), { ...attendee, features: { enableAddToScheduleButton: false } }, before, labs),
    ).toEqual({ kind: 'none' });
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

// ---- The block ----------------------------------------------------------------------------------------------

let client: QueryClient;
beforeAll(async () => {
  await registry.sessionDetail.preload?.();
});
afterEach(() => {
  vi.useRealTimers();
  client?.clear();
});

function detail(s: Session): CatalogSessionDetail {
  return {
    session: s,
    speakers: [
      {
        speakerId: 'spk-1',
        displayName: 'Ada Park',
        firstName: 'Ada',
        lastName: 'Park',
        company: 'Contoso',
        companyId: 'c1',
        jobTitle: 'CTO',
        photo: '',
        thumbnail: '',
        bio: 'Bio',
      },
    ],
    room: null,
    related: [],
  } as CatalogSessionDetail;
}

async function renderDetail(
  id: string,
  seed: (c: QueryClient) => void,
  context: Record<string, unknown> = {},
) {
  client = createQueryClient();
  client.setQueryData(queryKeys.settings('cont'), { data: { testingDate: null }, fromStaticFallback: false });
  seed(client);
  const wrap = (page: ReactNode) => (
    <I18nextProvider i18n={createShellI18n('en')}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/en/sessions/${id}`]}>
          <Routes>
            <Route path="/:lang/sessions/:id" element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return renderBlocks(
    [block('session', 'sessionDetail', {})],
    { timeZone: 'America/Los_Angeles', eventTimeZone: 'America/Los_Angeles', hourCycle: 'h12', ...context },
    wrap,
  );
}

describe('sessionDetail block', () => {
  it('shows the session in the event zone, links its speakers and moves the badge at the end', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    vi.setSystemTime(at(END) - 30_000);
    // The server leaves the room out for anonymous visitors (spec 000 section 6).
    const s = session({ location: null, roomId: null });
    await renderDetail('10001', (c) =>
      c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s)),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Opening keynote: “the next decade”');
    expect(screen.getByTestId('session-time').textContent?.replace(/\s/g, ' ')).toBe('9:00 – 10:30 AM PDT');
    expect(screen.getByRole('link', { name: /Ada Park/ }).getAttribute('href')).toBe('/en/speakers/spk-1');
    expect(screen.getByText('Live now')).toBeTruthy();
    // Anonymous visitors: no room, a sign-in prompt; the live stream asks them to sign in too.
    expect(screen.getByRole('region', { name: 'Room' }).textContent).toBe('WhereSign in to see the room.');
    expect(screen.getByRole('button', { name: 'Sign in to watch' })).toBeTruthy();
    expect(document.getElementById('evals')).not.toBeNull();
    // The end passes: the badge re-checks then, not 60 s later.
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByText('On demand')).toBeTruthy();
    expect(document.title).toContain('Opening keynote');
  });

  it('mounts the recording only once scrolled into view, with autoplay=1', async () => {
    const io = installIntersectionObserver();
    try {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(at(END) + 86_400_000);
      const s = session({ onDemand: 'https://media.example.com/on-demand/KEY101.mp4' });
      const { container } = await renderDetail('10001', (c) =>
        c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s)),
      );
      expect(screen.getByText('On demand')).toBeTruthy();
      expect(container.querySelector('video')).toBeNull();
      await act(async () => io.enter());
      expect(container.querySelector('video')?.getAttribute('src')).toBe(
        'https://media.example.com/on-demand/KEY101.mp4?autoplay=1',
      );
    } finally {
      io.uninstall();
    }
  });

  it('plays the live stream for a signed-in visitor with autoplay=1 and the video token as at', async () => {
    const io = installIntersectionObserver();
    try {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(at(START) + 10 * MIN);
      const s = session({ location: 'Hall A' });
      const { container } = await renderDetail(
        '10001',
        (c) => {
          c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s));
          // The token the video platform issued for this URL (GET /video/token), already in the cache.
          c.setQueryData(['video-token', 'https://media.example.com/live/KEY101?autoplay=1'], {
            value: 'tok-1',
          });
        },
        { signedIn: true, scopes: ['event-tools'], features: { requireMediusAuthentication: true } },
      );
      expect(container.querySelector('iframe')).toBeNull();
      await act(async () => io.enter());
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
        'https://media.example.com/live/KEY101?autoplay=1&at=tok-1',
      );
    } finally {
      io.uninstall();
    }
  });

  it('says so when the video token cannot be fetched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(at(START) + 10 * MIN);
    await renderDetail(
      '10001',
      (c) => {
        c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(session()));
        c.getQueryCache()
          .build(c, {
            queryKey: ['video-token', 'https://media.example.com/live/KEY101?autoplay=1'],
            retry: false,
          })
          .setState({
            status: 'error',
            error: new Error('down'),
            fetchStatus: 'idle',
            errorUpdatedAt: Date.now(),
          });
      },
      { signedIn: true, scopes: ['event-tools'], features: { requireMediusAuthentication: true } },
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The video could not be started. Please reload the page or try again later.',
    );
  });

  it('shows the room and the schedule state to a signed-in attendee', async () => {
    const s = session({ heroSession: false });
    await renderDetail(
      '10001',
      (c) => c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s)),
      { signedIn: true, scopes: ['event-tools'], features: { enableMySchedule: true } },
    );
    const panel = screen.getByRole('complementary', { name: 'When and where' });
    expect(within(panel).getByText('Hall A')).toBeTruthy();
    // The real action (blocks/shared/schedule-actions, issue 16): enabled, with add to calendar beside it.
    const button = within(panel).getByRole('button', { name: 'Add to schedule' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('/api/session/10001/ics');
  });

  it('answers an unknown id with the not-found state', async () => {
    await renderDetail('nope', (c) => {
      const key = catalogSessionQueryOptions('anonymous', 'nope').queryKey;
      c.getQueryCache()
        .build(c, { queryKey: key })
        .setState({
          status: 'error',
          error: new ApiError({
            status: 404,
            code: 'translate.base.error.not-found',
            message: 'No session nope.',
            details: null,
            path: '/session/nope',
            method: 'GET',
          }),
          fetchStatus: 'idle',
        });
    });
    expect(document.querySelector('[data-status="404"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Browse all sessions' }).getAttribute('href')).toBe(
      '/en/sessions',
    );
  });
});
