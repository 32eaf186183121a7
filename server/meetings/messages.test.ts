// Meeting messages, the inbox and the counts (docs/behaviour/meetings.md) on PGlite and
// (TEST_DATABASE_URL) PostgreSQL, and the user-targeted live event that refreshes the recipient's counts.
import { describe, expect, it } from 'vitest';
import type { InboxAnswer, MeCounts, MeetingAnswer, MeetingMessageList } from '../../schemas/api-types.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { openSse } from '../../test-support/sse-reader.js';
import { meetingBody, openMeetingsTestServer } from '../../test-support/meetings-test-server.js';

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

describe('a cancelled meeting', () => {
  it('refuses messages, answers, edits and a second cancellation with meeting.cancelled, and changes nothing', async () => {
    const id = await meetingWithInperson('Cancelled thread');
    expect((await server.call('attendee', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'Before' })).status).toBe(200);
    expect((await server.call('attendee', 'DELETE', `/api/meetings/${id}`)).status).toBe(200);
    const code = 'translate.base.error.meeting.cancelled';
    const message = await server.call<{ code: string; message: string }>('inperson', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'After' });
    expect([message.status, message.body.code, message.body.message]).toEqual([409, code, 'This meeting was cancelled: it takes no more messages.']);
    const own = await server.call<{ code: string }>('attendee', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'After' });
    expect([own.status, own.body.code]).toEqual([409, code]);
    for (const answer of ['accept', 'decline']) {
      const res = await server.call<{ code: string; message: string }>('inperson', 'POST', `/api/meetings/${id}/${answer}`);
      expect([res.status, res.body.code, res.body.message]).toEqual([409, code, 'This meeting was cancelled: it takes no more answers or changes.']);
    }
    const edit = await server.call<{ code: string }>('attendee', 'PUT', `/api/meetings/${id}`, meetingBody({ subject: 'Revived', time: '2027-05-20T14:00:00Z', endTime: '2027-05-20T14:30:00Z' }));
    expect([edit.status, edit.body.code]).toEqual([409, code]);
    const again = await server.call<{ code: string; message: string }>('attendee', 'DELETE', `/api/meetings/${id}`);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, code, 'This meeting was already cancelled.']);
    // Nothing changed: one message, the old subject, the invitee still pending.
    const thread = await server.call<MeetingMessageList>('attendee', 'GET', `/api/meetings/${id}/messages`);
    expect(thread.body.items.map((m) => m.messageBody)).toEqual(['Before']);
    const detail = await server.call<MeetingAnswer>('inperson', 'GET', `/api/meetings/${id}`);
    expect([detail.body.meeting.subject, detail.body.meeting.status, detail.body.meeting.requests[0]?.invitationResponse]).toEqual(['Cancelled thread', 'cancelled', 'pending']);
  });
});

describe('live user events', () => {
  it("reach only the streams of the people concerned (page session cookie): invitation, message, answer, edit, cancellation", async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = async (persona: string) => ({ cookie: `${SESSION_COOKIE}=${(await server.headers(persona)).authorization?.slice(7)}` });
    const organizer = await openSse(`${base}/api/live?languages=en`, await cookie('attendee'));
    const recipient = await openSse(`${base}/api/live?languages=en`, await cookie('inperson'));
    const bystander = await openSse(`${base}/api/live?languages=en`, await cookie('exhibitor'));
    const anonymous = await openSse(`${base}/api/live?languages=en`);
    const personal = (m: { event: string }) => m.event === 'onMeetingChanged' || m.event === 'onMeetingMessage' || m.event === 'onUserCounts';
    const change = (c: string) => (m: { event: string; data: unknown }) => m.event === 'onMeetingChanged' && (m.data as { change: string }).change === c;
    try {
      await Promise.all([organizer, recipient, bystander, anonymous].map((s) => s.next((m) => m.event === 'joined')));
      const id = await meetingWithInperson('Live');
      const by = 'Avery Attendee';
      expect((await recipient.next(change('invited'))).data).toEqual({ type: 'onMeetingChanged', change: 'invited', meetingId: id, subject: 'Live', by });
      await server.call('attendee', 'POST', `/api/meetings/${id}/messages`, { messageBody: 'Ping' });
      expect((await recipient.next((m) => m.event === 'onMeetingMessage')).data).toEqual({ type: 'onMeetingMessage', meetingId: id, subject: 'Live', by });
      await server.call('inperson', 'POST', `/api/meetings/${id}/accept`);
      expect((await organizer.next(change('accepted'))).data).toEqual({ type: 'onMeetingChanged', change: 'accepted', meetingId: id, subject: 'Live', by: 'Imani Inperson' });
      // The answerer's own other tabs refresh their counts.
      await recipient.next((m) => m.event === 'onUserCounts' && (m.data as { reason: string }).reason === 'response');
      await server.call('inperson', 'POST', `/api/meetings/${id}/decline`);
      await organizer.next(change('declined'));
      await server.call('attendee', 'PUT', `/api/meetings/${id}`, meetingBody({ subject: 'Live (moved)', time: '2027-05-20T15:00:00Z', endTime: '2027-05-20T15:30:00Z' }));
      expect((await recipient.next(change('edited'))).data).toEqual({ type: 'onMeetingChanged', change: 'edited', meetingId: id, subject: 'Live (moved)', by });
      await server.call('attendee', 'DELETE', `/api/meetings/${id}`);
      expect((await recipient.next(change('cancelled'))).data).toEqual({ type: 'onMeetingChanged', change: 'cancelled', meetingId: id, subject: 'Live (moved)', by });
      // The actor never hears their own change as someone else's.
      expect(organizer.messages.some((m) => m.event === 'onMeetingMessage' || change('cancelled')(m) || change('edited')(m))).toBe(false);
      // A broadcast after all of them, so the other streams have had every chance to get something.
      await server.app.routeContext.live.broadcast({ type: 'onCacheClear' });
      await Promise.all([bystander, anonymous].map((s) => s.next((m) => m.event === 'onCacheClear')));
      expect([...bystander.messages, ...anonymous.messages].some(personal)).toBe(false);
    } finally {
      for (const s of [organizer, recipient, bystander, anonymous]) s.close();
    }
  });
});
