import { editedSchema, widgetFor, type BuiltInWidget } from '../../editing';
import { settingsWidgets } from './settings-widgets';
import { settingsEditingSchema } from './widgets';

type SettingsWidget = BuiltInWidget | 'phases' | 'scopes';

export interface WidgetRow {
  /** `name` or `name.property` for the fields of an object setting. */
  name: string;
  category: string;
  widget: SettingsWidget;
}

const WIDGET_WORDS: Record<SettingsWidget, string> = {
  switch: 'switch (boolean)',
  text: 'text field',
  textarea: 'multi-line text',
  number: 'number field',
  select: 'select (enum)',
  'date-time': 'date-time picker (on the event time zone\'s clocks)',
  color: 'colour: text + colour picker',
  url: 'URL field',
  image: 'image: pick an uploaded image, upload one, or type a URL; with preview',
  richtext: 'rich-text editor (bold, italic, link, lists, headings)',
  glyph: 'icon picker with search',
  'session-picker': 'session picker (catalog search, ordered)',
  'speaker-picker': 'speaker picker (directory search)',
  map: 'name / value rows: add / remove',
  features: 'feature-flag check boxes',
  phases: 'phase check boxes (from eventPhases)',
  scopes: 'scope check boxes',
  'value-list': 'list of values: add / remove / move up / move down',
  list: 'list: add / remove / move up / move down, fields per item',
  object: 'group of fields',
  json: 'JSON (fallback)',
};

const root = settingsEditingSchema;
const custom = new Set(Object.keys(settingsWidgets));
const widgetOf = (schema: Parameters<typeof widgetFor>[0]) => widgetFor(schema, root, custom) as SettingsWidget;

/** Every settings name of the schema, and every property of an object setting, with the widget that edits it. */
export function settingsWidgetRows(): WidgetRow[] {
  const rows: WidgetRow[] = [];
  for (const [name, raw] of Object.entries(root.properties ?? {})) {
    const schema = editedSchema(raw, root);
    const category = String(raw['x-category'] ?? '');
    const widget = widgetOf(raw);
    rows.push({ name, category, widget });
    if (widget === 'object') {
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        rows.push({ name: `${name}.${key}`, category, widget: widgetOf(property) });
      }
    }
    if (widget === 'list') {
      const items = editedSchema((Array.isArray(schema.items) ? schema.items[0] : schema.items) ?? {}, root);
      for (const [key, property] of Object.entries(items.properties ?? {})) {
        rows.push({ name: `${name}[].${key}`, category, widget: widgetOf(property) });
      }
    }
  }
  return rows;
}

/** docs/settings-widgets.md, generated (widget-table.test.ts keeps the file equal to this). */
export function settingsWidgetMarkdown(): string {
  const lines = [
    '# Settings and the widgets that edit them',
    '',
    'Generated from schemas/settings/site-settings.schema.json by site-settings/settings-editor/widget-table.ts',
    '(the schema-form engine of editing/ picks each widget with `widgetFor` from the type, enum, format and',
    '`x-widget`; the settings editor adds the `phases` and `scopes` widgets; `widget-table.test.ts` fails when this',
    'file is stale). Menu items (`menuItem`: name, href, target, title, ariaLabel, hidden, glyph, className,',
    'analyticsTag, subMenu) are edited as list items whose subMenu is again such a list; anything without a fitting',
    'widget is edited as JSON.',
    '',
    '| Setting | Category | Widget |',
    '|---|---|---|',
    ...settingsWidgetRows().map((r) => `| \`${r.name}\` | ${r.category} | ${WIDGET_WORDS[r.widget]} |`),
    '',
  ];
  return lines.join('\n');
}
