import { type JsonSchema } from '../../schemas';
import { settingsSchema } from '../../schemas/validators';

/** A schema with its local `#/definitions/…` reference followed (the settings schema's only kind of $ref). */
export function resolveRef(schema: JsonSchema, root: JsonSchema = settingsSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return schema;
  const target = root.definitions?.[ref.slice('#/definitions/'.length)];
  if (!target) return schema;
  const { $ref: _ref, ...rest } = schema;
  return resolveRef({ ...target, ...rest }, root);
}

/** For `anyOf: [X, { type: 'null' }]`: X and that the value may be null; otherwise undefined. */
export function nullableOf(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const other = branches.find((b) => b.type !== 'null');
  if (!other || !branches.some((b) => b.type === 'null')) return undefined;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...other, ...rest };
}

export interface SettingsCategory {
  /** The part before the slash of x-category. */
  top: string;
  subs: { sub: string; names: string[] }[];
}

/** The settings grouped by their x-category ('Top' or 'Top/Sub'), in the schema's order. */
export function settingsCategories(schema: JsonSchema = settingsSchema): SettingsCategory[] {
  const tops: SettingsCategory[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const [top = 'Other', sub = ''] = String(property['x-category'] ?? 'Other').split('/', 2);
    let category = tops.find((c) => c.top === top);
    if (!category) tops.push((category = { top, subs: [] }));
    let group = category.subs.find((s) => s.sub === sub);
    if (!group) category.subs.push((group = { sub, names: [] }));
    group.names.push(name);
  }
  return tops;
}

/** JSON pointer of a child: `/menus` + `anonymousNavigation` -> `/menus/anonymousNavigation`. */
export function childPath(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** An id usable in the DOM for a JSON pointer. */
export function fieldId(path: string): string {
  return `site-setting${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
