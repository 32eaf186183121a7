// The simple video's states and its 200 ms hover (docs/behaviour/live-and-video.md, Simple video), in a hero blade.
// jsdom plays no media: play() and pause() are stood in for, firing the events a browser fires.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intersectionObserverPerTest } from '../test/intersection-observer';
import { renderBlocks } from '../test/english-i18n';
import { block } from '../test/render-blocks';

const io = intersectionObserverPerTest();

function stubMedia() {
  const state = new WeakMap<HTMLMediaElement, { paused: boolean; time: number }>();
  const of = (el: HTMLMediaElement) => state.get(el) ?? { paused: true, time: 0 };
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).paused;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).time;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(function (this: HTMLMediaElement, v: number) {
    state.set(this, { ...of(this), time: v });
  });
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(10);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    state.set(this, { ...of(this), paused: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (of(this).paused) return;
    state.set(this, { ...of(this), paused: true });
    this.dispatchEvent(new Event('pause'));
  });
  return { play, advance: (el: HTMLMediaElement, seconds: number) => state.set(el, { ...of(el), time: seconds }) };
}

function reducedMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

async function renderVideo() {
  const { container } = await renderBlocks([
    block('blade', 'heroImageBlade', {
      assetData: { assetType: 'video', videoUrl: 'https://cdn.example/lab.mp4', videoAltText: 'Lab tour', image: '/media/lab.webp' },
      textSection: { heading: 'Labs' },
    }),
  ]);
  await act(async () => io.enter());
  const box = container.querySelector('.blk-simple-video') as HTMLElement;
  const video = container.querySelector('video') as HTMLVideoElement;
  return { box, video };
}

/** jsdom has no PointerEvent: a mouse event carrying the pointer's type (React makes enter and leave of over and out). */
function pointer(type: 'pointerover' | 'pointerout', el: HTMLElement, pointerType = 'mouse') {
  const e = new MouseEvent(type, { bubbles: true });
  Object.defineProperty(e, 'pointerType', { value: pointerType });
  fireEvent(el, e);
}
const hover = (el: HTMLElement) => pointer('pointerover', el);
const unhover = (el: HTMLElement) => pointer('pointerout', el);

describe('simple video', () => {
  let media: ReturnType<typeof stubMedia>;
  beforeEach(() => {
    media = stubMedia();
    reducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a media file plays in a native video with its own labelled controls, unfocused at first', async () => {
    const { box, video } = await renderVideo();
    expect(video.getAttribute('src')).toBe('https://cdn.example/lab.mp4');
    expect(video.getAttribute('aria-label')).toBe('Lab tour');
    expect(box.dataset.state).toBe('unfocused');
    expect(screen.getByRole('group', { name: 'Video controls: Lab tour' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
  });

  it('a hover of 200 ms starts it muted, a shorter one does not, and leaving pauses it', async () => {
    const { box, video } = await renderVideo();
    vi.useFakeTimers();
    hover(box);
    act(() => vi.advanceTimersByTime(199));
    expect(media.play).not.toHaveBeenCalled();
    unhover(box);
    act(() => vi.advanceTimersByTime(500));
    expect(media.play).not.toHaveBeenCalled();

    hover(box);
    act(() => vi.advanceTimersByTime(200));
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);
    expect(box.dataset.state).toBe('playing');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('true');

    unhover(box);
    expect(video.paused).toBe(true);
    expect(box.dataset.state).toBe('paused');
    expect(screen.getByText('Paused')).toBeTruthy();
  });

  it('reads the progress every 100 ms while playing; Stop returns to the start', async () => {
    const { box, video } = await renderVideo();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(video.muted).toBe(false);
    const progress = screen.getByRole('progressbar', { name: 'Progress' });
    media.advance(video, 3);
    act(() => vi.advanceTimersByTime(99));
    expect(progress.getAttribute('aria-valuetext')).toBe('0:00 of 0:10');
    act(() => vi.advanceTimersByTime(1));
    expect(progress.getAttribute('aria-valuetext')).toBe('0:03 of 0:10');

    // Played by choice: leaving does not pause it.
    hover(box);
    unhover(box);
    expect(box.dataset.state).toBe('playing');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(box.dataset.state).toBe('stopped');
    expect(video.currentTime).toBe(0);
    expect(screen.getByText('Stopped')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the end of the video is stopped', async () => {
    const { box, video } = await renderVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent(video, new Event('ended'));
    expect(box.dataset.state).toBe('stopped');
  });

  it('keyboard focus inside for 200 ms previews it too; focus leaving pauses it', async () => {
    const { box, video } = await renderVideo();
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Play' }).focus());
    act(() => vi.advanceTimersByTime(200));
    expect(box.dataset.state).toBe('playing');
    expect(video.muted).toBe(true);
    act(() => screen.getByRole('button', { name: 'Pause' }).blur());
    expect(box.dataset.state).toBe('paused');
  });

  it('with prefers-reduced-motion a hover starts nothing; a touch never hovers', async () => {
    reducedMotion(true);
    const { box } = await renderVideo();
    vi.useFakeTimers();
    hover(box);
    act(() => vi.advanceTimersByTime(1000));
    expect(media.play).not.toHaveBeenCalled();
    reducedMotion(false);
    pointer('pointerover', box, 'touch');
    act(() => vi.advanceTimersByTime(1000));
    expect(media.play).not.toHaveBeenCalled();
    expect(box.dataset.state).toBe('unfocused');
  });
});
