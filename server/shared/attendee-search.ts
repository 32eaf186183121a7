// Finding attendees by the words they are known by: the directory's search and suggestions (server/attendees) and
// the meeting picker (server/meetings) ask the same indexes (migrations 009 and 018).

/** Words of a search as a prefix tsquery ('ave:* & con:*'), or null when nothing searchable is left. */
export function prefixTsquery(search: string): string | null {
  const words = search.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** The words of a listed attendee's names, as attendees_name_words indexes them; only with `a.listed`. */
export const NAME_WORDS_SQL = `to_tsvector('simple', translate(a.name_key, '|', ' '))`;
