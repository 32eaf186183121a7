import type { JsonSchema } from './types';

/**
 * Fills the top-level `default`s of the schema's properties that the stored props leave undefined.
 * Shallow on purpose: nested objects are the block's own business, and stored content stays as saved.
 */
export function applySchemaDefaults(
  schema: JsonSchema | undefined,
  props: Readonly<Record<string, unknown>> | null | undefined,
): Readonly<Record<string, unknown>> {
  const stored = props ?? EMPTY;
  let out: Record<string, unknown> | null = null;
  for (const [name, value] of defaultsOf(schema)) {
    if (stored[name] !== undefined) continue;
    // Copy only when something is filled in: with nothing missing the stored object is passed as it is.
    out ??= { ...stored };
    out[name] = structuredCloneSafe(value);
  }
  return out ?? stored;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

// The (name, default) pairs of a schema, worked out once per schema object rather than once per block.
const cache = new WeakMap<object, readonly (readonly [string, unknown])[]>();

function defaultsOf(schema: JsonSchema | undefined): readonly (readonly [string, unknown])[] {
  if (!schema) return [];
  let pairs = cache.get(schema);
  if (!pairs) {
    const properties = schema.properties;
    pairs =
      properties && typeof properties === 'object'
        ? Object.entries(properties as Record<string, unknown>)
            .filter(([, def]) => def !== null && typeof def === 'object' && 'default' in def)
            .map(([name, def]) => [name, (def as { default: unknown }).default] as const)
        : [];
    cache.set(schema, pairs);
  }
  return pairs;
}

// A block that mutates its props must not change the schema's default for every other block.
function structuredCloneSafe(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : value;
}
