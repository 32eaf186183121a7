/** A stored text that is a translation key (spec 000 section 5: translate. then letters, digits, dots, hyphens). */
export const TRANSLATION_KEY = /^translate\.[A-Za-z0-9.-]+$/;

/** Answers the text for a key, or undefined when the key has no translation (the key itself is then shown). */
export type Translate = (key: string) => string | undefined;

/**
 * Replaces every translation-key string in the props (at any depth) with its text. Returns the same object
 * when nothing changed, so memoised blocks stay referentially equal.
 */
export function translateProps<T>(value: T, translate: Translate | null): T {
  if (!translate) return value;
  return walk(value, translate) as T;
}

function walk(value: unknown, translate: Translate): unknown {
  if (typeof value === 'string') {
    if (!TRANSLATION_KEY.test(value)) return value;
    return translate(value) ?? value;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = walk(item, translate);
      if (next !== item) {
        out ??= value.slice();
        out[i] = next;
      }
    });
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | null = null;
    for (const [k, item] of Object.entries(value)) {
      const next = walk(item, translate);
      if (next !== item) {
        out ??= { ...(value as Record<string, unknown>) };
        out[k] = next;
      }
    }
    return out ?? value;
  }
  return value;
}
