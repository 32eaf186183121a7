// The live-now ticker (docs/behaviour/live-and-video.md, Live-now ticker): content editors create, edit and delete
// messages; everyone reads those current at the event's clock, from their start until their end; every change reaches
// open pages through the live channel; bad input answers 400 and changes nothing; attendees are refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../test-support/sse-reader.js';
import { bearer, createTestStore, signIn, testApp, TEST_NOW, type TestStore } from '../test-support.js';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE).toISOString();

let store: TestStore;
let app: FastifyInstance;
let now = TEST_NOW;
let editor: Record<string, string>;
let admin: Record<string, string>;
let attendee: Record<string, string>;

interface Message { id: string; text: string; startsAt: string; endsAt: string; updatedBy: string }

beforeAll(async () => {
  store = await createTestStore();
  app = await testApp(store.db, {}, () => now);
  editor = bearer(await signIn(app, 'contenteditor'));
  admin = bearer(await signIn(app, 'siteeditor'));
  attendee = bearer(await signIn(app, 'attendee'));
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

async function create(body: Record<string, unknown>, headers = editor): Promise<Message> {
  const res = await app.inject({ method: 'POST', url: '/api/ticker/messages', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Message;
}

async function current(): Promise<{ messages: Message[]; nextChangeAt: string | null }> {
  const res = await app.inject({ method: 'GET', url: '/api/ticker' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { messages: Message[]; nextChangeAt: string | null };
}

async function all(): Promise<Message[]> {
  const res = await app.inject({ method: 'GET', url: '/api/ticker/messages', headers: editor });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { messages: Message[] }).messages;
}

describe('ticker messages', () => {
  it('show from their start until their end, by the event clock', async () => {
    now = TEST_NOW;
    const live = await create({ text: '  Keynote starts in Hall A  ', startsAt: at(-5), endsAt: at(10) });
    expect(live.text).toBe('Keynote starts in Hall A');
    expect(live.updatedBy).not.toBe('');
    const later = await create({ text: 'Lunch is served', startsAt: at(30), endsAt: at(60) }, admin);
    let answer = await current();
    expect(answer.messages.map((m) => m.text)).toEqual(['Keynote starts in Hall A']);
    // The next change is the first end of a message shown (10 minutes) before the next start (30).
    expect(answer.nextChangeAt).toBe(at(10));

    now = new Date(TEST_NOW.getTime() + 10 * MINUTE);
    answer = await current();
    expect(answer.messages).toEqual([]);
    expect(answer.nextChangeAt).toBe(at(30));

    now = new Date(TEST_NOW.getTime() + 30 * MINUTE);
    answer = await current();
    expect(answer.messages.map((m) => m.id)).toEqual([later.id]);
    expect(answer.nextChangeAt).toBe(at(60));

    now = new Date(TEST_NOW.getTime() + 60 * MINUTE);
    expect(await current()).toEqual({ messages: [], nextChangeAt: null });
    now = TEST_NOW;
    // Editors list every message, past and coming, earliest start first.
    expect((await all()).map((m) => m.text)).toEqual(['Keynote starts in Hall A', 'Lunch is served']);
  });

  it('follow the testing date (the event clock), not only the server clock', async () => {
    now = TEST_NOW;
    const testingDate = (value: string | null) =>
      app.inject({ method: 'POST', url: '/api/siteeditor/testing-date', headers: editor, payload: { testingDate: value, originalHash: 'any', force: true } });
    const message = await create({ text: 'Tomorrow morning', startsAt: at(24 * 60), endsAt: at(24 * 60 + 30) });
    expect((await current()).messages.map((m) => m.id)).not.toContain(message.id);
    const saved = await testingDate(at(24 * 60 + 1));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await current()).messages.map((m) => m.id)).toEqual([message.id]);
    expect((await testingDate(null)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/ticker/messages/${message.id}`, headers: editor });
  });

  it('are edited and deleted by content editors; an unknown id is 404', async () => {
    const message = await create({ text: 'Draft', startsAt: at(-1), endsAt: at(5) });
    const edited = await app.inject({ method: 'PUT', url: `/api/ticker/messages/${message.id}`, headers: editor, payload: { text: 'Doors open', startsAt: at(-1), endsAt: at(2) } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: message.id, text: 'Doors open', endsAt: at(2) });
    expect((await current()).messages.map((m) => m.text)).toContain('Doors open');
    const removed = await app.inject({ method: 'DELETE', url: `/api/ticker/messages/${message.id}`, headers: editor });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: message.id });
    expect((await current()).messages.map((m) => m.id)).not.toContain(message.id);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: `/api/ticker/messages/${message.id}`, headers: editor, ...(method === 'PUT' ? { payload: { text: 'x', startsAt: at(0), endsAt: at(1) } } : {}) });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuse an edit of a version someone saved over since (409, nothing written); the clock standing still changes nothing', async () => {
    // The server's clock is fixed here: two saves in the same instant must still be told apart.
    const message = (await create({ text: 'Lunch at noon', startsAt: at(0), endsAt: at(60) })) as Message & { updatedAt: string };
    const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/ticker/messages/${message.id}`, headers, payload });
    // The site editor moves the end; the content editor, still on the version they opened, fixes the text.
    const theirs = await put(admin, { text: 'Lunch at noon', startsAt: at(0), endsAt: at(90), updatedAt: message.updatedAt });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const stale = await put(editor, { text: 'Lunch at noon in Hall B', startsAt: at(0), endsAt: at(60), updatedAt: message.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'translate.base.error.ticker.conflict', details: { updatedAt: (theirs.json() as { updatedAt: string }).updatedAt } });
    const listed = (await app.inject({ method: 'GET', url: '/api/ticker/messages', headers: editor })).json() as { messages: (Message & { updatedAt: string })[] };
    const stored = listed.messages.find((m) => m.id === message.id);
    expect(stored).toMatchObject({ text: 'Lunch at noon', endsAt: at(90) });
    // Saved again on the version now read, it is written.
    const again = await put(editor, { text: 'Lunch at noon in Hall B', startsAt: at(0), endsAt: at(90), updatedAt: stored?.updatedAt });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ text: 'Lunch at noon in Hall B', endsAt: at(90) });
    expect((await put(editor, { text: 'x', startsAt: at(0), endsAt: at(1), updatedAt: 'yesterday' })).statusCode).toBe(400);
  });

  it('refuse attendees (403) and anonymous writers (401); anyone reads the current ones', async () => {
    const body = { text: 'Not mine', startsAt: at(0), endsAt: at(1) };
    expect((await app.inject({ method: 'POST', url: '/api/ticker/messages', headers: attendee, payload: body })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/ticker/messages', headers: attendee })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/ticker/messages', payload: body })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/ticker/messages/anything', headers: attendee })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/ticker', headers: attendee })).statusCode).toBe(200);
    expect((await all()).map((m) => m.text)).not.toContain('Not mine');
  });

  it('answer 400 to bad input and change nothing', async () => {
    const before = await all();
    const bad: Record<string, unknown>[] = [
      { text: '', startsAt: at(0), endsAt: at(1) },
      { text: '   ', startsAt: at(0), endsAt: at(1) },
      { text: 'x'.repeat(281), startsAt: at(0), endsAt: at(1) },
      { text: 'No end', startsAt: at(0) },
      { text: 'Not a date', startsAt: 'tomorrow', endsAt: at(1) },
      { text: 'Ends before it starts', startsAt: at(10), endsAt: at(5) },
      { text: 'Ends as it starts', startsAt: at(10), endsAt: at(10) },
      { text: 'Unknown field', startsAt: at(0), endsAt: at(1), colour: 'red' },
      { text: 42, startsAt: at(0), endsAt: at(1) },
    ];
    for (const payload of bad) {
      const res = await app.inject({ method: 'POST', url: '/api/ticker/messages', headers: editor, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request' });
    }
    const order = await app.inject({ method: 'POST', url: '/api/ticker/messages', headers: editor, payload: { text: 'Backwards', startsAt: at(10), endsAt: at(5) } });
    expect(order.json()).toMatchObject({ details: { field: 'endsAt', reason: 'endNotAfterStart' } });
    const kept = await create({ text: 'Kept', startsAt: at(0), endsAt: at(3) });
    const badEdit = await app.inject({ method: 'PUT', url: `/api/ticker/messages/${kept.id}`, headers: editor, payload: { text: 'Kept', startsAt: at(3), endsAt: at(0) } });
    expect(badEdit.statusCode).toBe(400);
    expect((await all()).find((m) => m.id === kept.id)).toMatchObject({ startsAt: at(0), endsAt: at(3) });
    expect((await all()).length).toBe(before.length + 1);
    const badId = await app.inject({ method: 'DELETE', url: '/api/ticker/messages/no%20spaces', headers: editor });
    expect(badId.statusCode).toBe(400);
  });

  it('tell every open page through the live channel (the environment\'s onSettingsChanged) on each write', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openSse(`${base}/api/live?languages=en`);
    try {
      await s.next((m) => m.event === 'joined');
      const message = await create({ text: 'Live', startsAt: at(0), endsAt: at(1) });
      expect((await s.next((m) => m.event === 'onSettingsChanged')).data).toEqual({ type: 'onSettingsChanged', environment: 'cont' });
      await app.inject({ method: 'DELETE', url: `/api/ticker/messages/${message.id}`, headers: editor });
      await expect.poll(() => s.messages.filter((m) => m.event === 'onSettingsChanged').length).toBe(2);
    } finally {
      s.close();
    }
  });
});
