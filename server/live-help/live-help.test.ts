// Live help's API (docs/behaviour/live-help.md) on the real app: an attendee's private conversation with the help
// desk, the desk's list and answers, unread marks, the settings' switch, and who may read what: nobody but the
// attendee and staff (contenteditor, siteeditor) reads or writes a conversation, whatever id they guess.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaUserId } from '../../schemas/index.js';
import type { LiveHelpConversationList, LiveHelpThread } from '../../schemas/api-types.js';
import { bearer, clockedTestApp, signIn, type ClockedTestApp, type TestStore } from '../test-support.js';

let store: TestStore;
let app: FastifyInstance;
/** The server's clock, moved by the tests (the rate limit reads it). */
let clock: ClockedTestApp;
const tick = (ms: number) => clock.tick(ms);
const ATTENDEE = personaUserId('attendee');

beforeAll(async () => {
  clock = await clockedTestApp();
  ({ store, app } = clock);
});
afterAll(() => clock.close());

const as = async (persona?: string) => (persona ? bearer(await signIn(app, persona)) : {});
const get = async (url: string, persona?: string) => app.inject({ url: `/api${url}`, headers: await as(persona) });
const post = async (url: string, persona: string | undefined, payload: unknown = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: await as(persona) });
const messages = async () => (await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages')).rows[0]?.n;
const conversations = async () =>
  (await store.db.query<{ user_id: string; desk_read_id: string }>('SELECT user_id, desk_read_id::text FROM live_help_conversations ORDER BY user_id')).rows;
const setHelpApp = async (liveHelpAppId: string) => {
  const res = await post('/siteeditor', 'siteeditor', { changes: { liveHelpAppId }, originalHash: 'x', force: true });
  expect(res.statusCode, res.body).toBe(200);
};

describe('live help', () => {
  it('is off while the settings name no help app: 404 for the attendee, nothing stored', async () => {
    expect((await get('/live-help/thread', 'attendee')).statusCode).toBe(404);
    expect((await post('/live-help/messages', 'attendee', { text: 'Hello?' })).statusCode).toBe(404);
    expect(await messages()).toBe(0);
    await setHelpApp('nimbus-help-test');
  });

  it('needs a sign-in: an anonymous visitor gets 401 and stores nothing', async () => {
    expect((await get('/live-help/thread')).statusCode).toBe(401);
    expect((await post('/live-help/messages', undefined, { text: 'Hi' })).statusCode).toBe(401);
    expect(await messages()).toBe(0);
  });

  it('an attendee starts with an empty conversation, asks, and reads their question back after a reload', async () => {
    const empty = (await get('/live-help/thread', 'attendee')).json() as LiveHelpThread;
    expect(empty).toMatchObject({ conversationId: ATTENDEE, unread: false, items: [] });
    tick(5000);
    const res = await post('/live-help/messages', 'attendee', { text: '  Where is room 4?  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const thread = res.json() as LiveHelpThread;
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]).toMatchObject({ text: 'Where is room 4?', fromDesk: false, sentAt: new Date(clock.now()).toISOString() });
    const again = (await get('/live-help/thread', 'attendee')).json() as LiveHelpThread;
    expect(again.items.map((m) => m.text)).toEqual(['Where is room 4?']);
  });

  it('the desk lists the conversation with the attendee name, unread; reading it clears that', async () => {
    const list = (await get('/live-help/desk', 'contenteditor')).json() as LiveHelpConversationList;
    expect(list.items[0]).toMatchObject({ conversationId: ATTENDEE, lastText: 'Where is room 4?', unread: true });
    expect(list.items[0]?.attendeeName).toBeTruthy();
    const thread = (await get(`/live-help/desk/${ATTENDEE}`, 'siteeditor')).json() as LiveHelpThread;
    expect(thread).toMatchObject({ conversationId: ATTENDEE, unread: true });
    expect((await post(`/live-help/desk/${ATTENDEE}/read`, 'contenteditor')).json()).toMatchObject({ unread: false });
    expect(((await get('/live-help/desk', 'siteeditor')).json() as LiveHelpConversationList).items[0]?.unread).toBe(false);
  });

  it('staff answer; the attendee sees the answer from the desk, unread until they read it', async () => {
    tick(5000);
    const res = await post(`/live-help/desk/${ATTENDEE}/messages`, 'contenteditor', { text: 'Second floor, left.' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await get('/live-help/thread', 'attendee')).json() as LiveHelpThread;
    expect(mine.unread).toBe(true);
    expect(mine.items.map((m) => [m.text, m.fromDesk])).toEqual([['Where is room 4?', false], ['Second floor, left.', true]]);
    // The button's dot comes with the page's other counts, one poll for all of them.
    expect((await get('/me/counts', 'attendee')).json()).toMatchObject({ liveHelpUnread: true });
    expect((await get('/me/counts', 'inperson')).json()).toMatchObject({ liveHelpUnread: false });
    expect((await post('/live-help/read', 'attendee')).json()).toMatchObject({ unread: false });
    expect(((await get('/live-help/thread', 'attendee')).json() as LiveHelpThread).unread).toBe(false);
    expect((await get('/me/counts', 'attendee')).json()).toMatchObject({ liveHelpUnread: false });
  });

  it('a second attendee has a conversation of their own and cannot read or write the first one', async () => {
    const theirs = (await get('/live-help/thread', 'inperson')).json() as LiveHelpThread;
    expect(theirs).toMatchObject({ conversationId: personaUserId('inperson'), items: [] });
    const before = await messages();
    const rows = await conversations();
    // The desk's routes: 403 for anyone but staff.
    expect((await get(`/live-help/desk/${ATTENDEE}`, 'inperson')).statusCode).toBe(403);
    expect((await get('/live-help/desk', 'inperson')).statusCode).toBe(403);
    expect((await post(`/live-help/desk/${ATTENDEE}/messages`, 'inperson', { text: 'Sneaky' })).statusCode).toBe(403);
    expect((await post(`/live-help/desk/${ATTENDEE}/read`, 'exhibitor')).statusCode).toBe(403);
    // The chat's public room routes never serve a help room, to anyone.
    const room = encodeURIComponent(`help:${ATTENDEE}`);
    expect((await get(`/chat/rooms/${room}/messages`, 'inperson')).statusCode).toBe(404);
    expect((await get(`/chat/rooms/${room}/messages`, 'attendee')).statusCode).toBe(404);
    expect((await get(`/chat/rooms/${room}/messages`)).statusCode).toBe(404);
    tick(5000);
    expect((await post(`/chat/rooms/${room}/messages`, 'inperson', { text: 'Sneaky' })).statusCode).toBe(404);
    expect(await messages()).toBe(before);
    expect(await conversations()).toEqual(rows);
  });

  it('the desk answers only an open conversation: an unknown id is 404 and stores nothing', async () => {
    const before = await messages();
    tick(5000);
    expect((await post('/live-help/desk/cms-nobody/messages', 'contenteditor', { text: 'Hello' })).statusCode).toBe(404);
    expect((await get('/live-help/desk/cms-nobody', 'contenteditor')).statusCode).toBe(404);
    expect((await post('/live-help/desk/cms-nobody/read', 'contenteditor')).statusCode).toBe(404);
    expect(await messages()).toBe(before);
  });

  it('posts keep the chat rate limit and refuse blank or long text, storing nothing', async () => {
    tick(5000);
    expect((await post('/live-help/messages', 'attendee', { text: 'One more thing' })).statusCode).toBe(200);
    const before = await messages();
    tick(10);
    expect((await post('/live-help/messages', 'attendee', { text: 'Too soon' })).statusCode).toBe(409);
    tick(5000);
    expect((await post('/live-help/messages', 'attendee', { text: '   ' })).statusCode).toBe(400);
    expect((await post('/live-help/messages', 'attendee', { text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post('/live-help/messages', 'attendee', { text: 'Hi', conversationId: 'cms-inperson' })).statusCode).toBe(400);
    expect(await messages()).toBe(before);
  });

  it('an editor hides a help message: gone for the attendee and the desk', async () => {
    const thread = (await get('/live-help/thread', 'attendee')).json() as LiveHelpThread;
    const last = thread.items.at(-1);
    expect((await post(`/chat/messages/${last?.id}/hide`, 'contenteditor')).statusCode).toBe(200);
    const after = (await get('/live-help/thread', 'attendee')).json() as LiveHelpThread;
    expect(after.items.map((m) => m.id)).not.toContain(last?.id);
    expect(((await get(`/live-help/desk/${ATTENDEE}`, 'contenteditor')).json() as LiveHelpThread).items).toHaveLength(after.items.length);
    // The desk's list shows the last message still shown, never the hidden one's text.
    const row = ((await get('/live-help/desk', 'contenteditor')).json() as LiveHelpConversationList).items.find((c) => c.conversationId === ATTENDEE);
    expect(row?.lastText).toBe(after.items.at(-1)?.text ?? '');
    expect(row?.lastText).not.toBe(last?.text);
  });

  it('the desk lists the latest conversation first', async () => {
    tick(5000);
    expect((await post('/live-help/messages', 'inperson', { text: 'Lost my badge' })).statusCode).toBe(200);
    const list = (await get('/live-help/desk', 'contenteditor')).json() as LiveHelpConversationList;
    expect(list.items.map((c) => [c.conversationId, c.unread])).toEqual([[personaUserId('inperson'), true], [ATTENDEE, true]]);
  });
});
