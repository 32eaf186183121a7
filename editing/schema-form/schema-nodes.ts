import type { JsonSchema } from '../../schemas';

/** A schema with its local `#/definitions/…` reference followed (the only kind of $ref our schemas use). */
export function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return schema;
  const target = root.definitions?.[ref.slice('#/definitions/'.length)];
  if (!target) return schema;
  const { $ref: _ref, ...rest } = schema;
  return resolveRef({ ...target, ...rest }, root);
}

/** For `anyOf: [X, { type: 'null' }]`: X with the outer annotations; otherwise undefined. */
export function nullableOf(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const other = branches.find((b) => b.type !== 'null');
  if (!other || !branches.some((b) => b.type === 'null')) return undefined;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...other, ...rest };
}

/** The schema a widget edits: nullable unwrapped, reference followed. */
export function editedSchema(schema: JsonSchema, root: JsonSchema): JsonSchema {
  return resolveRef(nullableOf(schema) ?? schema, root);
}

/** The one type of a schema (`["string", "null"]` counts as string); undefined for none or several. */
export function singleType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((x) => x !== 'null');
    return types.length === 1 ? types[0] : undefined;
  }
  return undefined;
}

/** The item schema of an array schema (the first one of a tuple). */
export function itemSchemaOf(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  return editedSchema(items ?? {}, root);
}

/** JSON pointer of a child: `/menus` + `anonymousNavigation` -> `/menus/anonymousNavigation`. */
export function childPath(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** An id usable in the DOM for a JSON pointer, under a prefix that keeps two forms on one page apart. */
export function fieldDomId(prefix: string, path: string): string {
  return `${prefix}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The value a new list item or a newly shown field starts with. */
export function emptyValue(raw: JsonSchema, root: JsonSchema): unknown {
  const schema = editedSchema(raw, root);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (singleType(schema)) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) out[key] = emptyValue(property, root);
      }
      return out;
    }
    default:
      return '';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Splits a JSON pointer into its keys. */
export function pointerKeys(path: string): string[] {
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * `root` with the value at `path` replaced (undefined removes an object's key), copying only the containers on
 * the way; a missing container on the way becomes an object.
 */
export function setAtPointer(root: unknown, path: string, value: unknown): unknown {
  const keys = pointerKeys(path);
  const set = (node: unknown, depth: number): unknown => {
    if (depth === keys.length) return value;
    const key = keys[depth]!;
    if (Array.isArray(node)) {
      const index = Number(key);
      const copy = [...node];
      copy[index] = set(node[index], depth + 1);
      return copy;
    }
    const object = isRecord(node) ? node : {};
    const next = set(object[key], depth + 1);
    const copy = { ...object };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    return copy;
  };
  return set(root, 0);
}
