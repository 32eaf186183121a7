// What other server features use of the profile: the viewer's profile summary, photos, session recommendations.
export { canShareSchedule, profileSummary } from './summary.js';
export { readPhoto } from './photo.js';
export { recommendSessions } from './recommend-sessions.js';
