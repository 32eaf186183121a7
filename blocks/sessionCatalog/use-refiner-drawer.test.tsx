import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefinerDrawer } from './use-refiner-drawer';

// The drawer starts 'auto' (the server cannot know the width): the stylesheet opens it on ultra-wide screens only.

function screen(ultraWide: boolean) {
  const listeners = new Set<() => void>();
  const wide = {
    matches: ultraWide,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => (query === '(min-width: 1921px)' ? wide : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return {
    widen() {
      wide.matches = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useRefinerDrawer', () => {
  it('opens at once on an ultra-wide screen', () => {
    screen(true);
    const { result } = renderHook(() => useRefinerDrawer());
    expect(result.current.drawer).toBe('open');
    expect(result.current.open).toBe(true);
  });

  it('stays as rendered on a narrower screen (closed, with no second render), and stays closed when the window widens', () => {
    const window = screen(false);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useRefinerDrawer();
    });
    expect(result.current.drawer).toBe('auto');
    expect(result.current.open).toBe(false);
    expect(renders).toBe(1);
    act(() => window.widen());
    expect(result.current.drawer).toBe('closed');
    act(() => result.current.openDrawer());
    expect(result.current.drawer).toBe('open');
  });
});
