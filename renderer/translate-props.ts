/** A stored text that is a translation key (docs/behaviour/translations.md: translate. then letters, digits, dots, hyphens). */
export const TRANSLATION_KEY = /^translate\.[A-Za-z0-9.-]+$/;

/**
 * Answers the text for a key, or undefined when the key has no translation (the key itself is then shown); and,
 * when it can, a block type's text default (its schema's English) in the visitor's language (renderer/defaults.ts).
 */
export interface Translate {
  (key: string): string | undefined;
  defaultText?: (blockType: string, prop: string, english: string) => string;
}

/**
 * Replaces every translation-key string in the props (at any depth) with its text. Returns the same object
 * when nothing changed, so memoised blocks stay referentially equal.
 */
export function translateProps<T>(value: T, translate: Translate | null): T {
  if (!translate) return value;
  return walk(value, translate) as T;
}

const PREFIX = 'translate.';

// Runs for every string of every block's props on each render of a page (the demo's 1000-block bench page:
// 6000 strings, 1900 of them keys), so the common answer, "not a key", is found by a prefix test before the full rule; plain loops
// rather than forEach/Object.entries keep the walk from allocating when nothing changes.
function walk(value: unknown, translate: Translate): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(PREFIX) || !TRANSLATION_KEY.test(value)) return value;
    return translate(value) ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = walk(item, translate);
      if (next !== item) {
        out ??= value.slice();
        out[i] = next;
      }
    }
    return out ?? value;
  }
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  // for-in allocates no key list; props are plain JSON objects (no inherited enumerable keys), and the own-key
  // check keeps it so for anything else.
  for (const k in record) {
    if (!Object.prototype.hasOwnProperty.call(record, k)) continue;
    const item = record[k];
    const next = walk(item, translate);
    if (next !== item) {
      out ??= { ...record };
      out[k] = next;
    }
  }
  return out ?? value;
}
