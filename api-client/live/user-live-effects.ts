// What each user-channel event (schemas/live-events.ts UserLiveEvent) does on an open page: it
// refreshes exactly the queries whose answers the other person's action changed (active ones refetch at once, inactive
// ones on their next use) and names the toast the user must see, if any. Keys are matched by position, whatever the
// viewer part: one tab holds one user's answers.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { UserLiveEvent } from '../../schemas';
import { englishNotice, type LiveNotice } from './notice-text';

type Key = readonly unknown[];
const keyOf = (q: Query) => q.queryKey as Key;

/** ['schedule', viewer, kind, sessionId]: the RSVP or nomination state of one session. */
const sessionState = (sessionId: string) => (q: Query) => {
  const k = keyOf(q);
  return k[0] === 'schedule' && (k[2] === 'rsvp' || k[2] === 'nomination') && k[3] === sessionId;
};
/** ['schedule', viewer, 'events', range]: the viewer's own schedule (My Event panel, schedule page). */
const ownSchedule = (q: Query) => keyOf(q)[0] === 'schedule' && keyOf(q)[2] === 'events';
/** ['catalog', 'session', viewer, 'id', id]: one session's answer (its page). */
const catalogSession = (sessionId: string) => (q: Query) => {
  const k = keyOf(q);
  return k[0] === 'catalog' && k[1] === 'session' && k[3] === 'id' && k[4] === sessionId;
};
/** ['catalog', 'session' | 'facets', viewer, query]: catalog lists and their facet counts. */
const catalogLists = (q: Query) => {
  const k = keyOf(q);
  return k[0] === 'catalog' && (k[1] === 'facets' || (k[1] === 'session' && k[3] !== 'id'));
};
/** ['meetings', viewer, kind, id?]: what one meeting's change touches (lists, counts, inbox, that meeting, conflicts). */
const meetingParts = (meetingId: string, withDetail: boolean) => (q: Query) => {
  const k = keyOf(q);
  if (k[0] !== 'meetings') return false;
  if (k[2] === 'detail' || k[2] === 'messages') return k[3] === meetingId && (withDetail || k[2] === 'messages');
  return k[2] === 'list' || k[2] === 'inbox' || k[2] === 'counts' || (withDetail && k[2] === 'conflicts');
};

const refresh = (client: QueryClient, ...predicates: ((q: Query) => boolean)[]) =>
  Promise.all(predicates.map((predicate) => client.invalidateQueries({ predicate })));

/** The toast of an event (its key and values), or null when the refreshed page says enough (counts, seats). */
export function userEventNoticeText(event: UserLiveEvent): LiveNotice | null {
  switch (event.type) {
    case 'onWaitlistPromoted':
      return { key: 'translate.shell.live.waitlist-promoted', values: { title: event.title } };
    case 'onMeetingChanged': {
      const { by, subject } = event;
      switch (event.change) {
        case 'invited':
          return by ? { key: 'translate.shell.live.meeting-invited-by', values: { by, subject } } : { key: 'translate.shell.live.meeting-invited', values: { subject } };
        case 'accepted':
          return by ? { key: 'translate.shell.live.meeting-accepted-by', values: { by, subject } } : { key: 'translate.shell.live.meeting-accepted', values: { subject } };
        case 'declined':
          return by ? { key: 'translate.shell.live.meeting-declined-by', values: { by, subject } } : { key: 'translate.shell.live.meeting-declined', values: { subject } };
        case 'cancelled':
          return { key: 'translate.shell.live.meeting-cancelled', values: { subject } };
        case 'edited':
          return { key: 'translate.shell.live.meeting-edited', values: { subject } };
      }
      return null;
    }
    case 'onNotification':
      // A notification rule's own words (content, not translated); only when the viewer chose toasts.
      return event.toast ? { key: 'translate.shell.live.notification', values: { title: event.title, body: event.body } } : null;
    default:
      // A new message shows in the unread counts and the open thread; seat counts in the refreshed RSVP button.
      return null;
  }
}

/** The toast of an event in English, or null when the refreshed page says enough (counts, seats). */
export function userEventNotice(event: UserLiveEvent): string | null {
  const notice = userEventNoticeText(event);
  return notice ? englishNotice(notice) : null;
}

/** Refreshes what the event changed. */
export async function applyUserLiveEvent(client: QueryClient, event: UserLiveEvent): Promise<void> {
  switch (event.type) {
    case 'onWaitlistPromoted':
      // The seat is theirs: the session's button, their schedule and every session answer carrying their state.
      await refresh(client, sessionState(event.sessionId), ownSchedule, catalogSession(event.sessionId), catalogLists);
      break;
    case 'onSessionSeats':
      // The lists' "space available" flag and facet counts can only have flipped at the last seat or place.
      await refresh(client, sessionState(event.sessionId), catalogSession(event.sessionId), ...(event.seatsLeft <= 1 || event.waitlistLeft <= 1 ? [catalogLists] : []));
      break;
    case 'onMeetingChanged':
      // A meeting shows on the schedule once accepted, and leaves it when cancelled or declined.
      await refresh(client, meetingParts(event.meetingId, true), ownSchedule);
      break;
    case 'onMeetingMessage':
      await refresh(client, meetingParts(event.meetingId, false));
      break;
    case 'onNotification':
      // Their count as the server has it now, and the inbox with the new item (any viewer part: one tab, one user).
      if (event.unreadCount !== null) {
        const count = event.unreadCount;
        client.setQueriesData({ predicate: (q) => keyOf(q)[0] === 'notifications' && keyOf(q)[2] === 'unread' }, () => ({ unreadCount: count }));
        await client.invalidateQueries({ predicate: (q) => keyOf(q)[0] === 'notifications' && keyOf(q)[2] === 'inbox' });
      }
      break;
    case 'onChatRoom':
      // Someone posted to the room or an editor hid a message: every view of that room refetches (api-client/chat).
      await client.invalidateQueries({ predicate: (q) => keyOf(q)[0] === 'chat' && keyOf(q)[1] === 'room' && keyOf(q)[2] === event.roomId });
      break;
    case 'onLiveHelp':
      // A help conversation changed: the attendee's own thread and the desk's list and that thread refetch
      // (api-client/live-help); a page holding none of them has nothing to refresh.
      // The viewer's counts carry the live-help button's dot (liveHelpUnread) for a page that has not read the thread.
      await client.invalidateQueries({
        predicate: (q) => (keyOf(q)[0] === 'live-help' && (keyOf(q)[1] !== 'desk-thread' || keyOf(q)[2] === event.conversationId)) || (keyOf(q)[0] === 'meetings' && keyOf(q)[2] === 'counts'),
      });
      break;
    case 'onUserCounts':
      // Their own action in another tab (read a thread, answered): every meeting answer of theirs.
      await client.invalidateQueries({ queryKey: ['meetings'] });
      break;
  }
}

/** The answers other people's actions change for this user: meetings, RSVP and nomination states, the schedule, a session's page. */
const personal = (q: Query) => {
  const k = keyOf(q);
  // A chat room is not personal, but a post between the render and the join would otherwise stay missing.
  if (k[0] === 'meetings' || k[0] === 'notifications' || (k[0] === 'chat' && k[1] === 'room')) return true;
  if (k[0] === 'schedule') return k[2] === 'rsvp' || k[2] === 'nomination' || k[2] === 'events';
  return k[0] === 'catalog' && k[1] === 'session' && k[3] === 'id';
};

/**
 * After the stream joins (the first time on a page, after every reconnect, and when another tab's stream takes over
 * the shared one), the personal answers read before `since` (the join) are refreshed once: an event sent between the
 * server's render (or the drop) and the join reached no stream, and waiting for the next event or poll would show
 * the user an invitation or a promotion minutes late.
 */
export function catchUpAfterJoin(client: QueryClient, since: number): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => personal(q) && q.state.dataUpdatedAt < since });
}
