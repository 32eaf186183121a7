import { act, render, renderHook, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classNames } from './class-names';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EventTimeContext, RenderTimeContext, useNow } from './clock';
import { storage, useStoredState } from './storage';
import { useHash } from './use-hash';
import { useInView } from './use-in-view';

describe('storage', () => {
  it('stores JSON and answers the fallback for missing or broken values', () => {
    expect(storage.get('k', 'none')).toBe('none');
    expect(storage.set('k', { a: 1 })).toBe(true);
    expect(storage.get('k', null)).toEqual({ a: 1 });
    localStorage.setItem('bad', '{not json');
    expect(storage.get('bad', 'fallback')).toBe('fallback');
    storage.remove('k');
    expect(storage.get('k', 'none')).toBe('none');
  });

  it('keeps session values apart from local ones', () => {
    storage.set('k', 1, 'session');
    expect(storage.get('k', 0, 'local')).toBe(0);
    expect(sessionStorage.getItem('k')).toBe('1');
  });

  it('never throws when storage fails', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(storage.set('k', 'v')).toBe(false);
    spy.mockRestore();
  });

  it('useStoredState shares one value between components and survives remounts', () => {
    const a = renderHook(() => useStoredState('dismissed.banner1', false));
    const b = renderHook(() => useStoredState('dismissed.banner1', false));
    expect(a.result.current[0]).toBe(false);
    act(() => a.result.current[1](true));
    expect(b.result.current[0]).toBe(true);
    expect(localStorage.getItem('dismissed.banner1')).toBe('true');
    act(() => b.result.current[1]((v) => !v));
    expect(a.result.current[0]).toBe(false);
    act(() => a.result.current[2]());
    expect(localStorage.getItem('dismissed.banner1')).toBeNull();
  });
});

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());
  it('ticks every interval from one shared timer', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const a = renderHook(() => useNow(1000));
    const b = renderHook(() => useNow(1000));
    const start = a.result.current;
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(a.result.current - start).toBe(3000);
    expect(b.result.current).toBe(a.result.current);
    a.unmount();
    b.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useNow on the event clock (a testing or preview date)', () => {
  afterEach(() => vi.useRealTimers());
  const TESTING = Date.parse('2027-05-19T20:00:00Z');
  function Badge() {
    const now = useNow(60_000);
    return <p>{now >= Date.parse('2027-05-19T19:30:00Z') && now < Date.parse('2027-05-19T20:30:00Z') ? 'Live now' : 'Not live'}</p>;
  }
  const page = (renderedAt: number) => (
    <RenderTimeContext value={renderedAt}>
      <EventTimeContext value={TESTING}>
        <Badge />
      </EventTimeContext>
    </RenderTimeContext>
  );

  it('answers the fixed instant, which stands still while the real clock ticks', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
    const { result } = renderHook(() => useNow(1000), { wrapper: ({ children }) => <EventTimeContext value={TESTING}>{children}</EventTimeContext> });
    expect(result.current).toBe(TESTING);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(TESTING);
  });

  it('renders the same on the server and at hydration, whenever the browser hydrates', async () => {
    const renderedAt = Date.parse('2026-12-02T10:00:00Z');
    const html = renderToString(page(renderedAt));
    expect(html).toContain('Live now');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    // The browser hydrates minutes later by its own clock: the tested instant is still the one the HTML shows.
    vi.useFakeTimers();
    vi.setSystemTime(renderedAt + 10 * 60_000);
    const root = await act(async () => hydrateRoot(container, page(renderedAt), { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Live now');
    act(() => root.unmount());
  });
});

describe('useHash', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  it('follows hashchange and sets the hash without a jump', () => {
    const { result } = renderHook(() => useHash());
    expect(result.current[0]).toBe('');
    act(() => result.current[1]('tabs&two'));
    expect(window.location.hash).toBe('#tabs&two');
    expect(result.current[0]).toBe('tabs&two');
    act(() => {
      window.location.hash = '#other';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current[0]).toBe('other');
  });
});

describe('useInView', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Probe({ once }: { once?: boolean }) {
    const ref = useRef<HTMLDivElement>(null);
    const { inView } = useInView(ref, { once });
    return <div ref={ref}>{inView ? 'in' : 'out'}</div>;
  }

  it('counts as in view without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('in')).toBeTruthy();
  });

  it('observes with a 100px root margin and thresholds 0 and 0.5', () => {
    const made: {
      options: IntersectionObserverInit;
      callback: IntersectionObserverCallback;
      disconnected: boolean;
    }[] = [];
    // jsdom has no layout, so the browser's observer is replaced by one the test drives.
    class FakeObserver {
      entry: (typeof made)[number];
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        this.entry = { options, callback, disconnected: false };
        made.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe once />);
    expect(screen.getByText('out')).toBeTruthy();
    expect(made[0]!.options).toEqual({ rootMargin: '100px', threshold: [0, 0.5] });
    act(() =>
      made[0]!.callback(
        [{ isIntersecting: true, intersectionRatio: 0.5 } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(screen.getByText('in')).toBeTruthy();
    expect(made[0]!.disconnected).toBe(true);
  });
});

describe('classNames', () => {
  it('joins truthy names', () => {
    expect(classNames('a', false, null, undefined, 0, '', { b: true, c: false }, 'd')).toBe('a b d');
  });
});
