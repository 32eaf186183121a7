// The attendee document (attendees.doc) as the API answers it: every field of docs/behaviour/attendees-and-profile.md present (seeded
// documents may lack the profile's own fields), the email only for viewers who may see it, the biography cut in lists.
import { truncateBio } from '../../schemas/index.js';
import type { Attendee } from '../../schemas/api-types.js';

export const SOCIAL_KEYS = ['bluesky', 'youtube', 'instagram', 'twitter', 'linkedin', 'facebook', 'website', 'github'] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function attendeeOf(doc: Record<string, unknown>, opts: { list: boolean; showEmail: boolean }): Attendee {
  const type = (doc.participationType ?? {}) as { logicalValue?: unknown; displayValue?: unknown };
  const firstName = text(doc.firstName);
  const lastName = text(doc.lastName);
  const bio = text(doc.bio);
  return {
    attendeeId: text(doc.attendeeId) || text(doc.id),
    userId: text(doc.userId),
    displayName: text(doc.displayName) || `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    preferredFirst: text(doc.preferredFirst),
    preferredLast: text(doc.preferredLast),
    photo: text(doc.photo),
    company: text(doc.company),
    jobTitle: text(doc.jobTitle),
    bio: opts.list ? truncateBio(bio) : bio,
    email: opts.showEmail ? text(doc.email) : '',
    region: text(doc.region),
    participationType: { logicalValue: text(type.logicalValue), displayValue: text(type.displayValue) },
    ...Object.fromEntries(SOCIAL_KEYS.map((k) => [k, text(doc[k])])) as Record<(typeof SOCIAL_KEYS)[number], string>,
    displaySessions: doc.displaySessions === true,
    isAvailableForMeetings: doc.isAvailableForMeetings === true,
    ogImage: text(doc.ogImage),
    ogTitle: text(doc.ogTitle),
    ogDescription: text(doc.ogDescription),
  };
}

/** The name shown: preferred names when the attendee set them, else the registered ones. */
export function displayNameOf(doc: Record<string, unknown>): string {
  const first = text(doc.preferredFirst) || text(doc.firstName);
  const last = text(doc.preferredLast) || text(doc.lastName);
  return `${first} ${last}`.trim();
}
