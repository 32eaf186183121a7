// Issue 6 item 5: two real API processes (server/main.ts) on one PostgreSQL. A save on the first
// reaches an SSE client of the second: the event crosses processes only through LISTEN/NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, signInHttp, startServer, type RealServer } from '../reliability/real-server.js';
import { createServerStore, skipReason, type ServerStore } from '../reliability/store-targets.js';
import { openSse, type SseStream } from './sse-reader.js';

const reason = skipReason.postgres;
if (reason) console.log(`live-two-processes: SKIPPED: ${reason}`);

describe.skipIf(reason !== undefined)('live updates across two API processes', () => {
  let store: ServerStore;
  const servers: RealServer[] = [];
  const streams: SseStream[] = [];

  beforeAll(async () => {
    store = await createServerStore('postgres');
    // The first process migrates and seeds the demo; the second shares the database.
    servers.push(await startServer(store.target));
    servers.push(await startServer(store.target));
  }, 300_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    for (const s of servers) await s.stop().catch(() => undefined);
    await store?.dispose();
  }, 60_000);

  it('a translation saved on process one reaches a client of process two, which then serves the new text', async () => {
    const [one, two] = servers as [RealServer, RealServer];
    expect(one.pid).not.toBe(two.pid);
    const german = await openSse(`${two.base}/api/live?languages=de`);
    const english = await openSse(`${two.base}/api/live?languages=en`);
    streams.push(german, english);
    await german.next((m) => m.event === 'joined');
    await english.next((m) => m.event === 'joined');
    // Warm process two's read cache, so a stale answer would show if the event did not clear it.
    await callJson(two.base, 'GET', '/api/translation/de-DE/common', undefined);

    const token = await signInHttp(one.base, 'contenteditor');
    const saved = await callJson(one.base, 'PUT', '/api/translation/update/de/de-DE/cont', token, {
      updates: [{ key: 'translate.home.heading', content: 'Willkommen aus Prozess eins', namespace: 'common', originalHash: null }], force: true,
    });
    expect(saved).toEqual({ status: 200, body: { changed: 1 } });

    const event = await german.next((m) => m.event === 'onLanguageChanged');
    expect(event.data).toEqual({ type: 'onLanguageChanged', environment: 'cont', language: 'de', locale: 'de-DE', namespace: 'common' });
    const text = await callJson(two.base, 'GET', '/api/translation/de-DE/common', undefined);
    expect((text.body as Record<string, string>)['translate.home.heading']).toBe('Willkommen aus Prozess eins');

    // Settings events reach every group; the English client never saw the German change.
    const siteToken = await signInHttp(one.base, 'siteeditor');
    const current = await callJson(one.base, 'GET', '/api/siteeditor', siteToken);
    await callJson(one.base, 'POST', '/api/siteeditor', siteToken, { changes: { liveHelpAppId: 'two-processes' }, originalHash: (current.body as { hash: string }).hash });
    await english.next((m) => m.event === 'onSettingsChanged');
    expect(english.messages.some((m) => m.event === 'onLanguageChanged')).toBe(false);
  }, 60_000);
});
