import { settingsSchema } from '../../schemas/validators';
import { resolveRef } from './schema-nodes';
import { editingSchema, widgetFor, type WidgetKind } from './widgets';

export interface WidgetRow {
  /** `name` or `name.property` for the fields of an object setting. */
  name: string;
  category: string;
  widget: WidgetKind;
}

const WIDGET_WORDS: Record<WidgetKind, string> = {
  switch: 'switch (boolean)',
  text: 'text field',
  textarea: 'multi-line text',
  number: 'number field',
  select: 'select (enum)',
  'date-time': 'date-time picker (UTC)',
  color: 'colour: text + colour picker',
  'phase-set': 'phase check boxes (from eventPhases)',
  'scope-set': 'scope check boxes',
  'string-list': 'list of strings, one per line',
  list: 'list: add / remove / move up / move down, fields per item',
  object: 'group of fields',
  json: 'JSON (fallback)',
};

/** Every settings name of the schema, and every property of an object setting, with the widget that edits it. */
export function settingsWidgetRows(): WidgetRow[] {
  const rows: WidgetRow[] = [];
  for (const [name, raw] of Object.entries(settingsSchema.properties ?? {})) {
    const schema = editingSchema(name, raw);
    const category = String(raw['x-category'] ?? '');
    const widget = widgetFor(schema, name);
    rows.push({ name, category, widget });
    if (widget === 'object') {
      for (const [key, property] of Object.entries(resolveRef(schema).properties ?? {})) {
        rows.push({ name: `${name}.${key}`, category, widget: widgetFor(property, key) });
      }
    }
    if (widget === 'list') {
      const items = resolveRef((Array.isArray(schema.items) ? schema.items[0] : schema.items) ?? {});
      for (const [key, property] of Object.entries(items.properties ?? {})) {
        rows.push({ name: `${name}[].${key}`, category, widget: widgetFor(property, key) });
      }
    }
  }
  return rows;
}

/** docs/settings-widgets.md, generated (settings-widgets.test.ts keeps the file equal to this). */
export function settingsWidgetMarkdown(): string {
  const lines = [
    '# Settings and the widgets that edit them',
    '',
    'Generated from schemas/settings/site-settings.schema.json by site-settings/settings-editor/widget-table.ts',
    '(the settings editor picks each widget with `widgetFor`; `widget-table.test.ts` fails when this file is stale).',
    'Menu items (`menuItem`: name, href, target, title, ariaLabel, hidden, glyph, className, analyticsTag, subMenu) are',
    'edited as list items whose subMenu is again such a list; anything without a fitting widget is edited as JSON.',
    '',
    '| Setting | Category | Widget |',
    '|---|---|---|',
    ...settingsWidgetRows().map((r) => `| \`${r.name}\` | ${r.category} | ${WIDGET_WORDS[r.widget]} |`),
    '',
  ];
  return lines.join('\n');
}
