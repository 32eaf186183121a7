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

/** The body that saves one tab's part. */
export function bodyFor(tab: 'profile' | 'privacy' | 'preferences', d: Draft): ProfileBody {
  if (tab === 'profile') return { detail: d.detail, social: d.social };
  if (tab === 'privacy') return { privacy: d.privacy };
  return { preferences: d.preferences };
}
