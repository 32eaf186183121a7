/** docs/behaviour/schedule-and-rsvp.md: the schedule event type enum, for the server that builds events and the views that draw them. */
export const SCHEDULE_EVENT_TYPES = {
  Topic: 0,
  Appointment: 1,
  Meeting: 2,
  AgendaItem: 3,
  EmptySlot: 4,
  ExecutiveSideMeeting: 5,
  ProductRoundtable: 6,
} as const;
