// Building one schedule event (docs/behaviour/content-and-environments.md fields, "event construction"): every builder (sessions
// here, meetings and appointments in server/meetings) goes through buildScheduleEvent, so an event that lacks a
// required field fails where it is made instead of reaching a client that would draw it at 00:00.
import type { ScheduleEvent } from '../../../schemas/api-types.js';

export type EventTypeValue = ScheduleEvent['eventTypeValue'];
export type EventState = ScheduleEvent['state'];

/** docs/behaviour/content-and-environments.md: accepted, declined or pending; anything else (invited, cancelled, missing) reads as pending. */
export function eventState(response: string | null | undefined): EventState {
  const r = (response ?? '').toLowerCase();
  return r === 'accepted' || r === 'declined' ? r : 'pending';
}

/** What a builder must give; the rest has defaults. */
export type ScheduleEventInput = Pick<ScheduleEvent, 'id' | 'title' | 'eventTypeValue' | 'state' | 'source'> & Partial<ScheduleEvent>;

export class EventConstructionError extends Error {}

const minutesBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/**
 * The event with every field of docs/behaviour/content-and-environments.md. docs/behaviour/content-and-environments.md: id, title, type, state, organizer, speaker
 * ids, level, session type, participants, detail navigation, hands-on and exam flags and direct link are always
 * present (null where the kind has none); start, end and event size are required unless the event is a hands-on
 * lab, an exam or unscheduled. eventSize defaults to the length in minutes.
 */
export function buildScheduleEvent(input: ScheduleEventInput): ScheduleEvent {
  if (!input.id) throw new EventConstructionError('A schedule event needs an id.');
  const start = input.start ?? null;
  const end = input.end ?? null;
  const isHandsOnLab = input.isHandsOnLab ?? false;
  const isCertificationExam = input.isCertificationExam ?? false;
  const isUnscheduled = input.isUnscheduled ?? (start === null && end === null);
  const eventSize = input.eventSize ?? (start && end ? minutesBetween(start, end) : null);
  if (!isHandsOnLab && !isCertificationExam && !isUnscheduled && (start === null || end === null || eventSize === null)) {
    throw new EventConstructionError(`Schedule event ${input.id} needs start, end and event size.`);
  }
  if (start !== null && end !== null && Date.parse(end) < Date.parse(start)) {
    throw new EventConstructionError(`Schedule event ${input.id} ends before it starts.`);
  }
  return {
    id: input.id,
    title: input.title,
    description: input.description ?? '',
    start,
    end,
    roomId: input.roomId ?? null,
    location: input.location ?? null,
    eventTypeValue: input.eventTypeValue,
    state: input.state,
    organizer: input.organizer ?? '',
    speakerIds: input.speakerIds ?? [],
    level: input.level ?? null,
    sessionType: input.sessionType ?? null,
    sessionCode: input.sessionCode ?? null,
    participants: input.participants ?? [],
    detailNavigation: input.detailNavigation ?? '',
    isHandsOnLab,
    eventSize,
    displayTitle: input.displayTitle ?? input.title,
    isCertificationExam,
    directLink: input.directLink ?? '',
    isStreaming: input.isStreaming ?? false,
    meetingType: input.meetingType ?? null,
    canBeScheduled: input.canBeScheduled ?? false,
    isUnscheduled,
    isCurrentlyActive: input.isCurrentlyActive ?? false,
    canBeRemovedFromSchedule: input.canBeRemovedFromSchedule ?? false,
    enrollmentStatus: input.enrollmentStatus ?? null,
    deliveryTypes: input.deliveryTypes ?? [],
    sessionId: input.sessionId ?? null,
    source: input.source,
    isPrivate: input.isPrivate ?? false,
  };
}

/** How another attendee sees a private item (docs/behaviour/content-and-environments.md share schedule): busy, no details. */
export function asBusy(event: ScheduleEvent): ScheduleEvent {
  return buildScheduleEvent({
    id: event.id,
    title: 'Busy',
    eventTypeValue: event.eventTypeValue,
    state: event.state,
    source: event.source,
    start: event.start,
    end: event.end,
    isUnscheduled: event.isUnscheduled,
    isHandsOnLab: event.isHandsOnLab,
    isCertificationExam: event.isCertificationExam,
    isPrivate: true,
  });
}
