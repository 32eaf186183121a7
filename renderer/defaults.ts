import { translateProps } from './translate-props';
import type { Translate } from './translate-props';
import type { JsonSchema } from './types';

/**
 * Fills the top-level `default`s of the schema's properties that the stored props leave undefined.
 * Shallow on purpose: nested objects are the block's own business, and stored content stays as saved.
 */
export function applySchemaDefaults(
  schema: JsonSchema | undefined,
  props: Readonly<Record<string, unknown>> | null | undefined,
): Readonly<Record<string, unknown>> {
  return fillSchemaDefaults(schema, props ?? EMPTY, false);
}

/**
 * applySchemaDefaults for the renderer, which runs it for every block of a page: with `owned`, `props` is a
 * fresh copy the caller made (the translated props) and is filled in place rather than copied again; the
 * defaults filled in are translated with `translate` when the schema's defaults hold a translation key.
 */
export function fillSchemaDefaults(
  schema: JsonSchema | undefined,
  props: Readonly<Record<string, unknown>>,
  owned: boolean,
  translate: Translate | null = null,
  blockType = '',
): Readonly<Record<string, unknown>> {
  const d = defaultsOf(schema);
  let out: Record<string, unknown> | null = owned ? (props as Record<string, unknown>) : null;
  for (let i = 0; i < d.names.length; i++) {
    const name = d.names[i]!;
    if (props[name] !== undefined) continue;
    // Copy only when something is filled in: with nothing missing the stored object is passed as it is.
    out ??= { ...props };
    const value = d.empty[i] ? EMPTY_LIST : d.objects[i] ? cloneJson(d.values[i]) : d.values[i];
    // Words a visitor reads (marked x-text by the schema summaries) show in the visitor's language.
    if (d.texts[i] && translate?.defaultText) out[name] = translate.defaultText(blockType, name, value as string);
    else out[name] = translate && d.mapped ? translateProps(value, translate) : value;
  }
  return out ?? props;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

/** A schema's defaults, worked out once per schema object rather than once per block. */
interface Defaults {
  names: readonly string[];
  values: readonly unknown[];
  /** Which values are objects or arrays (copied for each block). */
  objects: readonly boolean[];
  /** Which values are empty lists: one frozen list shared by every block instead of a copy each. */
  empty: readonly boolean[];
  /** Whether any default holds a translation key (only then can translation change one). */
  mapped: boolean;
  /** Which values are words a visitor reads (schemas/domain/text-defaults.ts), shown in the visitor's language. */
  texts: readonly boolean[];
}

const NO_DEFAULTS: Defaults = { names: [], values: [], objects: [], empty: [], mapped: false, texts: [] };
// Every block has four visibility lists defaulting to []: on a 1000-block page, copying them was most of what
// the renderer allocated. Frozen, a block that changed its props in place (a bug: props are read-only) fails
// visibly instead of changing the default for every other block.
const EMPTY_LIST: readonly unknown[] = Object.freeze([]);

const cache = new WeakMap<object, Defaults>();

function defaultsOf(schema: JsonSchema | undefined): Defaults {
  if (!schema) return NO_DEFAULTS;
  let d = cache.get(schema);
  if (!d) {
    const properties = schema.properties;
    const pairs =
      properties && typeof properties === 'object'
        ? Object.entries(properties as Record<string, unknown>)
            .filter(([, def]) => def !== null && typeof def === 'object' && 'default' in def)
            .map(([name, def]) => [name, (def as { default: unknown }).default, (def as { 'x-text'?: boolean })['x-text'] === true] as const)
        : [];
    d = {
      names: pairs.map(([name]) => name),
      values: pairs.map(([, value]) => value),
      objects: pairs.map(([, value]) => value !== null && typeof value === 'object'),
      empty: pairs.map(([, value]) => Array.isArray(value) && value.length === 0),
      mapped: pairs.some(([, value]) => JSON.stringify(value).includes('"translate.')),
      texts: pairs.map(([, , text]) => text),
    };
    cache.set(schema, d);
  }
  return d;
}

// A block that mutates its props must not change the schema's default for every other block. Defaults are JSON,
// copied here without a JSON round trip, which cost more than the rest of the renderer's work for a block on a
// 1000-block page (empty ones are shared frozen, above).
function cloneJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) out[k] = cloneJson((value as Record<string, unknown>)[k]);
  return out;
}
