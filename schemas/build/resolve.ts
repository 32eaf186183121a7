import { getByPointer, isSchemaNode, mapSchema, type SchemaNode } from './walk';

/** Where every schema's `$id` lives; relative `$ref`s resolve against it as URLs. */
export const schemaIdBase = 'https://conference.example/schemas/';

export const blockBaseId = `${schemaIdBase}common/block-base.schema.json`;

/**
 * Replaces every `$ref` that leaves its document (relative file or absolute id) with
 * a copy of the target, so each resolved schema stands alone: the editor and the
 * generated validators get one self-contained object per block. Refs inside the
 * same document (`#/definitions/...`) stay, because recursive shapes (menu items)
 * need them. Sibling keywords of an external `$ref` (descriptions, x- annotations)
 * are kept on top of the copy.
 */
export function inlineExternalRefs(schema: SchemaNode, baseId: string, byId: ReadonlyMap<string, SchemaNode>): SchemaNode {
  const resolveIn = (node: SchemaNode, docId: string, trail: readonly string[]): SchemaNode =>
    mapSchema(node, (current) => {
      const ref = current.$ref;
      if (typeof ref !== 'string') return current;
      const url = new URL(ref, docId);
      const targetDocId = url.href.replace(/#.*$/, '');
      // A local ref is fine in the document being resolved, but not inside an inlined copy.
      if (targetDocId === baseId) return { ...current, $ref: url.hash || '#' };
      const key = url.href;
      if (trail.includes(key)) throw new Error(`Circular $ref across files: ${[...trail, key].join(' -> ')}`);
      const doc = byId.get(targetDocId);
      if (!doc) throw new Error(`$ref ${ref} (from ${docId}) names no known schema ${targetDocId}`);
      const target = getByPointer(doc, url.hash);
      if (!isSchemaNode(target)) throw new Error(`$ref ${ref} (from ${docId}) points at nothing`);
      const copy = resolveIn(target, targetDocId, [...trail, key]);
      const { $id: _id, $schema: _s, definitions: _d, ...body } = copy;
      const { $ref: _r, ...siblings } = current;
      return { ...body, ...siblings };
    });
  return resolveIn(schema, baseId, []);
}

/**
 * A block schema says `allOf: [{ $ref: block-base }]`. Draft-07 cannot combine that
 * with `additionalProperties: false` (the base props would be "additional"), so the
 * base properties are merged into the block's own list and the allOf is dropped.
 */
export function mergeBlockBase(block: SchemaNode, base: SchemaNode, blockId: string): SchemaNode {
  const allOf = Array.isArray(block.allOf) ? block.allOf : [];
  const refersToBase = (entry: unknown) =>
    isSchemaNode(entry) && typeof entry.$ref === 'string' && new URL(entry.$ref, blockId).href === blockBaseId;
  if (!allOf.some(refersToBase)) throw new Error(`${blockId}: a block schema must include allOf [{ $ref: block-base }]`);
  const rest = allOf.filter((entry) => !refersToBase(entry));
  const own = isSchemaNode(block.properties) ? block.properties : {};
  const baseProps = isSchemaNode(base.properties) ? base.properties : {};
  for (const name of Object.keys(own)) {
    if (name in baseProps) throw new Error(`${blockId}: property ${name} is a common prop; do not redefine it`);
  }
  const { allOf: _a, ...withoutAllOf } = block;
  const merged: SchemaNode = { ...withoutAllOf, properties: { ...own, ...baseProps }, additionalProperties: false };
  if (rest.length > 0) merged.allOf = rest;
  return merged;
}

/**
 * `x-breakpoints: true` means "this value, or an object giving it per breakpoint".
 * The node becomes an anyOf of [the plain value, { mobile?, smallTablet?, ... }];
 * annotations stay on the outer node so the editor still finds title, widget and
 * default there, and anyOf[0] is the plain value's schema.
 */
export function expandBreakpoints(schema: SchemaNode, breakpoints: readonly string[]): SchemaNode {
  const annotationKeys = ['title', 'description', 'default', 'examples', '$comment'];
  return mapSchema(schema, (node) => {
    if (node['x-breakpoints'] !== true) return node;
    const outer: SchemaNode = {};
    const value: SchemaNode = {};
    for (const [key, v] of Object.entries(node)) {
      if (key.startsWith('x-') || annotationKeys.includes(key)) outer[key] = v;
      else value[key] = v;
    }
    const perBreakpoint: SchemaNode = {
      type: 'object',
      properties: Object.fromEntries(breakpoints.map((name) => [name, value])),
      additionalProperties: false,
      minProperties: 1,
    };
    return { ...outer, anyOf: [value, perBreakpoint] };
  });
}

const annotationKeywords = ['title', 'description', 'default', 'examples', '$comment'];

/** The validator only needs assertions; annotations would only make the bundle bigger. */
export function stripAnnotations(schema: SchemaNode): SchemaNode {
  return mapSchema(schema, (node) =>
    Object.fromEntries(Object.entries(node).filter(([key]) => !key.startsWith('x-') && !annotationKeywords.includes(key))),
  );
}

/**
 * json-schema-to-typescript turns every titled subschema into a named type. Only the
 * root and the root's `definitions` entries should be named; property labels should not.
 */
export function stripNestedTitles(schema: SchemaNode): SchemaNode {
  const out = mapSchema(schema, (node, isRoot) => {
    if (isRoot || !('title' in node)) return node;
    const { title: _t, ...rest } = node;
    return rest;
  });
  const original = schema.definitions;
  const stripped = out.definitions;
  if (isSchemaNode(original) && isSchemaNode(stripped)) {
    for (const [name, value] of Object.entries(original)) {
      const target = stripped[name];
      if (isSchemaNode(value) && isSchemaNode(target) && typeof value.title === 'string') {
        stripped[name] = { title: value.title, ...target };
      }
    }
  }
  return out;
}
