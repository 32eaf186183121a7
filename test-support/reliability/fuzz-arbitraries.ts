// fast-check arbitraries for hostile API input. Objects are generated as key/value entry lists and
// serialised by hand, so keys like __proto__ reach the server as JSON text, as an attacker sends them.
import fc from 'fast-check';

/** An object given as its entries (keeps __proto__, duplicates and order exactly as generated). */
export class RawObject {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}

export function serialize(value: unknown): string {
  if (value instanceof RawObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const deep = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

/** Precomputed big values: generated once, shared by every case that draws them. */
export const HUGE = {
  string100k: 'x'.repeat(100_000),
  stringOverLimit: 'y'.repeat(2_200_000),
  array50k: Array.from({ length: 50_000 }, (_, i) => i),
  deepArrays: JSON.parse(deep(2_000, '[', ']')) as unknown,
  deepObjects: JSON.parse(deep(2_000, '{"a":', '}')) as unknown,
};

/** JSON texts nested beyond what a recursive parser or hasher survives. */
export const DEEP_TEXTS = [deep(20_000, '[', ']'), deep(20_000, '{"a":', '}'), deep(200_000, '[', ']')];

export const UNICODE_EDGES = [
  '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\udc00y', '\ud83d', '\u202e\u202dabc', '\ufeff', '\uffff', '\ufffe',
  'e\u0301\u0301\u0301', '👩‍👩‍👧‍👦', '\u2028\u2029', '𝕏'.repeat(50), '\u200b', 'İı', 'ß'.repeat(30), '\\u0000', '\r\n\t\v\f',
];

export const HOSTILE_STRINGS = [
  '<script>window.__xss=1</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE blocks; --", '../../../../etc/passwd',
  '%00', '%2e%2e%2f', '{{constructor.constructor("return this")()}}', '${7*7}', '__proto__', 'constructor', 'prototype',
  'null', 'undefined', 'NaN', '-0', '1e309', ' ', '', 'true',
];

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf'];

export const stringArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
);

export const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
);

const scalarArb: fc.Arbitrary<unknown> = fc.oneof(
  stringArb,
  fc.integer(),
  fc.constantFrom(0, -0, 1, -1, 2 ** 53, -(2 ** 53), 1e308, 5e-324, 0.1),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value: scalars, arrays, objects with hostile keys, deep and huge constants. */
export const valueArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 10, arbitrary: scalarArb },
    { weight: 4, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    { weight: 4, arbitrary: fc.array(fc.tuple(keyArb, tie('value')), { maxLength: 5 }).map((e) => new RawObject(e)) },
    { weight: 1, arbitrary: fc.constantFrom(HUGE.string100k, HUGE.stringOverLimit, HUGE.array50k, HUGE.deepArrays, HUGE.deepObjects) },
  ),
})).value;

/** Text that is not JSON (checked by JSON.parse). */
export const invalidJsonArb: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom('', '{', '}', '{"a":}', "{'a':1}", '{"a":1,}', '[1,2', 'NaN', 'undefined', '{"a":1}}', '\u0000', '{"a":"\\ud800', '{"a":01}', '{"__proto__":', '\ufeff{}'),
    fc.string({ maxLength: 60 }),
    fc.constantFrom(...DEEP_TEXTS),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return DEEP_TEXTS.includes(text);
    } catch {
      return true;
    }
  });

export const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json-patch+json',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/jsonx', 'text/html', 'image/svg+xml', '*/*',
];

export const headerValueArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.e30.', 'Bearer ' + 'A'.repeat(8000)),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
);

/** Generated values (hostile objects, huge arrays) are leaves: mutations land beside them, not inside. */
export function isLeaf(value: unknown): boolean {
  return value instanceof RawObject || (Array.isArray(value) && value.length > 100) ||
    (value !== null && typeof value === 'object' && '__raw' in value);
}

/** All paths (as key lists) into a plain JSON value, the root included. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (isLeaf(value) || prefix.length > 20) return out;
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}
