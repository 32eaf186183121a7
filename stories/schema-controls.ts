// Storybook controls (argTypes) from a block's JSON Schema, so no block needs a hand-written story:
// enum -> select, boolean -> toggle, number/integer -> number with its bounds, string -> text (color widget ->
// color picker), arrays, objects, unions and per-breakpoint values -> object (JSON) editor.
import type { JsonSchema } from '../renderer';
import { isBlockType } from '../schemas';
import { blockSchemas } from '../schemas/validators';

/**
 * The full JSON Schema of a block type (examples, every property). The registry carries only a summary
 * (title, group, defaults) so that attendee pages do not download every schema.
 */
export function fullSchemaOf(type: string): JsonSchema {
  if (!isBlockType(type)) throw new Error(`No block schema for type ${type}`);
  return blockSchemas[type];
}

export type ControlSpec =
  | { type: 'select'; labels?: Record<string, string> }
  | { type: 'boolean' }
  | { type: 'number'; min?: number; max?: number; step?: number }
  | { type: 'text' }
  | { type: 'color' }
  | { type: 'object' };

export interface SchemaArgType {
  name: string;
  description?: string;
  control: ControlSpec;
  options?: readonly (string | number)[];
  table: { category?: string; type: { summary: string }; defaultValue?: { summary: string } };
}

/** Resolves a `$ref` (as written in the schema) to the schema it points at, or undefined when unknown. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows `$ref` chains (with a guard against cycles) and returns the schema they end at. */
function deref(schema: JsonSchema, resolve: RefResolver, seen: Set<string> = new Set()): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || seen.has(ref)) return schema;
  seen.add(ref);
  const target = resolve(ref);
  if (!target) return schema;
  // Keywords written beside $ref (description, x-interface...) describe this use of the target: keep them.
  const { $ref: _ref, ...rest } = schema;
  return { ...deref(target, resolve, seen), ...rest };
}

/** All properties of an object schema, including those it takes from `allOf` parts and referenced bases. */
export function collectProperties(
  schema: JsonSchema,
  resolve: RefResolver = () => undefined,
): Record<string, JsonSchema> {
  const root = deref(schema, resolve);
  const out: Record<string, JsonSchema> = {};
  const parts = Array.isArray(root.allOf) ? root.allOf.filter(isObject) : [];
  for (const part of parts) Object.assign(out, collectProperties(part, resolve));
  if (isObject(root.properties)) {
    for (const [name, prop] of Object.entries(root.properties))
      if (isObject(prop)) out[name] = deref(prop, resolve);
  }
  return out;
}

function primaryType(schema: JsonSchema): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x): x is string => typeof x === 'string' && x !== 'null');
  return undefined;
}

function enumOf(schema: JsonSchema): (string | number)[] | undefined {
  const values = schema.enum;
  if (!Array.isArray(values)) return undefined;
  const usable = values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  return usable.length > 0 ? usable : undefined;
}

function typeSummary(schema: JsonSchema): string {
  const alternatives = [schema.anyOf, schema.oneOf].find(Array.isArray)?.filter(isObject);
  if (alternatives) {
    // The object alternative of an x-breakpoints property is the { mobile, …, ultrawide } form.
    const parts = alternatives.map((a) =>
      schema['x-breakpoints'] === true && primaryType(a) === 'object' ? 'per breakpoint' : typeSummary(a),
    );
    return [...new Set(parts)].join(' | ');
  }
  const options = enumOf(schema);
  if (options) return options.map((o) => JSON.stringify(o)).join(' | ');
  const type = primaryType(schema);
  if (type === 'array' && isObject(schema.items)) return `${typeSummary(schema.items)}[]`;
  return type ?? 'object';
}

/** The control for one property schema. */
export function controlFor(schema: JsonSchema): { control: ControlSpec; options?: (string | number)[] } {
  // A per-breakpoint property takes either one value or { mobile, tablet, ... }: only the JSON editor can express both.
  if (schema['x-breakpoints'] === true) return { control: { type: 'object' } };
  const options = enumOf(schema);
  if (options) return { control: { type: 'select' }, options };
  switch (primaryType(schema)) {
    case 'boolean':
      return { control: { type: 'boolean' } };
    case 'integer':
    case 'number': {
      const control: ControlSpec = { type: 'number' };
      if (typeof schema.minimum === 'number') control.min = schema.minimum;
      if (typeof schema.maximum === 'number') control.max = schema.maximum;
      if (primaryType(schema) === 'integer') control.step = 1;
      return { control };
    }
    case 'string':
      return { control: { type: schema['x-widget'] === 'color' ? 'color' : 'text' } };
    default:
      return { control: { type: 'object' } };
  }
}

/** Storybook argTypes for every property of a block schema, described and grouped by `x-interface`. */
export function argTypesFromSchema(schema: JsonSchema, resolve?: RefResolver): Record<string, SchemaArgType> {
  const result: Record<string, SchemaArgType> = {};
  for (const [name, prop] of Object.entries(collectProperties(schema, resolve))) {
    const { control, options } = controlFor(prop);
    const description =
      typeof prop.description === 'string'
        ? prop.description
        : typeof prop.title === 'string'
          ? prop.title
          : undefined;
    const argType: SchemaArgType = { name, control, table: { type: { summary: typeSummary(prop) } } };
    if (description) argType.description = description;
    if (options) argType.options = options;
    if (typeof prop['x-interface'] === 'string') argType.table.category = prop['x-interface'];
    if (prop.default !== undefined) argType.table.defaultValue = { summary: JSON.stringify(prop.default) };
    result[name] = argType;
  }
  return result;
}

/** The schema's `examples` that are props objects (anything else cannot be a block's props). */
export function schemaExamples(schema: JsonSchema): Record<string, unknown>[] {
  const examples = schema.examples;
  return Array.isArray(examples) ? examples.filter(isObject) : [];
}
