import type { JsonSchema } from '../../schemas';
import { editedSchema, itemSchemaOf, singleType } from './schema-nodes';

/** The engine's own widgets; a caller may add more under x-widget names (CustomWidgets). */
export type BuiltInWidget =
  | 'switch'
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'date-time'
  | 'color'
  | 'url'
  | 'image'
  | 'richtext'
  | 'glyph'
  | 'session-picker'
  | 'speaker-picker'
  | 'scopes'
  | 'phases'
  | 'features'
  | 'map'
  | 'value-list'
  | 'list'
  | 'object'
  | 'json';

/**
 * x-widget names the engine edits itself (translation-key is a text field here; the page editor registers its
 * key-aware widget). menu and width-preset need none: a menu is a list of objects and a width preset an enum.
 */
const X_WIDGETS: Readonly<Record<string, BuiltInWidget>> = {
  richtext: 'richtext',
  glyph: 'glyph',
  'session-picker': 'session-picker',
  'speaker-picker': 'speaker-picker',
  scopes: 'scopes',
  phases: 'phases',
  features: 'features',
  textarea: 'textarea',
  'translation-key': 'text',
  color: 'color',
  'date-time': 'date-time',
  image: 'image',
  url: 'url',
  json: 'json',
};

/** The custom widget name that, when registered, edits every `x-breakpoints: true` property. */
export const BREAKPOINTS_WIDGET = 'breakpoints';

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

const scalarEnum = (schema: JsonSchema) =>
  Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every((v) => v === null || typeof v !== 'object');

/**
 * The widget of a schema node, from the schema alone: a custom widget the caller registered under its x-widget,
 * else the engine's widget for that x-widget, else by format, enum and type. Anything else is edited as JSON.
 * x-widget names without a widget of their own (menu, width-preset) are edited by their type (a list, a select).
 */
export function widgetFor(raw: JsonSchema, root: JsonSchema, custom?: ReadonlySet<string>): BuiltInWidget | string {
  const schema = editedSchema(raw, root);
  // A value that may be given per breakpoint goes to the caller's 'breakpoints' widget when it has one (the page
  // editor's device switch); otherwise it is edited as its plain value (or as JSON once it is per breakpoint).
  if (schema['x-breakpoints'] === true && custom?.has(BREAKPOINTS_WIDGET)) return BREAKPOINTS_WIDGET;
  const x = schema['x-widget'];
  if (typeof x === 'string') {
    if (custom?.has(x)) return x;
    const builtIn = X_WIDGETS[x];
    if (builtIn) return builtIn;
  }
  if (schema.format === 'date-time') return 'date-time';
  if (scalarEnum(schema)) return 'select';
  const type = singleType(schema);
  switch (type) {
    case 'boolean':
      return 'switch';
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      return schema.format === 'uri' || schema.format === 'uri-reference' ? 'url' : 'text';
    case 'array': {
      const item = itemSchemaOf(schema, root);
      const itemType = singleType(item);
      if (itemType === 'object' && item.properties) return 'list';
      if ((itemType && SCALARS.has(itemType)) || scalarEnum(item)) return 'value-list';
      return 'json';
    }
    case 'object': {
      if (schema.properties && Object.keys(schema.properties).length > 0) return 'object';
      // Names to text (inline styles, analytics fields): a map of rows.
      const more = schema.additionalProperties;
      return more && typeof more === 'object' && singleType(editedSchema(more as JsonSchema, root)) === 'string' ? 'map' : 'json';
    }
    default:
      return 'json';
  }
}

const BUILT_IN_LEAVES: ReadonlySet<string> = new Set(['switch', 'text', 'textarea', 'number', 'select', 'date-time', 'color', 'url', 'image', 'richtext', 'glyph', 'speaker-picker']);

/** Widgets drawn as a fieldset with a legend (they hold several controls). */
export const GROUP_WIDGETS: ReadonlySet<string> = new Set(['value-list', 'list', 'object', 'map', 'session-picker', 'scopes', 'phases', 'features']);

/**
 * Whether a widget can show a value: a per-breakpoint object in a text field cannot (it is edited as JSON then,
 * so nothing is lost). Absent values always fit.
 */
export function valueFits(widget: string, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (widget) {
    case 'json':
      return true;
    case 'value-list':
      return Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object');
    case 'session-picker':
    case 'scopes':
    case 'phases':
    case 'features':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'list':
      return Array.isArray(value) && value.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    case 'map':
      return typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
    default:
      // Custom widgets check their values themselves.
      return BUILT_IN_LEAVES.has(widget) ? typeof value !== 'object' : true;
  }
}

