// What other server features use of the attendees: an attendee document as the API answers it, and the viewer with
// the environment's flags.
export { attendeeOf, SOCIAL_KEYS } from './attendee-doc.js';
export { requireFeature, viewerOf } from './viewer.js';
