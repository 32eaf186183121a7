// The profile summary of a signed-in user (docs/behaviour/attendees-and-profile.md): the privacy choices and preferences other features
// decide by. The schedule's share rule (directory profile, public profile with sessions displayed) and the
// "attending meetings" rule (directory visibility and canAttendMeetings, docs/behaviour/attendees-and-profile.md) read it.
import type { Queryable } from '../store/db.js';

export interface ProfileSummary {
  /** The user's attendee record, or null for a user without one (editors): such a user has no directory profile. */
  attendeeId: string | null;
  /** The chat identity (team chat, live help): stable per attendee. */
  acsUserId: string;
  /** The participation type's logical value (inperson, digital, exhibitor, speaker), '' without an attendee record. */
  attendeeType: string;
  /** Opted into the attendee directory. */
  attendeeDirectory: boolean;
  displaySessions: boolean;
  displayProfileToPublic: boolean;
  /** The global exhibitor opt-in: consenting to every exhibitor (docs/behaviour/attendees-and-profile.md). */
  featuredPartners: boolean;
  /** Available for meetings (the attendee document's isAvailableForMeetings). */
  canAttendMeetings: boolean;
  emailPreferredLanguage: string;
  /** ISO 3166 alpha-2; consent does not apply to visitors from Korea (KR). */
  country: string;
  /** IANA zone the user chose, '' for the event's zone. */
  selectedTimezone: string;
  hasBeenOnboarded: boolean;
}

interface SummaryRow {
  id: string | null;
  doc: Record<string, unknown> | null;
  featured_partners: boolean | null;
  email_preferred_language: string | null;
  country: string | null;
  selected_timezone: string | null;
  has_been_onboarded: boolean | null;
}

/**
 * One query: the user's attendee document joined with their stored preferences (defaults without a row), both found
 * by the viewer's user id.
 */
export async function profileSummary(db: Queryable, userId: string): Promise<ProfileSummary> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT a.id, a.doc, p.featured_partners, p.email_preferred_language, p.country, p.selected_timezone, p.has_been_onboarded
     FROM (SELECT $1::text AS user_id) u
     LEFT JOIN attendees a ON a.user_id = u.user_id
     LEFT JOIN profiles p ON p.user_id = u.user_id`,
    [userId],
  );
  return summaryOf(userId, rows[0]);
}

export function summaryOf(userId: string, row: SummaryRow | undefined): ProfileSummary {
  const doc = row?.doc ?? {};
  const flag = (key: string) => doc[key] === true;
  const type = (doc.participationType as { logicalValue?: string } | undefined)?.logicalValue ?? '';
  return {
    attendeeId: row?.id ?? null,
    acsUserId: `acs:${userId}`,
    attendeeType: type,
    attendeeDirectory: flag('attendeeDirectory'),
    displaySessions: flag('displaySessions'),
    displayProfileToPublic: flag('displayProfileToPublic'),
    featuredPartners: row?.featured_partners ?? false,
    canAttendMeetings: flag('isAvailableForMeetings'),
    emailPreferredLanguage: row?.email_preferred_language ?? 'en',
    country: row?.country ?? 'US',
    selectedTimezone: row?.selected_timezone ?? '',
    hasBeenOnboarded: row?.has_been_onboarded ?? false,
  };
}

/** docs/behaviour/attendees-and-profile.md: attending meetings needs directory visibility and canAttendMeetings. */
export function canAttendMeetings(summary: ProfileSummary): boolean {
  return summary.attendeeDirectory && summary.canAttendMeetings;
}

/** docs/behaviour/attendees-and-profile.md: sharing the schedule needs a directory profile and a public profile with sessions displayed. */
export function canShareSchedule(summary: ProfileSummary): boolean {
  return summary.attendeeDirectory && summary.displayProfileToPublic && summary.displaySessions;
}
