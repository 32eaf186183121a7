// The one timer module for "now"-driven UI (countdowns, live badges): one interval per period, shared by
// every component that asks for that period.
import { createContext, use, useCallback, useSyncExternalStore } from 'react';

interface Tick {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}

const ticks = new Map<number, Tick>();

function tickFor(intervalMs: number): Tick {
  let t = ticks.get(intervalMs);
  if (!t) {
    t = { now: Date.now(), listeners: new Set(), timer: null };
    ticks.set(intervalMs, t);
  }
  return t;
}

/** Subscribes to a shared clock; the listener gets the current time every `intervalMs`. */
export function subscribeClock(intervalMs: number, listener: () => void): () => void {
  const t = tickFor(intervalMs);
  t.listeners.add(listener);
  if (!t.timer) {
    t.now = Date.now();
    t.timer = setInterval(() => {
      t.now = Date.now();
      for (const l of t.listeners) l();
    }, intervalMs);
  }
  return () => {
    t.listeners.delete(listener);
    if (t.listeners.size === 0 && t.timer) {
      clearInterval(t.timer);
      t.timer = null;
    }
  };
}

/**
 * The instant a server-rendered page was rendered at (ms). The server renders with it, and the browser hydrates
 * with the same value, so a countdown's first render matches the HTML; the live clock takes over right after.
 */
export const RenderTimeContext = createContext<number | null>(null);

/** The current time in ms, re-rendering every `intervalMs` (default 1000: the countdown's 1 s tick). */
export function useNow(intervalMs = 1000): number {
  const period = Math.max(16, intervalMs);
  const renderedAt = use(RenderTimeContext);
  const subscribe = useCallback((cb: () => void) => subscribeClock(period, cb), [period]);
  // Within one period of the server's render the browser keeps its time: the value is as exact as the period asks,
  // and a different one right after hydration would re-render the component at once, synchronously.
  const read = useCallback(() => {
    const now = tickFor(period).now;
    return renderedAt !== null && now >= renderedAt && now - renderedAt < period ? renderedAt : now;
  }, [period, renderedAt]);
  return useSyncExternalStore(subscribe, read, () => renderedAt ?? tickFor(period).now);
}
