import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserLiveEvent } from '../../schemas';
import { queryKeys } from '../query-keys';
import { chatKeys } from '../chat/chat-api';
import { meetingKeys } from '../meetings/meetings-api';
import { scheduleKeys } from '../schedule/schedule-api';
import { applyUserLiveEvent, catchUpAfterJoin, userEventNotice, userEventNoticeText } from './user-live-effects';

/** One tab's cache: B's answers for two sessions and two meetings, plus what no user event may touch. */
function clientWithData() {
  const client = new QueryClient();
  const v = 'cms-b';
  const keys = {
    rsvpS1: scheduleKeys.rsvp(v, 's1'),
    rsvpS2: scheduleKeys.rsvp(v, 's2'),
    nominationS1: scheduleKeys.nomination(v, 's1'),
    schedule: scheduleKeys.schedule(v, {}),
    feed: scheduleKeys.feed(v),
    sessionS1: queryKeys.catalogItem('session', v, 's1'),
    sessionS2: queryKeys.catalogItem('session', v, 's2'),
    catalogList: queryKeys.catalogList('session', v, '?page=1'),
    facets: queryKeys.catalogList('facets', v, ''),
    speakers: queryKeys.catalogList('speaker', v, ''),
    meetingList: meetingKeys.list(v),
    detailM1: meetingKeys.detail(v, 'm1'),
    detailM2: meetingKeys.detail(v, 'm2'),
    messagesM1: meetingKeys.messages(v, 'm1'),
    messagesM2: meetingKeys.messages(v, 'm2'),
    inbox: meetingKeys.inbox(v, '||'),
    counts: meetingKeys.counts(v, 'messages'),
    conflicts: meetingKeys.conflicts(v, 'x'),
    attendees: meetingKeys.attendees(v, 'q'),
    settings: queryKeys.settings('cont'),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { data: 1 });
  const stale = () =>
    Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name).sort();
  return { client, stale };
}

const run = async (event: UserLiveEvent) => {
  const { client, stale } = clientWithData();
  await applyUserLiveEvent(client, event);
  return stale();
};

describe('applyUserLiveEvent refreshes exactly what the other person changed', () => {
  it('a waitlist promotion: that session\'s RSVP, the own schedule and the session answers', async () => {
    expect(await run({ type: 'onWaitlistPromoted', sessionId: 's1', title: 'Scaling' })).toEqual(['catalogList', 'facets', 'nominationS1', 'rsvpS1', 'schedule', 'sessionS1']);
  });

  it("a chat room's change: every viewer's copy of that room, no other room, nothing else", async () => {
    const client = new QueryClient();
    const keys = { global: chatKeys.messages('global', 'cms-b'), globalAnon: chatKeys.messages('global', 'anonymous'), other: chatKeys.messages('session:s1', 'cms-b'), token: chatKeys.token() };
    for (const key of Object.values(keys)) client.setQueryData(key, { data: 1 });
    await applyUserLiveEvent(client, { type: 'onChatRoom', roomId: 'global' });
    const stale = Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name).sort();
    expect(stale).toEqual(['global', 'globalAnon']);
    expect(userEventNotice({ type: 'onChatRoom', roomId: 'global' })).toBeNull();
  });

  it("seat counts: that session's state; the lists and facets only at the last seat or waitlist place", async () => {
    expect(await run({ type: 'onSessionSeats', sessionId: 's2', seatsLeft: 5, waitlistLeft: 10 })).toEqual(['rsvpS2', 'sessionS2']);
    expect(await run({ type: 'onSessionSeats', sessionId: 's1', seatsLeft: 0, waitlistLeft: 10 })).toEqual(['catalogList', 'facets', 'nominationS1', 'rsvpS1', 'sessionS1']);
    expect(await run({ type: 'onSessionSeats', sessionId: 's1', seatsLeft: 4, waitlistLeft: 1 })).toEqual(['catalogList', 'facets', 'nominationS1', 'rsvpS1', 'sessionS1']);
  });

  it("a meeting change: that meeting, the meeting lists, counts, inbox, conflicts and the schedule", async () => {
    expect(await run({ type: 'onMeetingChanged', change: 'cancelled', meetingId: 'm1', subject: 'Sync', by: 'Avery Attendee' }))
      .toEqual(['conflicts', 'counts', 'detailM1', 'inbox', 'meetingList', 'messagesM1', 'schedule']);
  });

  it('a message: that thread, the inbox, the counts and the list', async () => {
    expect(await run({ type: 'onMeetingMessage', meetingId: 'm2', subject: 'Sync', by: null })).toEqual(['counts', 'inbox', 'meetingList', 'messagesM2']);
  });

  it('own counts (another tab read or answered): every meeting answer', async () => {
    expect(await run({ type: 'onUserCounts', reason: 'read', meetingId: null }))
      .toEqual(['attendees', 'conflicts', 'counts', 'detailM1', 'detailM2', 'inbox', 'meetingList', 'messagesM1', 'messagesM2']);
  });
});

describe('userEventNotice', () => {
  it('toasts what the user must know, in words', () => {
    expect(userEventNotice({ type: 'onWaitlistPromoted', sessionId: 's1', title: 'Scaling event-driven systems' }))
      .toBe('You are in: Scaling event-driven systems moved from the waitlist to your schedule');
    const meeting = (change: 'invited' | 'accepted' | 'declined' | 'cancelled' | 'edited', by: string | null = 'Avery Attendee') =>
      userEventNotice({ type: 'onMeetingChanged', change, meetingId: 'm1', subject: 'Roadmap sync', by });
    expect(meeting('invited')).toBe('Avery Attendee invited you to a meeting: Roadmap sync');
    expect(meeting('invited', null)).toBe('You are invited to a meeting: Roadmap sync');
    expect(meeting('accepted', 'Imani Inperson')).toBe('Imani Inperson accepted Roadmap sync');
    expect(meeting('declined', 'Imani Inperson')).toBe('Imani Inperson declined Roadmap sync');
    expect(meeting('cancelled')).toBe('Meeting cancelled: Roadmap sync');
    expect(meeting('edited')).toBe('Meeting changed: Roadmap sync');
  });

  it("names each toast's key and values, for the shell to say it in the visitor's language", () => {
    expect(userEventNoticeText({ type: 'onWaitlistPromoted', sessionId: 's1', title: 'Scaling' }))
      .toEqual({ key: 'translate.shell.live.waitlist-promoted', values: { title: 'Scaling' } });
    expect(userEventNoticeText({ type: 'onMeetingChanged', change: 'accepted', meetingId: 'm1', subject: 'Sync', by: null }))
      .toEqual({ key: 'translate.shell.live.meeting-accepted', values: { subject: 'Sync' } });
    expect(userEventNotice({ type: 'onMeetingChanged', change: 'declined', meetingId: 'm1', subject: 'Sync', by: null })).toBe('An invitee declined Sync');
  });

  it('says nothing for what the page itself shows (seats, messages, own counts)', () => {
    expect(userEventNotice({ type: 'onSessionSeats', sessionId: 's1', seatsLeft: 0, waitlistLeft: 0 })).toBeNull();
    expect(userEventNotice({ type: 'onMeetingMessage', meetingId: 'm1', subject: 'S', by: null })).toBeNull();
    expect(userEventNotice({ type: 'onUserCounts', reason: 'read', meetingId: null })).toBeNull();
  });
});

describe('catching up after the stream joins', () => {
  it('refreshes the personal answers read before the stream opened (an event in that gap reached no stream), nothing else', async () => {
    const { client, stale } = clientWithData();
    const openedAt = Date.now() + 1;
    await catchUpAfterJoin(client, openedAt);
    expect(stale()).toEqual(
      ['conflicts', 'attendees', 'counts', 'detailM1', 'detailM2', 'inbox', 'meetingList', 'messagesM1', 'messagesM2', 'nominationS1', 'rsvpS1', 'rsvpS2', 'schedule', 'sessionS1', 'sessionS2'].sort(),
    );
  });

  it('leaves answers read after the stream opened', async () => {
    const { client, stale } = clientWithData();
    await catchUpAfterJoin(client, 0);
    expect(stale()).toEqual([]);
  });
});
