// The session page rendered from a seeded query cache: times in the event's zone, the badge moving at the
// session's end, the player mounting only when scrolled into view with autoplay=1, and the not-found state.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient, queryKeys } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import type { CatalogSessionDetail, Session } from '../../schemas/api-types';
import { addTranslations, createShellI18n, I18nextProvider } from '../../renderer';
import { registry } from '../registry';
import { intersectionObserverPerTest } from '../shared/test/intersection-observer';
import { block, renderBlocks } from '../shared/test/render-blocks';
import { at, END, MIN, session, START } from './test-fixtures';


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
  i18n = createShellI18n('en'),
) {
  client = createQueryClient();
  client.setQueryData(queryKeys.settings('cont'), { data: { testingDate: null }, fromStaticFallback: false });
  seed(client);
  const wrap = (page: ReactNode) => (
    <I18nextProvider i18n={i18n}>
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
    // The server leaves the room out for anonymous visitors (docs/behaviour/catalog.md).
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

  describe('the video, mounted once scrolled into view', () => {
    const io = intersectionObserverPerTest();
    /** The player's address: no player until the block has scrolled into view, then one. */
    const srcOnceInView = async (container: HTMLElement, player: 'video' | 'iframe') => {
      expect(container.querySelector(player)).toBeNull();
      await act(async () => io.enter());
      return container.querySelector(player)?.getAttribute('src');
    };

    it('mounts the recording only once scrolled into view, with autoplay=1', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(at(END) + 86_400_000);
      const s = session({ onDemand: 'https://media.example.com/on-demand/KEY101.mp4' });
      const { container } = await renderDetail('10001', (c) =>
        c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s)),
      );
      expect(screen.getByText('On demand')).toBeTruthy();
      expect(await srcOnceInView(container, 'video')).toBe('https://media.example.com/on-demand/KEY101.mp4?autoplay=1');
    });

    it('plays the live stream for a signed-in visitor with autoplay=1 and the video token as at', async () => {
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
      expect(await srcOnceInView(container, 'iframe')).toBe('https://media.example.com/live/KEY101?autoplay=1&at=tok-1');
    });

    it('with enableTeamsLiveEventFailover offers the backup stream and moves to it when the main player posts an error', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(at(START) + 10 * MIN);
      const s = session({ failoverVideoUrl: 'https://backup.example.com/live/KEY101' });
      const { container } = await renderDetail(
        '10001',
        (c) => {
          c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s));
          c.setQueryData(['video-token', 'https://media.example.com/live/KEY101?autoplay=1'], { value: 'tok-1' });
          c.setQueryData(['video-token', 'https://backup.example.com/live/KEY101?autoplay=1'], { value: 'tok-2' });
        },
        {
          signedIn: true,
          scopes: ['event-tools'],
          features: { requireMediusAuthentication: true, enableTeamsLiveEventFailover: true },
        },
      );
      expect(await srcOnceInView(container, 'iframe')).toBe('https://media.example.com/live/KEY101?autoplay=1&at=tok-1');
      await act(async () => screen.getByRole('button', { name: 'Switch to backup stream' }).click());
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://backup.example.com/live/KEY101?autoplay=1&at=tok-2');
      await act(async () => screen.getByRole('button', { name: 'Back to main stream' }).click());
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://media.example.com/live/KEY101?autoplay=1&at=tok-1');

      // Another window's error changes nothing; the main player's moves the page to the backup and says so.
      await act(async () => window.dispatchEvent(new MessageEvent('message', { data: 'error', origin: 'https://elsewhere.example' })));
      expect(container.querySelector('iframe')?.getAttribute('src')).toContain('https://media.example.com/');
      await act(async () => window.dispatchEvent(new MessageEvent('message', { data: { type: 'error' }, origin: 'https://media.example.com' })));
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://backup.example.com/live/KEY101?autoplay=1&at=tok-2');
      expect(screen.getByRole('status').textContent).toBe('The main stream stopped working, so you are watching the backup stream.');
    });

    it('offers no backup stream with the flag off', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(at(START) + 10 * MIN);
      const s = session({ failoverVideoUrl: 'https://backup.example.com/live/KEY101' });
      const { container } = await renderDetail(
        '10001',
        (c) => c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s)),
        { signedIn: true, scopes: ['event-tools'] },
      );
      expect(await srcOnceInView(container, 'iframe')).toBe('https://media.example.com/live/KEY101?autoplay=1');
      expect(screen.queryByRole('button', { name: 'Switch to backup stream' })).toBeNull();
    });
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
    // The real action (blocks/shared/schedule-actions): enabled, with add to calendar beside it.
    const button = within(panel).getByRole('button', { name: 'Add to schedule' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('/api/session/10001/ics');
  });

  it("reads its words from the sessionDetail namespace in the page's language", async () => {
    const i18n = createShellI18n('de');
    addTranslations(
      i18n,
      'de',
      {
        'translate.sessionDetail.where.heading': 'Wo',
        'translate.sessionDetail.where.label': 'Raum',
        'translate.sessionDetail.when.duration.other': '{{count}} Minuten',
        'translate.sessionDetail.value.inperson': 'Vor Ort',
        'translate.sessionDetail.value.recorded': 'Aufgezeichnet',
      },
      'sessionDetail',
    );
    const s = session({
      heroSession: false,
      deliveryTypes: [{ logicalValue: 'inperson', displayValue: 'In person' }],
      // A value the page has no word for shows as the API labels it.
      viewingOptions: [{ logicalValue: 'recorded', displayValue: 'Recorded' }, { logicalValue: 'backstage', displayValue: 'Backstage pass' }],
    });
    await renderDetail('10001', (c) => c.setQueryData(catalogSessionQueryOptions('anonymous', '10001').queryKey, detail(s)), { language: 'de', signedIn: true }, i18n);
    expect(screen.getByRole('region', { name: 'Raum' }).textContent).toBe('WoHall A');
    expect(document.querySelector('.blk-session__duration')?.textContent).toBe('90 Minuten');
    // Delivery and viewing read as the catalog's facets name them in German.
    const pills = [...document.querySelectorAll('.blk-session__pills li')].map((li) => li.textContent);
    expect(pills).toEqual(expect.arrayContaining(['Vor Ort', 'Aufgezeichnet', 'Backstage pass']));
    expect(pills).not.toContain('In person');
    // A word the language lacks falls back to English.
    expect(screen.getByRole('heading', { name: 'About this session' })).toBeTruthy();
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
