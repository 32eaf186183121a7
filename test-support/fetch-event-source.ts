// The browser's EventSource over fetch, for component tests (jsdom has none): it opens a real HTTP event stream on
// the test's API, sending the page session cookie as a browser would, and hands each named event to its listeners.
import type { EventSourceFactory, EventSourceLike } from '../api-client/index.js';
import { readSseFrames } from './sse-reader.js';

/** `opened` collects the sources so a test closes them afterwards; `onEvent` sees every event first (e.g. 'joined'). */
export function fetchEventSource(origin: string, cookie: string, opened: EventSourceLike[], onEvent: (type: string) => void = () => undefined): EventSourceFactory {
  return (url) => {
    const controller = new AbortController();
    const listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
    const source: EventSourceLike = {
      onerror: null,
      addEventListener: (type, listener) => void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      close: () => controller.abort(),
    };
    opened.push(source);
    void (async () => {
      const target = new URL(url, origin);
      const res = await fetch(`${origin}${target.pathname}${target.search}`, { signal: controller.signal, headers: { accept: 'text/event-stream', cookie } });
      await readSseFrames(res.body!, (type, data) => {
        onEvent(type);
        for (const l of listeners.get(type) ?? []) l(new MessageEvent(type, { data }));
      });
    })().catch(() => undefined);
    return source;
  };
}
