// A small Server-Sent Events reader over fetch for the server tests: collects named events and
// waits for the one a test expects (a real HTTP stream, no EventSource stand-in).

export interface SseMessage {
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every named event received so far, oldest first. */
  readonly messages: SseMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads an event stream to its end, calling `onFrame` with each named event and its data line as sent. */
export async function readSseFrames(body: ReadableStream<Uint8Array>, onFrame: (event: string, data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (event && data !== undefined) onFrame(event, data);
    }
  }
}

/** `headers`: e.g. the page session cookie of a signed-in user (user-targeted events). */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream', ...headers } });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!res.body || !res.ok) return;
    try {
      await readSseFrames(res.body, (event, data) => {
        messages.push({ event, data: JSON.parse(data) as unknown });
        for (const wake of waiters) wake();
      });
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    messages,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}
