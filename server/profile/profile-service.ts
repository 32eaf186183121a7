// The signed-in user's profile (docs/behaviour/attendees-and-profile.md): the full profile (detail, social, webCalInfo), the
// privacy choices and preferences, and its completion percentage. Writes go to the attendee document (what the
// directory shows, so a change is listed on the next request) and the profiles row, in one transaction.
import type { Profile, ProfileAnswer, ProfileBody } from '../../schemas/api-types.js';
import { profileCompletion, socialLinkProblem } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import { feedSecretOf } from '../schedule/index.js';
import type { Db, Queryable } from '../store/db.js';
import { SOCIAL_KEYS } from '../shared/attendee-doc.js';
import { PROFILE_METADATA } from './metadata.js';
import { summaryOf } from './summary.js';

type Doc = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

interface ProfileRow {
  id: string;
  doc: Doc;
  featured_partners: boolean | null;
  email_preferred_language: string | null;
  country: string | null;
  selected_timezone: string | null;
  has_been_onboarded: boolean | null;
}

async function readRow(db: Queryable, userId: string, lock = false): Promise<ProfileRow> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT a.id, a.doc, p.featured_partners, p.email_preferred_language, p.country, p.selected_timezone, p.has_been_onboarded
     FROM attendees a LEFT JOIN profiles p ON p.user_id = $1 WHERE a.user_id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [userId],
  );
  const row = rows[0];
  // Editors and staff sign in without an attendee record: they have no profile to show or edit.
  if (!row) throw new ApiError('notFound', { userId }, 'There is no attendee profile for this user.');
  return row;
}

function profileOf(userId: string, row: ProfileRow, webcalUrl: string): Profile {
  const summary = summaryOf(userId, row);
  const doc = row.doc;
  const type = (doc.participationType ?? {}) as { logicalValue?: unknown; displayValue?: unknown };
  return {
    summary,
    detail: {
      id: row.id,
      firstName: text(doc.firstName),
      lastName: text(doc.lastName),
      preferredFirst: text(doc.preferredFirst),
      preferredLast: text(doc.preferredLast),
      jobTitle: text(doc.jobTitle),
      company: text(doc.company),
      biography: text(doc.bio),
      profileImage: text(doc.photo),
      hasBeenOnboarded: summary.hasBeenOnboarded,
    },
    social: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, text(doc[k])])) as Profile['social'],
    privacy: {
      attendeeDirectory: summary.attendeeDirectory,
      displayProfileToPublic: summary.displayProfileToPublic,
      displaySessions: summary.displaySessions,
      canAttendMeetings: summary.canAttendMeetings,
    },
    preferences: { selectedTimezone: summary.selectedTimezone, emailPreferredLanguage: summary.emailPreferredLanguage },
    webCalInfo: { webcalURL: webcalUrl },
    region: text(doc.region),
    participationType: { logicalValue: text(type.logicalValue), displayValue: text(type.displayValue) },
    email: text(doc.email),
  };
}

/** The address of the user's calendar feed (docs/contracts.md: /api/calendar/{secret}.ics), '' without one. */
async function webcalOf(db: Queryable, userId: string): Promise<string> {
  const secret = await feedSecretOf(db, userId);
  return secret ? `/api/calendar/${secret}.ics` : '';
}

export function answerOf(profile: Profile): ProfileAnswer {
  return { profile, completion: { percentage: profileCompletion(PROFILE_METADATA, profile) } };
}

export async function getProfile(db: Queryable, userId: string): Promise<ProfileAnswer> {
  const row = await readRow(db, userId);
  return answerOf(profileOf(userId, row, await webcalOf(db, userId)));
}

const TIMEZONE_CACHE = new Map<string, boolean>();
function isTimezone(zone: string): boolean {
  if (zone === '') return true;
  let known = TIMEZONE_CACHE.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    TIMEZONE_CACHE.set(zone, known);
  }
  return known;
}

/** Social links go through the site's URL rules (schemas socialLinkHref): a refused one stores nothing. */
function checkSocial(key: string, value: string): void {
  const problem = socialLinkProblem(key, value);
  if (problem) throw new ApiError('badRequest', { field: `social.${key}`, value, reason: 'unsafe-link' }, problem);
}

export async function updateProfile(db: Db, userId: string, body: ProfileBody): Promise<ProfileAnswer> {
  const zone = body.preferences?.selectedTimezone;
  if (zone !== undefined && !isTimezone(zone)) throw new ApiError('badRequest', { field: 'preferences.selectedTimezone', value: zone }, 'selectedTimezone must be an IANA time zone.');
  for (const [key, value] of Object.entries(body.social ?? {})) checkSocial(key, value);
  await db.transaction(async (tx) => {
    const row = await readRow(tx, userId, true);
    const doc: Doc = { ...row.doc };
    const d = body.detail ?? {};
    if (d.preferredFirst !== undefined) doc.preferredFirst = d.preferredFirst.trim();
    if (d.preferredLast !== undefined) doc.preferredLast = d.preferredLast.trim();
    if (d.jobTitle !== undefined) doc.jobTitle = d.jobTitle.trim();
    if (d.company !== undefined) doc.company = d.company.trim();
    if (d.biography !== undefined) doc.bio = d.biography.trim();
    for (const [key, value] of Object.entries(body.social ?? {})) doc[key] = value.trim();
    const p = body.privacy ?? {};
    if (p.attendeeDirectory !== undefined) doc.attendeeDirectory = p.attendeeDirectory;
    if (p.displayProfileToPublic !== undefined) doc.displayProfileToPublic = p.displayProfileToPublic;
    if (p.displaySessions !== undefined) doc.displaySessions = p.displaySessions;
    if (p.canAttendMeetings !== undefined) doc.isAvailableForMeetings = p.canAttendMeetings;
    // The directory's card and search show the preferred names: keep the shown name and og title in step.
    const first = text(doc.preferredFirst) || text(doc.firstName);
    const last = text(doc.preferredLast) || text(doc.lastName);
    doc.displayName = `${first} ${last}`.trim();
    doc.ogDescription = [text(doc.jobTitle), text(doc.company)].filter(Boolean).join(' at ');
    // The trigger of migration 009 derives the directory's columns from the document.
    await tx.query('UPDATE attendees SET doc = $2::jsonb WHERE id = $1', [row.id, JSON.stringify(doc)]);
    const prefs = body.preferences ?? {};
    await tx.query(
      `INSERT INTO profiles (user_id, email_preferred_language, selected_timezone, has_been_onboarded, updated_at)
       VALUES ($1, coalesce($2, 'en'), coalesce($3, ''), coalesce($4, false), now())
       ON CONFLICT (user_id) DO UPDATE SET
         email_preferred_language = coalesce($2, profiles.email_preferred_language),
         selected_timezone = coalesce($3, profiles.selected_timezone),
         has_been_onboarded = coalesce($4, profiles.has_been_onboarded),
         updated_at = now()`,
      [userId, prefs.emailPreferredLanguage ?? null, prefs.selectedTimezone ?? null, d.hasBeenOnboarded ?? null],
    );
  });
  return getProfile(db, userId);
}
