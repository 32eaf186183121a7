import type { Environment } from './domain/environments';

/**
 * The live-update hub's events (docs/behaviour/live-and-video.md, hub events): what each write tells every open page. The
 * server sends them through PostgreSQL NOTIFY between API processes and then as SSE (event name = `type`,
 * data = the whole object); api-client reads them. One definition here, since both sides must agree.
 */
export type LiveEvent =
  | { type: 'onSettingsChanged'; environment: Environment }
  | { type: 'onComponentSettingsChanged'; environment: Environment; page: string; phase: string; componentId: string | null }
  | { type: 'onLanguageChanged'; environment: Environment; language: string; locale: string; namespace: string }
  | { type: 'onCacheClear' };

export type LiveEventType = LiveEvent['type'];

/**
 * The stream's first frame. Times are the server's clock (ms): `contentChangedAt` is when this process last passed on
 * a hub event (or started), `now` is the join. A page whose content is older than `contentChangedAt` missed a change
 * while it had no stream (loading, or reconnecting) and reads its content again.
 */
export interface LiveJoined {
  type: 'joined';
  languages: string[];
  contentChangedAt: number;
  now: number;
}

/**
 * The events of the user channel: sent only to the streams of one signed-in user (identified by the
 * page session cookie) when someone else's action concerns them, except onSessionSeats, which every open stream gets
 * (a seat count is public). The client refreshes exactly the queries each one names and toasts the ones the user must
 * know about. Never mixed with the hub events, so they are not in LIVE_EVENT_TYPES.
 */
export type UserLiveEvent =
  /** Their own counts changed (they read a thread or answered in another tab). */
  | { type: 'onUserCounts'; reason: 'message' | 'invite' | 'response' | 'update' | 'cancel' | 'read'; meetingId: string | null }
  /** Someone cancelled and the user moved from the waitlist onto the session (it is on their schedule now). */
  | { type: 'onWaitlistPromoted'; sessionId: string; title: string }
  /** A meeting they belong to was created for them, answered, cancelled or changed by someone else. */
  | { type: 'onMeetingChanged'; change: MeetingChange; meetingId: string; subject: string; by: string | null }
  /** A new message in one of their meetings. */
  | { type: 'onMeetingMessage'; meetingId: string; subject: string; by: string | null }
  /** Seats of a session changed (RSVP, cancellation, nomination): open pages of that session refetch its state. */
  | { type: 'onSessionSeats'; sessionId: string; seatsLeft: number; waitlistLeft: number }
  /** A chat room's messages changed (a post or a hide): open pages showing that room refetch it. Every stream hears it. */
  | { type: 'onChatRoom'; roomId: string }
  /**
   * A live-help conversation changed (a post by either side, a read): the attendee's own streams and every staff
   * stream hear it, nobody else (docs/behaviour/live-help.md). conversationId is the attendee's user id.
   */
  | { type: 'onLiveHelp'; conversationId: string }
  /**
   * A notification rule sent to them: toast true when their choices let it toast, notificationId set when it reached
   * their inbox (unreadCount is then their count after it).
   */
  | {
      type: 'onNotification'; notificationId: string | null; title: string; body: string; category: string; toast: boolean;
      unreadCount: number | null; action1Name: string | null; action1Link: string | null;
    };

/** The one user-channel event every open stream hears: a session's seats left. */
export type SessionSeatsEvent = Extract<UserLiveEvent, { type: 'onSessionSeats' }>;

export type MeetingChange = 'invited' | 'accepted' | 'declined' | 'cancelled' | 'edited';
export type UserLiveEventType = UserLiveEvent['type'];

export const USER_LIVE_EVENT_TYPES: readonly UserLiveEventType[] = [
  'onUserCounts', 'onWaitlistPromoted', 'onMeetingChanged', 'onMeetingMessage', 'onSessionSeats', 'onNotification', 'onChatRoom',
  'onLiveHelp',
];
export const MEETING_CHANGES: readonly MeetingChange[] = ['invited', 'accepted', 'declined', 'cancelled', 'edited'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['onSettingsChanged', 'onComponentSettingsChanged', 'onLanguageChanged', 'onCacheClear'];
