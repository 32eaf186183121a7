// The studio player: the frame mounts once scrolled into view, with the configured allow attribute, autoplay=1 from the
// page's address and the video token as `at` for protected videos (or the token error); anonymous visitors are asked to
// sign in; the frame follows the heights its player posts; the live-now ticker shows the current messages and drops
// each at its end by the page's clock.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api-client';
import { tickerKeys } from '../../api-client/ticker';
import { chatKeys } from '../../api-client/chat';
import type { ChatMessageList, TickerAnswer } from '../../schemas/api-types';
import { CUSTOM_ACTION_EVENT } from '../shared/custom-action';
import { intersectionObserverPerTest } from '../shared/test/intersection-observer';
import { block, renderBlocks, settle } from '../shared/test/render-blocks';

const io = intersectionObserverPerTest();
const URL_ = 'https://player.example.com/live/studio-a';
const NOW = Date.parse('2027-05-18T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

let client: QueryClient;
beforeEach(() => {
  // Nothing is fetched: each test puts the answers it needs into the cache, fresh for good.
  client = createQueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
});
afterEach(() => {
  vi.useRealTimers();
  client.clear();
  window.history.replaceState(null, '', '/');
});

function render(props: Record<string, unknown>, context: Record<string, unknown> = {}) {
  return renderBlocks([block('studio', 'studioPlayer', { videoUrl: URL_, ...props })], context, (page) => (
    <QueryClientProvider client={client}>{page}</QueryClientProvider>
  ));
}

const frame = (container: HTMLElement) => container.querySelector('iframe');

describe('studioPlayer', () => {
  it('mounts the frame only once scrolled into view, with its title and allow attribute', async () => {
    const { container } = await render({ title: 'Studio A live stream', iframeAllowAttribute: 'autoplay; fullscreen' });
    expect(frame(container)).toBeNull();
    expect(io.lastOptions()).toMatchObject({ rootMargin: '100px', threshold: [0, 0.5] });
    await act(async () => io.enter());
    expect(frame(container)?.getAttribute('src')).toBe(URL_);
    expect(frame(container)?.getAttribute('title')).toBe('Studio A live stream');
    expect(frame(container)?.getAttribute('allow')).toBe('autoplay; fullscreen');
  });

  it('appends autoplay=1 when the page address has it', async () => {
    window.history.replaceState(null, '', '/en/home?autoplay=1');
    const { container } = await render({});
    await act(async () => io.enter());
    expect(frame(container)?.getAttribute('src')).toBe(`${URL_}?autoplay=1`);
    expect(frame(container)?.getAttribute('title')).toBe('Live studio stream');
  });

  it('never embeds a URL that is not http(s)', async () => {
    const { container } = await render({ videoUrl: 'javascript:alert(1)' });
    await act(async () => io.enter());
    expect(frame(container)).toBeNull();
    expect(screen.getByText('The live stream is not available.')).toBeTruthy();
  });

  it('asks anonymous visitors to sign in when the video requires auth', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    const listener = (e: Event) => seen((e as CustomEvent).detail);
    window.addEventListener(CUSTOM_ACTION_EVENT, listener);
    const { container } = await render({ videoRequiresAuth: true });
    await act(async () => io.enter());
    expect(frame(container)).toBeNull();
    expect(screen.getByText('The live stream is for signed-in attendees.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in to watch' }));
    window.removeEventListener(CUSTOM_ACTION_EVENT, listener);
    expect(seen).toHaveBeenCalledWith({ componentId: 'studio', action: 'sign-in' });
  });

  it('appends the video token as at for signed-in visitors of a protected video', async () => {
    client.setQueryData(['video-token', URL_], { value: 'tok 1' });
    const { container } = await render({ videoRequiresAuth: true }, { signedIn: true });
    await act(async () => io.enter());
    expect(frame(container)?.getAttribute('src')).toBe(`${URL_}?at=tok%201`);
  });

  it('says so when the video token cannot be fetched', async () => {
    client.getQueryCache()
      .build(client, { queryKey: ['video-token', URL_], retry: false })
      .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle', errorUpdatedAt: Date.now() });
    const { container } = await render({ videoRequiresAuth: true }, { signedIn: true });
    await act(async () => io.enter());
    expect(frame(container)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The video could not be started. Please reload the page or try again later.');
  });

  it('follows the heights its own player posts when obeyHeightsFromMedius is on', async () => {
    const { container } = await render({ obeyHeightsFromMedius: true });
    await act(async () => io.enter());
    const stage = container.querySelector<HTMLElement>('.blk-studio-player__stage')!;
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://elsewhere.example.com', data: { type: 'height', height: 700 } }));
    });
    expect(stage.dataset.height).toBeUndefined();
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://player.example.com', data: { type: 'height', height: 480 } }));
    });
    expect(stage.dataset.height).toBe('posted');
    expect(stage.style.getPropertyValue('--blk-studio-player-height')).toBe('480px');
  });

  describe('live-now ticker', () => {
    const answer = (ends: number[]): TickerAnswer => ({
      messages: ends.map((end, i) => ({
        id: `m${i}`, text: `Message ${i}`, startsAt: iso(NOW - 60_000), endsAt: iso(end), updatedAt: iso(NOW - 60_000), updatedBy: 'Editor',
      })),
      nextChangeAt: ends.length ? iso(Math.min(...ends)) : null,
    });

    it('is absent unless enableLiveNowTicker is on', async () => {
      client.setQueryData(tickerKeys.current(), answer([NOW + 60_000]));
      await render({});
      expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
    });

    it('shows the current messages in a polite live region and drops each at its end', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(NOW);
      client.setQueryData(tickerKeys.current(), answer([NOW + 1500, NOW + 3_600_000]));
      await render({ enableLiveNowTicker: true });
      const region = screen.getByRole('region', { name: 'Live now' });
      expect(region.querySelector('[aria-live="polite"]')).toBeTruthy();
      expect([...region.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Message 0', 'Message 1']);
      vi.setSystemTime(NOW + 1600);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 1100)));
      await settle();
      expect([...region.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Message 1']);
    });

    it('stays in the page, hidden and empty, while nothing is current', async () => {
      client.setQueryData(tickerKeys.current(), answer([]));
      await render({ enableLiveNowTicker: true });
      const region = screen.getByRole('region', { name: 'Live now' });
      expect(region.dataset.empty).toBe('true');
      expect(region.querySelectorAll('li')).toHaveLength(0);
    });
  });
});

describe('studioPlayer panels', () => {
  const list = (roomId: string, texts: string[]): ChatMessageList => ({
    roomId,
    items: texts.map((text, i) => ({ id: String(i + 1), roomId, text, authorName: 'Ada Park', sentAt: iso(NOW), isOwn: false })),
  });
  const seedRooms = () => {
    client.setQueryData(chatKeys.messages('studio:studio-a', 'anonymous'), list('studio:studio-a', ['When does the demo start?']));
    client.setQueryData(chatKeys.messages('community', 'anonymous'), list('community', ['Hello from Berlin']));
  };

  it('shows the Q&A panel in the room studio:<appId> and the community conversation in the community room', async () => {
    seedRooms();
    const { container } = await render({
      pubbleConfig: { appId: 'studio-a', enabled: true, widgetType: 'qa', reactionsEnabled: true },
      showYammer: true,
    });
    expect(container.querySelector('.blk-studio-player--panels')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Questions and answers', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Community conversation', level: 2 })).toBeTruthy();
    expect(container.querySelector('[data-room="studio:studio-a"]')?.textContent).toContain('When does the demo start?');
    expect(container.querySelector('[data-room="community"]')?.textContent).toContain('Hello from Berlin');
    // The built-in chat has no reactions: reactionsEnabled offers none.
    expect(screen.queryByRole('button', { name: /like|react/i })).toBeNull();
  });

  it('shows no panel when the Q&A is hidden or not enabled and the community panel is off', async () => {
    const { container } = await render({ pubbleConfig: { appId: 'studio-a', enabled: true, isHidden: true } });
    expect(container.querySelector('.blk-studio-player__panels')).toBeNull();
    expect(container.querySelector('.blk-studio-player--panels')).toBeNull();
    const again = await render({ pubbleConfig: { appId: 'studio-a', enabled: false }, showYammer: false });
    expect(again.container.querySelector('.blk-studio-player__panels')).toBeNull();
  });
});
