// The one timer module for "now"-driven UI (countdowns, live badges): one interval per period, shared by
// every component that asks for that period.
import { createContext, use, useCallback, useRef, useSyncExternalStore } from 'react';
import { isHydratingServerHtml } from './shell/use-hydrated';

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

/**
 * The instant the event is at when that is not the real time (ms): this tab's preview date (the phase switcher's
 * Apply (Local)) or the server's testing date, as the shell resolves them (renderer/shell/SiteApp.tsx); null for the
 * real time. The API judges time at the same instant (server/http/event-clock.ts), so live badges, "up next" and
 * windows agree with the lists the API answers. The server renders with the same settings, so hydration agrees too.
 */
export const EventTimeContext = createContext<number | null>(null);

/** The fixed instant of date testing (preview or testing date, ms), or null while the event runs on the real time. */
export function useFixedEventTime(): number | null {
  return use(EventTimeContext);
}

/**
 * The event's current time in ms (the testing or preview date when one is set, else the real time), re-rendering
 * every `intervalMs` (default 1000: the countdown's 1 s tick).
 */
export function useNow(intervalMs = 1000): number {
  const period = Math.max(16, intervalMs);
  const fixed = use(EventTimeContext);
  const renderedAt = use(RenderTimeContext);
  // Hydrated from the server's HTML at the server's instant: the live time comes a task after hydrating, not in the
  // task that hydrates the page. A store whose value differs right after hydrating is rendered again at once,
  // synchronously, together with every other such store and the page's effects (the cached home's countdown, rendered
  // minutes before, did so).
  const fromServer = useRef<boolean | null>(null);
  fromServer.current ??= renderedAt !== null && isHydratingServerHtml();
  const subscribe = useCallback(
    (cb: () => void) => {
      const stop = subscribeClock(period, cb);
      if (!fromServer.current) return stop;
      const timer = setTimeout(() => {
        fromServer.current = false;
        cb();
      }, 0);
      return () => {
        clearTimeout(timer);
        stop();
      };
    },
    [period],
  );
  // Within one period of the server's render the browser keeps its time: the value is as exact as the period asks,
  // and a different one right after hydration would re-render the component at once, synchronously.
  const read = useCallback(() => {
    if (fromServer.current && renderedAt !== null) return renderedAt;
    const now = tickFor(period).now;
    return renderedAt !== null && now >= renderedAt && now - renderedAt < period ? renderedAt : now;
  }, [period, renderedAt]);
  const now = useSyncExternalStore(subscribe, read, () => renderedAt ?? tickFor(period).now);
  // A tested date stands still, as it does for the API (schemas/domain/phases.ts effectiveNow).
  return fixed ?? now;
}
