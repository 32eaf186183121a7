// Search text normalisation (docs/behaviour/catalog.md): quoted parts kept, tokens with special characters quoted, empty
// becomes a wildcard. The result is also turned into a PostgreSQL tsquery (to_tsquery syntax): every part must
// match (AND), a quoted part as a phrase (<->), the last plain word as a prefix (:*) so results follow typing.

export interface NormalisedSearch {
  /** The normalised text shown back to the client: '*' for the wildcard. */
  text: string;
  /** to_tsquery input, or null for the wildcard (no text condition). */
  tsquery: string | null;
}

export const WILDCARD = '*';

type Part = { kind: 'word'; text: string } | { kind: 'phrase'; text: string };

const PLAIN = /^[\p{L}\p{N}]+$/u;
// Straight and typographic double quotes both open and close a quoted part.
const PARTS = /["“”„]([^"“”„]*)["“”„]?|([^\s"“”„]+)/gu;

function partsOf(raw: string): Part[] {
  const parts: Part[] = [];
  for (const m of raw.matchAll(PARTS)) {
    const quoted = m[1];
    if (quoted !== undefined) {
      const text = quoted.trim().replace(/\s+/g, ' ');
      if (text !== '') parts.push({ kind: 'phrase', text });
      continue;
    }
    const token = m[2] ?? '';
    if (token === WILDCARD) continue;
    parts.push(PLAIN.test(token) ? { kind: 'word', text: token } : { kind: 'phrase', text: token });
  }
  return parts;
}

/** A tsquery operand: quoted, so the text parser splits it and no character is an operator. */
const operand = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export function normaliseSearch(raw: string | undefined): NormalisedSearch {
  const parts = partsOf((raw ?? '').slice(0, 500));
  if (parts.length === 0) return { text: WILDCARD, tsquery: null };
  const text = parts.map((p) => (p.kind === 'phrase' ? `"${p.text}"` : p.text)).join(' ');
  const last = parts.length - 1;
  const tsquery = parts
    .map((p, i) => {
      if (p.kind === 'word') return i === last ? `${operand(p.text)}:*` : operand(p.text);
      return `(${p.text.split(' ').map(operand).join(' <-> ')})`;
    })
    .join(' & ');
  return { text, tsquery };
}

/** Straight quotes in a title become typographic (docs/behaviour/catalog.md): “…” and ‘…’, apostrophes ’. */
export function typographicQuotes(title: string): string {
  return title
    .replace(/(^|[\s([{\u2014-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{\u2014-])'/g, '$1‘')
    .replace(/'/g, '’');
}
