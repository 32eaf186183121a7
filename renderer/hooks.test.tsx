import { act, render, renderHook, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classNames } from './class-names';
import { useNow } from './clock';
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
