/**
 * Page-view and exception tracking: the one module the shell reports to. Events are kept in memory (the
 * telemetry in-memory event limit is 50, docs/behaviour/errors-and-limits.md, Timing; the oldest are dropped) until a sink is attached.
 */
export const trackingEventLimit = 50;

export type TrackingEvent =
  | { kind: 'pageView'; path: string; title: string; at: number }
  | { kind: 'exception'; message: string; at: number }
  | { kind: 'event'; name: string; data?: Readonly<Record<string, string | number | boolean>>; at: number };

export type TrackingSink = (event: TrackingEvent) => void;

export interface Tracker {
  trackPageView(path: string, title: string): void;
  trackException(message: string): void;
  trackEvent(name: string, data?: Readonly<Record<string, string | number | boolean>>): void;
  /** The buffered events, oldest first. */
  events(): readonly TrackingEvent[];
  /** Attach a sink (e.g. an analytics script); buffered events are sent to it at once. Answers detach. */
  attach(sink: TrackingSink): () => void;
}

export function createTracker(limit: number = trackingEventLimit, clock: () => number = Date.now): Tracker {
  let buffer: TrackingEvent[] = [];
  const sinks = new Set<TrackingSink>();
  const record = (event: TrackingEvent) => {
    buffer.push(event);
    if (buffer.length > limit) buffer = buffer.slice(buffer.length - limit);
    for (const sink of sinks) sink(event);
  };
  return {
    trackPageView: (path, title) => record({ kind: 'pageView', path, title, at: clock() }),
    trackException: (message) => record({ kind: 'exception', message, at: clock() }),
    trackEvent: (name, data) => record({ kind: 'event', name, ...(data ? { data } : {}), at: clock() }),
    events: () => buffer,
    attach(sink) {
      sinks.add(sink);
      for (const event of buffer) sink(event);
      return () => sinks.delete(sink);
    },
  };
}

/** The site's tracker. */
export const tracking: Tracker = createTracker();
