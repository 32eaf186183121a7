// What other server features use of the meetings: a user's meetings and appointments as schedule events.
export { appointmentEventsFor, meetingEventsFor } from './events.js';
