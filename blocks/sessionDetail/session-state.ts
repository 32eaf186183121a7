// The rules of a session's page as pure functions of the session, the viewer and the time (docs/behaviour/catalog.md
// and 6): the live / on-demand / ended badge, the streaming windows, the RSVP, nomination and schedule button
// states, evaluation availability, session links and the video URL. The component only renders their answers.
import type { Session } from '../../schemas/api-types';
import type { SessionDetailKey } from './strings';

const MINUTE = 60_000;

export type SessionBadge = 'live' | 'on-demand' | 'ended' | null;

/** The session's start and end in ms, or null (unscheduled types have none). */
export function sessionSpan(
  session: Pick<Session, 'startDateTime' | 'endDateTime'>,
): { start: number; end: number } | null {
  const start = session.startDateTime ? Date.parse(session.startDateTime) : NaN;
  const end = session.endDateTime ? Date.parse(session.endDateTime) : NaN;
  return Number.isFinite(start) && Number.isFinite(end) ? { start, end } : null;
}

/** An on-demand recording the page may show. */
export function hasRecording(
  session: Pick<Session, 'hasOnDemand' | 'onDemand' | 'doNotPublishVideo'>,
): boolean {
  return session.hasOnDemand && session.onDemand !== '' && !session.doNotPublishVideo;
}

/**
 * docs/behaviour/catalog.md: live between start and end; after the end on-demand if a recording is available, else ended;
 * nothing before the start. `forceLive` is `testing=livestream` in date-testing mode.
 */
export function sessionBadge(session: Session, now: number, forceLive = false): SessionBadge {
  if (forceLive) return 'live';
  const span = sessionSpan(session);
  if (!span || now < span.start) return null;
  if (now < span.end) return 'live';
  return hasRecording(session) ? 'on-demand' : 'ended';
}

/** The badge's words: keys of strings.ts, translated where the badge is rendered. */
export const BADGE_LABELS: Record<Exclude<SessionBadge, null>, SessionDetailKey> = {
  live: 'translate.sessionDetail.badge.live',
  'on-demand': 'translate.sessionDetail.badge.on-demand',
  ended: 'translate.sessionDetail.badge.ended',
};

export interface WindowMinutes {
  before: number;
  after: number;
}

export interface StreamingSettings {
  video: WindowMinutes;
  chat: WindowMinutes;
  meeting: WindowMinutes;
  /** Hero sessions' offsets (spec defaults 10 before, 5 after). */
  hero: WindowMinutes;
}

export const DEFAULT_STREAMING: StreamingSettings = {
  video: { before: 15, after: 15 },
  chat: { before: 15, after: 30 },
  meeting: { before: 10, after: 10 },
  hero: { before: 10, after: 5 },
};

export interface StreamWindow {
  opensAt: number;
  closesAt: number;
}

/** A window around the session: `before` minutes before the start to `after` minutes after the end. */
export function streamWindow(session: Session, minutes: WindowMinutes): StreamWindow | null {
  const span = sessionSpan(session);
  return span
    ? { opensAt: span.start - minutes.before * MINUTE, closesAt: span.end + minutes.after * MINUTE }
    : null;
}

/** The video window: hero sessions use the hero offsets, the others the video setting. */
export function videoWindow(session: Session, settings: StreamingSettings): StreamWindow | null {
  return streamWindow(session, session.heroSession ? settings.hero : settings.video);
}

export const isOpen = (w: StreamWindow | null, now: number) =>
  w !== null && now >= w.opensAt && now < w.closesAt;

/** Whether the session ever streams live (it has a stream, and its video may be published). */
export function canStream(session: Session): boolean {
  return session.hasLiveStream && session.liveStream !== '' && !session.doNotPublishVideo;
}

export type StreamPhase = 'none' | 'before' | 'open' | 'closed' | 'finished';

/**
 * The live stream's state: 'none' when the session can never stream; 'before' until the window opens; 'open'
 * inside it (or forced live); after it 'closed', and 'finished' once the end event fired too (the player's
 * sessionend message, or the server's hasFinishedStreaming): docs/behaviour/catalog.md, "a stream is finished when the
 * window ended and the end event fired, or when the session can never stream".
 */
export function streamPhase(
  session: Session,
  settings: StreamingSettings,
  now: number,
  endEventFired: boolean,
  forceLive = false,
): StreamPhase {
  if (!canStream(session)) return 'none';
  if (forceLive) return 'open';
  const w = videoWindow(session, settings);
  if (!w) return 'none';
  if (now < w.opensAt) return 'before';
  if (now < w.closesAt) return 'open';
  return endEventFired || session.hasFinishedStreaming ? 'finished' : 'closed';
}

/** Finished: the window ended and the end event fired, or the session never streams. */
export const streamFinished = (phase: StreamPhase) => phase === 'finished' || phase === 'none';

/** docs/behaviour/catalog.md: a hero session is active only between its start and end. */
export function heroActive(session: Session, now: number, forceLive = false): boolean {
  if (!session.heroSession) return false;
  if (forceLive) return true;
  const span = sessionSpan(session);
  return span !== null && now >= span.start && now < span.end;
}

/**
 * The next instant any state on the page changes (start, end, a window edge), so the page re-checks exactly then as
 * well as every 60 s. Null when nothing changes any more.
 */
export function nextBoundary(session: Session, settings: StreamingSettings, now: number): number | null {
  const span = sessionSpan(session);
  if (!span) return null;
  const points = [span.start, span.end];
  for (const w of [
    videoWindow(session, settings),
    streamWindow(session, settings.chat),
    streamWindow(session, settings.meeting),
  ]) {
    if (w) points.push(w.opensAt, w.closesAt);
  }
  const ahead = points.filter((p) => p > now);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}

// ---- Buttons (display only: the actions come with "My schedule, RSVP and waitlists") -------------------------

export interface Viewer {
  signedIn: boolean;
  scopes: readonly string[];
  features: Readonly<Record<string, boolean>>;
}

export type RsvpState =
  | 'not-open'
  | 'rsvp'
  | 'waitlist'
  | 'waitlist-full'
  | 'on-schedule'
  | 'on-waitlist'
  | 'closed'
  | 'restricted';

export type NominationState = 'not-open' | 'nominate' | 'nominated' | 'confirmed' | 'closed' | 'full';

export type ScheduleState = 'add' | 'remove' | 'bookmark' | 'unbookmark' | 'unavailable';

export type SessionAction =
  | { kind: 'rsvp'; state: RsvpState }
  | { kind: 'nomination'; state: NominationState }
  | { kind: 'schedule'; state: ScheduleState; reason?: ScheduleBlock }
  | { kind: 'none' };

/** Why a schedule button cannot add (docs/behaviour/catalog.md, "Add to schedule only if …"). */
export type ScheduleBlock = 'not-schedulable' | 'schedule-off' | 'no-tools' | 'in-person-only';

const holds = (viewer: Viewer, scope: string) => viewer.scopes.includes(scope);

/** The session needs scopes the viewer lacks (restrictedScopes, e.g. in-person). */
export function restrictedFor(session: Session, viewer: Viewer): boolean {
  return session.restrictedScopes.some((s) => !holds(viewer, s));
}

export function rsvpState(session: Session, viewer: Viewer, now: number): RsvpState {
  if (session.enrollmentStatus === 'scheduled' || session.enrollmentStatus === 'confirmed')
    return 'on-schedule';
  if (session.enrollmentStatus === 'waitlisted') return 'on-waitlist';
  if (viewer.signedIn && restrictedFor(session, viewer)) return 'restricted';
  const opensAt = session.rsvpOpensAt ? Date.parse(session.rsvpOpensAt) : NaN;
  const opened = session.hasRsvpOpened || (Number.isFinite(opensAt) && now >= opensAt);
  const span = sessionSpan(session);
  if (session.hasRsvpClosed || (span !== null && now >= span.start)) return 'closed';
  if (!opened) return 'not-open';
  if (session.roomHasCapacity) return 'rsvp';
  return session.waitlistHasCapacity ? 'waitlist' : 'waitlist-full';
}

export function nominationState(session: Session, now: number): NominationState {
  if (session.enrollmentStatus === 'nominated') return 'nominated';
  if (session.enrollmentStatus === 'confirmed' || session.enrollmentStatus === 'scheduled')
    return 'confirmed';
  const opensAt = session.rsvpOpensAt ? Date.parse(session.rsvpOpensAt) : NaN;
  const opened = session.hasRsvpOpened || (Number.isFinite(opensAt) && now >= opensAt);
  const span = sessionSpan(session);
  if (session.hasRsvpClosed || (span !== null && now >= span.start)) return 'closed';
  if (!opened) return 'not-open';
  return session.roomHasCapacity ? 'nominate' : 'full';
}

/** Which button the page shows: roundtables nominate, capacity-controlled sessions RSVP, the rest schedule. */
export function sessionAction(
  session: Session,
  viewer: Viewer,
  now: number,
  bookmarkable: readonly string[],
): SessionAction {
  const type = session.sessionType.logicalValue;
  if (type === 'roundtable') return { kind: 'nomination', state: nominationState(session, now) };
  if (session.isCapacityControlled && !bookmarkable.includes(type))
    return { kind: 'rsvp', state: rsvpState(session, viewer, now) };
  if (viewer.features.enableAddToScheduleButton === false) return { kind: 'none' };
  const bookmark = bookmarkable.includes(type);
  const present = session.enrollmentStatus === 'scheduled' || session.enrollmentStatus === 'confirmed';
  if (present) return { kind: 'schedule', state: bookmark ? 'unbookmark' : 'remove' };
  // Anonymous visitors see the button; it asks them to sign in.
  if (!viewer.signedIn) return { kind: 'schedule', state: bookmark ? 'bookmark' : 'add' };
  const reason: ScheduleBlock | undefined =
    !session.canBeScheduled && !bookmark
      ? 'not-schedulable'
      : viewer.features.enableMySchedule === false
        ? 'schedule-off'
        : !holds(viewer, 'event-tools')
          ? 'no-tools'
          : restrictedFor(session, viewer)
            ? 'in-person-only'
            : undefined;
  if (reason) return { kind: 'schedule', state: 'unavailable', reason };
  return { kind: 'schedule', state: bookmark ? 'bookmark' : 'add' };
}

// ---- Evaluations ----------------------------------------------------------------------------------------------

export type EvaluationState = 'not-yet' | 'open' | 'none';

/** docs/behaviour/catalog.md: from 5 minutes after the start; bookmarkable types and sessions without a start always. */
export function evaluationState(
  session: Session,
  now: number,
  bookmarkable: readonly string[],
): EvaluationState {
  if (session.sessionType.logicalValue === 'roundtable') return 'none';
  if (bookmarkable.includes(session.sessionType.logicalValue)) return 'open';
  const span = sessionSpan(session);
  if (!span) return 'open';
  return now >= span.start + 5 * MINUTE ? 'open' : 'not-yet';
}

// ---- Links and URLs --------------------------------------------------------------------------------------------

/** 'name|link' (docs/behaviour/catalog.md); a string without a pipe is its own name. Entries without a link are dropped. */
export function parseSessionLink(entry: string): { name: string; link: string } | null {
  const at = entry.indexOf('|');
  const name = (at === -1 ? entry : entry.slice(0, at)).trim();
  const link = (at === -1 ? entry : entry.slice(at + 1)).trim();
  return link === '' ? null : { name: name || link, link };
}

// The token's `at` parameter has one owner (blocks/shared/video-token.ts); this file's tests and callers keep their name.
export { withVideoToken } from '../shared/video-token';

/** Which video the page plays now: the live stream inside its window, else the recording after the end. */
export function videoSource(
  session: Session,
  phase: StreamPhase,
  badge: SessionBadge,
): { url: string; kind: 'live' | 'on-demand' } | null {
  if (phase === 'open') return { url: session.liveStream, kind: 'live' };
  if (badge === 'on-demand' || (badge === 'ended' && hasRecording(session)))
    return { url: session.onDemand, kind: 'on-demand' };
  return null;
}
