import { type JsonSchema } from '../../schemas';
import { settingsSchema } from '../../schemas/validators';
import { nullableOf, resolveRef } from './schema-nodes';

/**
 * The editing widgets. The choice reads the schema (type, enum, format, x-widget) and, for a few value kinds the
 * schema cannot name, the property name (colours, scope lists); anything else falls back to JSON.
 */
export type WidgetKind =
  | 'switch'
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'date-time'
  | 'color'
  | 'phase-set'
  | 'scope-set'
  | 'string-list'
  | 'list'
  | 'object'
  | 'json';

/** The scopes of spec 000 section 6, offered as check boxes wherever a setting lists scopes. */
export const KNOWN_SCOPES = [
  'meetings',
  'side-meetings',
  'expertconnect',
  'event-tools',
  'inperson',
  'attendee-directory',
  'siteeditor',
  'contenteditor',
  'session-catalog',
] as const;

const isPhaseId = (items: JsonSchema | undefined) => items?.$ref === '#/definitions/phaseId';

export function widgetFor(raw: JsonSchema, name: string): WidgetKind {
  const nullable = nullableOf(raw);
  if (nullable) return widgetFor(nullable, name);
  const schema = resolveRef(raw);
  const items = Array.isArray(schema.items) ? undefined : schema.items;
  if (schema['x-widget'] === 'date-time' || schema.format === 'date-time') return 'date-time';
  if (schema.type === 'array' && isPhaseId(items)) return 'phase-set';
  if (schema.type === 'array' && (schema['x-widget'] === 'scopes' || name === 'permissions')) return 'scope-set';
  if (Array.isArray(schema.enum)) return 'select';
  switch (schema.type) {
    case 'boolean':
      return 'switch';
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      if (/colou?r$/i.test(name)) return 'color';
      return name === 'content' || schema['x-widget'] === 'richtext' ? 'textarea' : 'text';
    case 'array': {
      const item = items ? resolveRef(items) : undefined;
      if (item?.type === 'string' && !Array.isArray(item.enum)) return 'string-list';
      if (item?.type === 'object' && item.properties) return 'list';
      return 'json';
    }
    case 'object':
      return schema.properties && Object.keys(schema.properties).length > 0 ? 'object' : 'json';
    default:
      return 'json';
  }
}

/**
 * The schema a field is edited with. scopedFeatureOverrides' featureFlagName becomes a choice among the flags the
 * `features` setting declares, so an override cannot name a flag that does not exist.
 */
export function editingSchema(name: string, schema: JsonSchema): JsonSchema {
  if (name !== 'scopedFeatureOverrides') return schema;
  const item = schema.items as JsonSchema;
  const flags = Object.keys(settingsSchema.properties?.features?.properties ?? {});
  return {
    ...schema,
    items: { ...item, properties: { ...item.properties, featureFlagName: { ...item.properties?.featureFlagName, enum: flags } } },
  };
}

/** The value a new list item or a newly shown field starts with. */
export function emptyValue(raw: JsonSchema): unknown {
  const schema = resolveRef(nullableOf(raw) ?? raw);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
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
        if (property) out[key] = emptyValue(property);
      }
      return out;
    }
    default:
      return '';
  }
}
