// The built-in chat's API (docs/behaviour/live-and-video.md, Chat) on the real app: posts and reads, the per-author
// rate limit, an editor's hide, anonymous chat tokens, the settings' switches, and bad input that changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageList, ChatTokenAnswer } from '../../schemas/api-types.js';
import { bearer, clockedTestApp, signIn, type ClockedTestApp, type TestStore } from '../test-support.js';

let store: TestStore;
let app: FastifyInstance;
/** The server's clock, moved by the tests (the rate limit reads it). */
let clock: ClockedTestApp;
const tick = (ms: number) => clock.tick(ms);

beforeAll(async () => {
  clock = await clockedTestApp();
  ({ store, app } = clock);
});
afterAll(() => clock.close());

/** A fresh sign-in at the moved clock (a token signed an hour of test time ago has expired). */
const as = async (persona?: string) => (persona ? bearer(await signIn(app, persona)) : {});
const read = async (room: string, persona?: string, query = '') =>
  app.inject({ url: `/api/chat/rooms/${encodeURIComponent(room)}/messages${query}`, headers: await as(persona) });
const post = async (room: string, payload: unknown, persona?: string) =>
  app.inject({ method: 'POST', url: `/api/chat/rooms/${encodeURIComponent(room)}/messages`, payload: payload as object, headers: await as(persona) });
const count = async () => (await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages')).rows[0]?.n;
const saveChat = async (chat: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: '/api/siteeditor', headers: await as('siteeditor'), payload: { changes: { chat }, originalHash: 'x', force: true } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('chat rooms', () => {
  it('a signed-in attendee posts; everyone reads it, the author as their own', async () => {
    tick(5000);
    const res = await post('global', { text: '  Hello from the lounge  ' }, 'attendee');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const mine = res.json() as ChatMessageList;
    expect(mine.roomId).toBe('global');
    const last = mine.items.at(-1);
    expect(last).toMatchObject({ roomId: 'global', text: 'Hello from the lounge', isOwn: true, sentAt: new Date(clock.now()).toISOString() });
    expect(last?.authorName).toBeTruthy();

    const other = (await read('global', 'inperson')).json() as ChatMessageList;
    expect(other.items.at(-1)).toMatchObject({ id: last?.id, text: 'Hello from the lounge', isOwn: false });
    const anonymous = (await read('global')).json() as ChatMessageList;
    expect(anonymous.items.at(-1)?.isOwn).toBe(false);
    // Rooms are apart: a session's room does not show the lounge.
    expect(((await read('session:s1', 'attendee')).json() as ChatMessageList).items).toEqual([]);
  });

  it("a studio player's Q&A room (studio:<appId>) and the community room need no set-up and are apart", async () => {
    tick(5000);
    expect((await post('studio:125733', { text: 'A question for the studio' }, 'attendee')).statusCode).toBe(200);
    tick(5000);
    expect((await post('community', { text: 'Hello community' }, 'attendee')).statusCode).toBe(200);
    const studio = (await read('studio:125733', 'inperson')).json() as ChatMessageList;
    expect(studio.items.map((m) => m.text)).toEqual(['A question for the studio']);
    const community = (await read('community')).json() as ChatMessageList;
    expect(community.items.map((m) => m.text)).toEqual(['Hello community']);
    expect((await read('studio:')).statusCode).toBe(400);
  });

  it('a second message within chatMessageActionRateLimitMs is refused with the chat rate-limit error and stores nothing', async () => {
    tick(5000);
    expect((await post('session:s1', { text: 'First' }, 'inperson')).statusCode).toBe(200);
    const before = await count();
    tick(999);
    const refused = await post('session:s1', { text: 'Second' }, 'inperson');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'translate.base.error.chat.rate-limited', message: 'You are sending messages too quickly: wait a moment and send again.' });
    expect(await count()).toBe(before);
    // Someone else is not held back by it, and the author may post again once the limit has passed.
    expect((await post('session:s1', { text: 'Another author' }, 'attendee')).statusCode).toBe(200);
    tick(1);
    expect((await post('session:s1', { text: 'Second, later' }, 'inperson')).statusCode).toBe(200);
    const texts = ((await read('session:s1')).json() as ChatMessageList).items.map((m) => m.text);
    expect(texts).toEqual(['First', 'Another author', 'Second, later']);
  });

  it('two posts racing from one author: exactly one is stored', async () => {
    tick(5000);
    const before = await count();
    const answers = await Promise.all([post('global', { text: 'Race A' }, 'attendee'), post('global', { text: 'Race B' }, 'attendee')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('a content editor hides a message: no reader gets it again; others may not hide', async () => {
    tick(5000);
    const posted = (await post('global', { text: 'Buy cheap watches' }, 'attendee')).json() as ChatMessageList;
    const id = posted.items.at(-1)?.id as string;
    const hide = async (persona?: string, which = id) =>
      app.inject({ method: 'POST', url: `/api/chat/messages/${which}/hide`, headers: await as(persona) });
    expect((await hide()).statusCode).toBe(401);
    expect((await hide('attendee')).statusCode).toBe(403);
    const done = await hide('contenteditor');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ id, roomId: 'global', hidden: true });
    for (const persona of [undefined, 'attendee', 'contenteditor']) {
      const items = ((await read('global', persona)).json() as ChatMessageList).items;
      expect(items.some((m) => m.id === id)).toBe(false);
    }
    // Hiding again changes nothing; an unknown message is a coded 404.
    expect((await hide('siteeditor')).statusCode).toBe(200);
    const hiddenBy = await store.db.query<{ hidden_by: string }>('SELECT hidden_by FROM chat_messages WHERE id = $1', [id]);
    expect(hiddenBy.rows[0]?.hidden_by).toBeTruthy();
    expect((await hide('contenteditor', '999999')).json()).toMatchObject({ code: 'translate.base.error.not-found' });
  });

  it('anonymous visitors post with an anonymous chat token (value and expiry), only a valid one', async () => {
    tick(5000);
    const noToken = await post('global', { text: 'Who am I?' });
    expect(noToken.statusCode).toBe(409);
    expect(noToken.json()).toMatchObject({ code: 'translate.base.error.chat.anonymous-not-allowed' });

    const res = await app.inject({ url: '/api/chat/token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const token = res.json() as ChatTokenAnswer;
    expect(new Date(token.expiry).getTime()).toBe(clock.now() + 60 * 60 * 1000);
    const stored = await store.db.query<{ token_hash: string }>('SELECT token_hash FROM chat_anonymous_tokens');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token.value);

    const posted = await post('global', { text: 'Anonymous hello', anonymousToken: token.value });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((posted.json() as ChatMessageList).items.at(-1)).toMatchObject({ text: 'Anonymous hello', authorName: null, isOwn: true });
    const readBack = (await read('global', undefined, `?anonymousToken=${token.value}`)).json() as ChatMessageList;
    expect(readBack.items.at(-1)?.isOwn).toBe(true);

    const forged = await post('global', { text: 'Forged', anonymousToken: 'a'.repeat(43) });
    expect(forged.json()).toMatchObject({ code: 'translate.base.error.chat.token-invalid' });
    // Past its expiry the token is refused; a new one works.
    tick(60 * 60 * 1000 + 1);
    expect((await post('global', { text: 'Too late', anonymousToken: token.value })).json()).toMatchObject({ code: 'translate.base.error.chat.token-invalid' });
    const fresh = (await app.inject({ url: '/api/chat/token' })).json() as ChatTokenAnswer;
    expect((await post('global', { text: 'Back again', anonymousToken: fresh.value })).statusCode).toBe(200);
  });

  it('bad input answers 400 naming what was wrong and changes nothing', async () => {
    tick(5000);
    const before = await count();
    const bad: [string, unknown][] = [
      ['global', { text: '' }],
      ['global', { text: '    ' }],
      ['global', { text: 'x'.repeat(501) }],
      ['global', { text: 42 }],
      ['global', {}],
      ['global', { text: 'ok', extra: true }],
      ['global', { text: 'ok', anonymousToken: 'short' }],
      ['Global', { text: 'ok' }],
      ['session:', { text: 'ok' }],
      ['a/b', { text: 'ok' }],
      ['global-lounge', { text: 'ok' }],
      ['session:no-such-session', { text: 'ok' }],
    ];
    for (const [room, payload] of bad) {
      const res = await post(room, payload, 'attendee');
      expect(res.statusCode, `${room} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${room} ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
    expect(await count()).toBe(before);
    // A message of exactly 500 characters is fine.
    const longest = await post('global', { text: 'y'.repeat(500) }, 'attendee');
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('the settings: with showAnonymously off no anonymous token or post; with enableChat off no chat at all', async () => {
    tick(5000);
    await saveChat({ enableChat: true, showAnonymously: false, placeholderRotationIntervalMs: 3000, chatPlaceholderKeys: [], isChatSearchBarOpenByDefault: false, chatMessageActionRateLimitMs: 1000 });
    expect((await app.inject({ url: '/api/chat/token' })).json()).toMatchObject({ code: 'translate.base.error.chat.anonymous-not-allowed' });
    expect((await post('global', { text: 'Signed in still works' }, 'attendee')).statusCode).toBe(200);

    await saveChat({ enableChat: false, showAnonymously: true, placeholderRotationIntervalMs: 3000, chatPlaceholderKeys: [], isChatSearchBarOpenByDefault: false, chatMessageActionRateLimitMs: 1000 });
    tick(5000);
    const before = await count();
    expect((await post('global', { text: 'Off' }, 'attendee')).json()).toMatchObject({ code: 'translate.base.error.chat.disabled' });
    expect((await read('global', 'attendee')).statusCode).toBe(409);
    expect((await app.inject({ url: '/api/chat/token' })).statusCode).toBe(409);
    expect(await count()).toBe(before);

    // A limit of 0 lets every message through.
    await saveChat({ enableChat: true, showAnonymously: true, placeholderRotationIntervalMs: 3000, chatPlaceholderKeys: [], isChatSearchBarOpenByDefault: false, chatMessageActionRateLimitMs: 0 });
    expect((await post('global', { text: 'One' }, 'inperson')).statusCode).toBe(200);
    expect((await post('global', { text: 'Two' }, 'inperson')).statusCode).toBe(200);
  });
});
