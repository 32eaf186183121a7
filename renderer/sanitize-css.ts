// The one check for style values from content: the sanitiser's style attributes, button styles and the block
// wrapper's props all go through it.
//
// An allow-list, not a deny-list: a declaration passes only when its property is one of the vetted ones and its
// value is made of vetted tokens (numbers and lengths, colours, keywords, quoted font names, and calls of a few
// functions: colours, gradients, calc/min/max/clamp, var, filters). Everything that can fetch (url(), image-set(),
// image(), cross-fade(), element(), @import), escape (backslashes), comment or end a declaration is refused,
// because none of those tokens exists in the grammar.
import { ALLOWED_CSS_FUNCTIONS, ALLOWED_CSS_PROPERTIES } from './sanitize-css-rules';

const MAX_VALUE_LENGTH = 300;

// One token at a time, anchored at the current position (sticky).
const TOKEN =
  /\s+|[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:%|[a-z]{1,4})?|#[0-9a-f]{3,8}\b|--[a-z0-9_-]+|[a-z_-][a-z0-9_-]*\(?|,|\/(?!\*)|\)|\+|\*|"[^"\\\n\r]*"|'[^'\\\n\r]*'|!important/iy;

/** A style value for `property`, when the property is vetted and every token of the value is; else undefined. */
export function safeCssValue(property: string, value: unknown): string | undefined {
  const name = property.trim().toLowerCase();
  if (!isAllowedProperty(name)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '' || v.length > MAX_VALUE_LENGTH) return undefined;
  return isSafeValue(v) ? v : undefined;
}

export function isAllowedProperty(name: string): boolean {
  return ALLOWED_CSS_PROPERTIES.has(name) || /^--[a-z0-9_-]{1,64}$/.test(name);
}

function isSafeValue(value: string): boolean {
  let depth = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < value.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(value);
    if (!match || match.index !== at || match[0] === '') return false;
    const token = match[0];
    if (token.endsWith('(')) {
      if (!ALLOWED_CSS_FUNCTIONS.has(token.slice(0, -1).toLowerCase())) return false;
      depth += 1;
    } else if (token === ')') {
      depth -= 1;
      if (depth < 0) return false;
    } else if (/^!important$/i.test(token) && TOKEN.lastIndex !== value.length) {
      return false;
    }
  }
  return depth === 0;
}

/**
 * A style attribute's text with only vetted declarations left, or null when none is. Declarations are split on
 * `;` (a quoted `;` makes both halves fail the grammar, so it is dropped, never misread) and written back as
 * `name: value`.
 */
export function sanitizeStyleAttribute(text: string): string | null {
  if (text.length > 4000) return null;
  const kept: string[] = [];
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = safeCssValue(name, declaration.slice(colon + 1));
    if (value !== undefined) kept.push(`${name}: ${value}`);
  }
  return kept.length > 0 ? kept.join('; ') : null;
}

/** Content's style objects (CSS names or camelCase) as React style props, vetted declaration by declaration. */
export function safeStyleObject(styles: unknown): Record<string, string> | undefined {
  if (!styles || typeof styles !== 'object' || Array.isArray(styles)) return undefined;
  const out: Record<string, string> = {};
  for (const [raw, value] of Object.entries(styles as Record<string, unknown>)) {
    const cssName = raw.startsWith('--') ? raw : raw.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const safe = safeCssValue(cssName, value);
    if (safe === undefined) continue;
    const key = cssName.startsWith('--') ? cssName : cssName.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[key] = safe;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
