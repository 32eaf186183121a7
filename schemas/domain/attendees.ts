/**
 * Attendee and profile rules both the server and the blocks apply (docs/behaviour/attendees-and-profile.md), so the directory's
 * cards, the profile page and the API agree.
 */
import type { ProfileMetadata } from '../generated/types';

/** docs/behaviour/attendees-and-profile.md: the biography is cut at 350 characters in lists. */
export const BIO_LIST_LENGTH = 350;

export function truncateBio(bio: string, max = BIO_LIST_LENGTH): string {
  if (bio.length <= max) return bio;
  return `${bio.slice(0, max).trimEnd()}…`;
}

/**
 * docs/behaviour/attendees-and-profile.md, autofill: the typed text without its trailing dots and whitespace ("Avery A. " -> "Avery A").
 * Suggestions start at 2 characters (docs/behaviour/attendees-and-profile.md); shorter text answers null (no suggestions).
 */
export function autofillQuery(raw: string): string | null {
  const text = raw.replace(/[.\s]+$/u, '').trimStart();
  return text.length >= 2 ? text : null;
}

/** docs/behaviour/attendees-and-profile.md: consent applies only to a signed-in visitor who is not from Korea. */
export function consentApplies(signedIn: boolean, country: string): boolean {
  return signedIn && country.toUpperCase() !== 'KR';
}

type Item = ProfileMetadata['sections'][number]['itemsToShow'][number];

/** The value at a dotted path of the profile ("detail.biography", "privacy.attendeeDirectory"). */
export function readProfilePath(profile: unknown, path: string): unknown {
  let value: unknown = profile;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function isComplete(item: Item, value: unknown): boolean {
  switch (item.style) {
    // Read-only items (names from registration) count as complete: the attendee cannot change them.
    case 'readonly':
      return true;
    // A select group needs a value chosen (false and 0 are values; null, undefined and '' are not).
    case 'select-group':
      return value !== undefined && value !== null && value !== '';
    case 'nested':
    case 'multi-select':
      return Array.isArray(value) && value.length > 0;
    // picture, text, text-area, options: a truthy value.
    default:
      return Boolean(value);
  }
}

/**
 * docs/behaviour/attendees-and-profile.md: the weighted share of completed items, rounded down; 0 when there are no
 * weights.
 */
export function profileCompletion(metadata: ProfileMetadata, profile: unknown): number {
  let total = 0;
  let done = 0;
  for (const section of metadata.sections) {
    for (const item of section.itemsToShow) {
      const weight = item.completionWeight;
      if (!(weight > 0)) continue;
      total += weight;
      if (isComplete(item, readProfilePath(profile, item.path))) done += weight;
    }
  }
  return total === 0 ? 0 : Math.floor((done / total) * 100);
}
