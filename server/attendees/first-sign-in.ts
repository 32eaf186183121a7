/**
 * A visitor the identity provider signs in for the first time gets an attendee record from their claims: name,
 * company and e-mail, out of the attendee directory and not shown to the public until they opt in on their
 * profile (docs/behaviour/attendees-and-profile.md). A later sign-in keeps the record as the visitor edited it.
 */
import type { Queryable } from '../store/db.js';

export interface NewAttendee {
  userId: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  company: string;
  /** inperson, digital or exhibitor: what the visitor's scopes make them. */
  participation: 'inperson' | 'digital' | 'exhibitor';
}

const PARTICIPATION_LABELS = { inperson: 'In person', digital: 'Digital', exhibitor: 'Exhibitor' } as const;

/** Creates the record unless the user has one; answers whether it was created. */
export async function ensureAttendeeRecord(db: Queryable, person: NewAttendee): Promise<boolean> {
  const doc = {
    attendeeId: `att-${person.userId}`,
    userId: person.userId,
    displayName: person.displayName,
    firstName: person.firstName,
    lastName: person.lastName,
    photo: '',
    company: person.company,
    jobTitle: '',
    bio: '',
    email: person.email,
    region: '',
    participationType: { logicalValue: person.participation, displayValue: PARTICIPATION_LABELS[person.participation] },
    bluesky: '', youtube: '', instagram: '', twitter: '', linkedin: '', facebook: '', website: '', github: '',
    displaySessions: false,
    isAvailableForMeetings: false,
    attendeeDirectory: false,
    displayProfileToPublic: false,
    ogTitle: person.displayName,
    ogDescription: '',
    ogImage: '',
  };
  // Both the id and the user id are unique: a second sign-in (or two at once) leaves the first record alone.
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO attendees (id, doc) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
    [doc.attendeeId, JSON.stringify(doc)],
  );
  return rows.length > 0;
}
