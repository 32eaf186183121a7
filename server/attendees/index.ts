// What other server features use of the attendees: the record a first sign-in creates.
export { ensureAttendeeRecord, type NewAttendee } from './first-sign-in.js';
