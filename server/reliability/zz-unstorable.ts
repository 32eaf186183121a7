const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorable(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s) || s.startsWith('\uFEFF');
}

/**
 * The path of the first string (or object key) PostgreSQL cannot store (NUL, an unpaired surrogate) or
 * PGlite reads back altered (a leading U+FEFF); undefined when every string is storable. Iterative, so
 * deep nesting cannot overflow the stack.
 */
export function findUnstorableString(value: unknown, path = ''): string | undefined {
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [v, p] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (unstorable(v)) return p || '/';
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, `${p}/${i}`]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (unstorable(k)) return `${p}/${k}`;
        stack.push([x, `${p}/${k}`]);
      }
    }
  }
  return undefined;
}
