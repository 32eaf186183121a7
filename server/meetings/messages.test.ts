// Meeting messages, the inbox and the counts (spec 000 sections 2, 3, 5; issue 16 items 6-7) on PGlite and
// (TEST_DATABASE_URL) PostgreSQL, and the user-targeted live event that refreshes the recipient's counts.
import { describe, expect, it } from 'vitest';
import type { InboxAnswer, MeCounts, MeetingAnswer, MeetingMessageList } from '../../schemas/index.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { openSse } from '../live/sse-reader.js';
import { meetingBody, openMeetingsTestServer } from './meetings-test-server.js';

const server = openMeetingsTestServer();

async function meetingWithInperson(subject: string): Promise<string> {
  const res = await server.call<MeetingAnswer>('attendee', 'POST', '/api/meetings', meetingBody({ subject, time: '2027-05-20T14:00:00Z', endTime: '2027-05-20T14:30:00Z' }));
  expect(res.status).toBe(200);
  return res.body.meeting.id;
}

const counts = async (persona: string) => (await server.call<MeCounts>(persona, 'GET', '/api/me/counts')).body;

describe('messages', () => {
  it('need a meeting the sender belongs to and non-empty text', async () => {
    const id = await meetingWithInperson('Thread rules');
    expect((await server.call('exhibitor', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'Hi' })).status).toBe(404);
    expect((await server.call('attendee', 'POST', '/api/meetings/mtg-none/messages', { messageBody: 'Hi' })).status).toBe(404);
    const blank = await server.call<{ message: string }>('attendee', 'POST', `/api/meetings/${id}/messages`, { messageBody: '   ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'messageBody must not be blank.']);
    expect((await server.call('attendee', 'POST', `/api/meetings/${id}/messages`, { messageBody: '' })).status).toBe(400);
    expect((await server.call('exhibitor', 'GET', `/api/meetings/${id}/messages`)).status).toBe(404);
  });

  it('count as unread for the other members until they read the thread', async () => {
    const id = await meetingWithInperson('Unread');
    const before = await counts('inperson');
    const sent = await server.call<MeetingMessageList>('attendee', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'Shall we meet at the cafe?' });
    expect(sent.status).toBe(200);
    expect(sent.body.items.map((m) => [m.messageBody, m.isOwn, m.isNew, m.senderDisplayName])).toEqual([['Shall we meet at the cafe?', true, false, 'Avery Attendee']]);
    expect((await counts('inperson')).unreadMessages).toBe(before.unreadMessages + 1);
    expect((await counts('attendee')).unreadMessages).toBe(0);

    const inbox = await server.call<InboxAnswer>('inperson', 'GET', '/api/inbox?isNew=true&source=toolbelt');
    const thread = inbox.body.threads.find((t) => t.meetingId === id);
    expect(thread).toMatchObject({ subject: 'Unread', unreadCount: 1, others: [{ attendeeId: 'att-attendee', displayName: 'Avery Attendee' }] });
    expect(thread?.lastMessage).toMatchObject({ messageBody: 'Shall we meet at the cafe?', isNew: true, senderRegistrantKey: server.ids.attendee });
    expect(inbox.body.source).toBe('toolbelt');

    // Reading answers the thread as it was (isNew) and marks it read.
    const read = await server.call<MeetingMessageList>('inperson', 'GET', `/api/meetings/${id}/messages`);
    expect(read.body.items.map((m) => m.isNew)).toEqual([true]);
    expect((await server.call<MeetingMessageList>('inperson', 'GET', `/api/meetings/${id}/messages`)).body.items.map((m) => m.isNew)).toEqual([false]);
    expect((await counts('inperson')).unreadMessages).toBe(before.unreadMessages);
    expect((await server.call<InboxAnswer>('inperson', 'GET', '/api/inbox?isNew=true')).body.threads.some((t) => t.meetingId === id)).toBe(false);

    // A reply: unread for the organizer; POST /inbox/read clears it.
    await server.call('inperson', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'Yes, 2 pm works.' });
    expect((await counts('attendee')).unreadMessages).toBe(1);
    const cleared = await server.call<MeCounts>('attendee', 'POST', '/api/inbox/read', { meetingIds: [id] });
    expect(cleared.body.unreadMessages).toBe(0);
    expect((await server.call('attendee', 'POST', '/api/inbox/read', { meetingIds: ['mtg-not-mine'] })).status).toBe(404);
  });

  it('toRegKey narrows the inbox to the conversations with one attendee, even before a first message', async () => {
    const id = await meetingWithInperson('With Imani');
    const withImani = await server.call<InboxAnswer>('attendee', 'GET', '/api/inbox?toRegKey=att-inperson');
    expect(withImani.body.toRegKey).toBe('att-inperson');
    expect(withImani.body.threads.map((t) => t.meetingId)).toContain(id);
    expect(withImani.body.threads.every((t) => t.others.some((o) => o.attendeeId === 'att-inperson'))).toBe(true);
    expect((await server.call<InboxAnswer>('attendee', 'GET', '/api/inbox?toRegKey=att-n9')).body.threads).toEqual([]);
    // Without toRegKey only conversations that have messages are listed.
    expect((await server.call<InboxAnswer>('attendee', 'GET', '/api/inbox')).body.threads.every((t) => t.lastMessage !== null)).toBe(true);
  });

  it('need the meetings scope and showMessaging', async () => {
    expect((await server.call('contenteditor', 'GET', '/api/inbox')).status).toBe(403);
    await server.setSettings({}, { showMessaging: false });
    try {
      expect((await server.call('attendee', 'GET', '/api/inbox')).status).toBe(404);
    } finally {
      await server.setSettings({}, { showMessaging: true });
    }
  });
});

describe('live counts', () => {
  it("reach only the recipient's streams (identified by the page session cookie) when a message or invitation arrives", async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = async (persona: string) => ({ cookie: `${SESSION_COOKIE}=${(await server.headers(persona)).authorization?.slice(7)}` });
    const recipient = await openSse(`${base}/api/live?languages=en`, await cookie('inperson'));
    const bystander = await openSse(`${base}/api/live?languages=en`, await cookie('exhibitor'));
    const anonymous = await openSse(`${base}/api/live?languages=en`);
    try {
      await Promise.all([recipient, bystander, anonymous].map((s) => s.next((m) => m.event === 'joined')));
      const id = await meetingWithInperson('Live');
      expect(await recipient.next((m) => m.event === 'onUserCounts')).toEqual({ event: 'onUserCounts', data: { type: 'onUserCounts', reason: 'invite', meetingId: id } });
      await server.call('attendee', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'Ping' });
      await recipient.next((m) => m.event === 'onUserCounts' && (m.data as { reason: string }).reason === 'message');
      // A broadcast after both, so the other streams have had every chance to get something.
      await server.app.routeContext.live.broadcast({ type: 'onCacheClear' });
      await Promise.all([bystander, anonymous].map((s) => s.next((m) => m.event === 'onCacheClear')));
      expect([...bystander.messages, ...anonymous.messages].some((m) => m.event === 'onUserCounts')).toBe(false);
    } finally {
      for (const s of [recipient, bystander, anonymous]) s.close();
    }
  });
});
