/**
 * Attendee types a site editor can view the site as (docs/behaviour/attendees-and-profile.md, "Attendee type change"). A type is the
 * set of scopes its attendees hold: the demo identity provider's personas of that kind.
 */
import { ATTENDEE_TYPES, STAFF_TYPE, inferAttendeeType, isAttendeeType, type AttendeeType } from '../../schemas/index.js';
import { personaClaims } from '../auth/index.js';

export { ATTENDEE_TYPES, STAFF_TYPE, inferAttendeeType, isAttendeeType };
export type { AttendeeType };

/** Scopes that stay whatever type is viewed: the editor must still see the editor tools to restore. */
const KEPT_SCOPES = ['contenteditor', 'siteeditor'];

export function scopesOfType(type: AttendeeType): string[] {
  return personaClaims(type).scopes.filter((s) => !s.startsWith('lang-'));
}

/** The scopes of `original` with its attendee part replaced by `type`'s (editor and language scopes kept). */
export function scopesViewingAs(original: readonly string[], type: AttendeeType): string[] {
  const kept = original.filter((s) => KEPT_SCOPES.includes(s) || s.startsWith('lang-'));
  return [...new Set([...scopesOfType(type), ...kept])];
}
