/** A JSON Schema node as read from disk: plain JSON. */
export type SchemaNode = { [key: string]: unknown };

const singleSchemaKeys = ['additionalProperties', 'additionalItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
const schemaArrayKeys = ['allOf', 'anyOf', 'oneOf'];
const schemaMapKeys = ['properties', 'patternProperties', 'definitions', 'dependencies'];

export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rebuilds a schema bottom-up, calling `visit` on every subschema (children first).
 * It knows which keywords hold subschemas, so a property *named* "description" or
 * "default" is never mistaken for the keyword of that name.
 */
export function mapSchema(node: SchemaNode, visit: (node: SchemaNode, isRoot: boolean) => SchemaNode): SchemaNode {
  const walk = (current: SchemaNode, isRoot: boolean): SchemaNode => {
    const out: SchemaNode = { ...current };
    for (const key of singleSchemaKeys) {
      const child = current[key];
      if (isSchemaNode(child)) out[key] = walk(child, false);
    }
    for (const key of schemaArrayKeys) {
      const list = current[key];
      if (Array.isArray(list)) out[key] = list.map((c) => (isSchemaNode(c) ? walk(c, false) : c));
    }
    const items = current.items;
    if (isSchemaNode(items)) out.items = walk(items, false);
    else if (Array.isArray(items)) out.items = items.map((c) => (isSchemaNode(c) ? walk(c, false) : c));
    for (const key of schemaMapKeys) {
      const map = current[key];
      if (!isSchemaNode(map)) continue;
      const next: SchemaNode = {};
      for (const [name, child] of Object.entries(map)) next[name] = isSchemaNode(child) ? walk(child, false) : child;
      out[key] = next;
    }
    return visit(out, isRoot);
  };
  return walk(node, true);
}

/** Reads `#/a/b` of a document (JSON pointer, with ~0 ~1 escapes). */
export function getByPointer(doc: unknown, fragment: string): unknown {
  const pointer = fragment.replace(/^#/, '');
  if (pointer === '' || pointer === '/') return doc;
  let current: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isSchemaNode(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
