// The profile form's working copy: what the visitor typed, over the saved profile. The completion percentage is
// computed from it with the server's rule (schemas/domain/attendees.ts), so it rises as fields are filled.
import type { Profile, ProfileBody } from '../../schemas/api-types';

/** The social fields in the form's order, each labelled with its network's name (a brand, the same in every language)
 *  or, for a site of one's own, a translated word (strings.ts). */
export const SOCIAL_FIELDS = ['linkedin', 'github', 'bluesky', 'twitter', 'youtube', 'instagram', 'facebook', 'website'] as const;

export interface Draft {
  detail: { preferredFirst: string; preferredLast: string; jobTitle: string; company: string; biography: string };
  social: Profile['social'];
  privacy: Profile['privacy'];
  preferences: Profile['preferences'];
}

export function draftOf(p: Profile): Draft {
  const { preferredFirst, preferredLast, jobTitle, company, biography } = p.detail;
  return { detail: { preferredFirst, preferredLast, jobTitle, company, biography }, social: { ...p.social }, privacy: { ...p.privacy }, preferences: { ...p.preferences } };
}

/** The profile as it would be saved: for the live completion percentage. */
export function merged(p: Profile, d: Draft): Profile {
  return { ...p, detail: { ...p.detail, ...d.detail }, social: d.social, privacy: d.privacy, preferences: d.preferences };
}

type Tab = 'profile' | 'privacy' | 'preferences';
type Fields = Record<string, unknown>;

/** The fields of a part the visitor changed from what it was when they started typing. */
function changed<T extends object>(base: T, draft: T): Partial<T> {
  const was = base as Fields;
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => was[key] !== value)) as Partial<T>;
}

/**
 * The body that saves one tab's part: only the fields the visitor changed from `base` (the saved profile their form
 * started from), so a field saved meanwhile elsewhere (the same attendee in another tab or on their phone) is not
 * written back with the old value this form still holds.
 */
export function bodyFor(tab: Tab, base: Draft, d: Draft): ProfileBody {
  if (tab === 'profile') return { detail: changed(base.detail, d.detail), social: changed(base.social, d.social) };
  if (tab === 'privacy') return { privacy: changed(base.privacy, d.privacy) };
  return { preferences: changed(base.preferences, d.preferences) };
}

/** Whether a body saves nothing (no field changed). */
export function savesNothing(body: ProfileBody): boolean {
  return Object.values(body).every((part) => Object.keys(part as object).length === 0);
}

function eachPart(pick: (part: keyof Draft, key: string) => unknown, like: Draft): Draft {
  const part = <K extends keyof Draft>(name: K): Draft[K] =>
    Object.fromEntries(Object.keys(like[name]).map((key) => [key, pick(name, key)])) as Draft[K];
  return { detail: part('detail'), social: part('social'), privacy: part('privacy'), preferences: part('preferences') };
}

const field = (d: Draft, part: keyof Draft, key: string): unknown => (d[part] as Fields)[key];

/**
 * The form once the saved profile has changed under it (its own save, or a save from elsewhere read again): a field
 * the visitor has not touched shows the new saved value, one they changed keeps what they typed.
 */
export function rebased(base: Draft, draft: Draft, next: Draft): Draft {
  return eachPart((part, key) => (field(draft, part, key) === field(base, part, key) ? field(next, part, key) : field(draft, part, key)), next);
}

/**
 * The form after its save was answered: each field sent and not typed over since shows the stored value (the server
 * trims), so it no longer counts as changed.
 */
export function afterSave(draft: Draft, sent: ProfileBody, stored: Draft): Draft {
  const sentParts = sent as Partial<Record<keyof Draft, Fields>>;
  return eachPart((part, key) => {
    const value = sentParts[part]?.[key];
    return value !== undefined && value === field(draft, part, key) ? field(stored, part, key) : field(draft, part, key);
  }, draft);
}
