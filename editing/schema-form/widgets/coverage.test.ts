// Every x-widget the block and settings schemas use gets a real control from the form engine (// nobody edits JSON): walked through every property, object and list item of every schema.
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../schemas';
import { blockSchemas, settingsSchema } from '../../../schemas/validators';
import { editedSchema, itemSchemaOf } from '../schema-nodes';
import { widgetFor } from '../widget-choice';

interface Found {
  at: string;
  xWidget: string | undefined;
  widget: string;
}

function walk(schema: JsonSchema, root: JsonSchema, at: string, out: Found[], depth = 0): void {
  if (depth > 6) return;
  const resolved = editedSchema(schema, root);
  const widget = widgetFor(schema, root, new Set(['breakpoints', 'translation-key']));
  const x = resolved['x-widget'];
  out.push({ at, xWidget: typeof x === 'string' ? x : undefined, widget });
  if (widget === 'object') for (const [key, child] of Object.entries(resolved.properties ?? {})) walk(child, root, `${at}.${key}`, out, depth + 1);
  if (widget === 'list') walk(itemSchemaOf(resolved, root), root, `${at}[]`, out, depth + 1);
}

function fieldsOf(root: JsonSchema, name: string): Found[] {
  const out: Found[] = [];
  for (const [key, property] of Object.entries(editedSchema(root, root).properties ?? {})) walk(property, root, `${name}.${key}`, out);
  return out;
}

/** x-widget names whose control has the same name. */
const SAME_NAMED = ['date-time', 'glyph', 'session-picker', 'speaker-picker', 'scopes', 'phases', 'features', 'color', 'url'];

const all: Found[] = [
  ...Object.entries(blockSchemas).flatMap(([type, schema]) => fieldsOf(schema as JsonSchema, type)),
  ...fieldsOf(settingsSchema, 'settings'),
];

describe('widgets for the schemas', () => {
  it('gives every x-widget a control of its own (never plain text or JSON)', () => {
    const used = all.filter((f) => f.xWidget !== undefined);
    expect(used.length).toBeGreaterThan(100);
    const plain = used.filter((f) => f.widget === 'json' || (f.widget === 'text' && f.xWidget !== 'textarea'));
    expect(plain.map((f) => `${f.at} (${f.xWidget} -> ${f.widget})`)).toEqual([]);
    // Each x-widget name the schemas use, by the control that edits it.
    const byName = Object.fromEntries(used.map((f) => [f.xWidget, f.widget]));
    expect(byName).toMatchObject({
      richtext: expect.stringMatching(/^(richtext|translation-key)$/),
      image: expect.stringMatching(/^(image|breakpoints)$/),
      // These are edited by the control of their own name.
      ...Object.fromEntries(SAME_NAMED.map((name) => [name, name])),
      // settings.menus: a group of the four menus, each a list of items (whose subMenu is again a list).
      menu: expect.stringMatching(/^(list|object)$/),
    });
  });

  it('leaves nothing of the block or settings schemas to JSON (styles and analytics maps are name / value rows)', () => {
    expect(all.filter((f) => f.widget === 'json').map((f) => f.at)).toEqual([]);
    expect(all.filter((f) => f.at.endsWith('.styles')).every((f) => f.widget === 'map')).toBe(true);
  });

  it('edits the blocks\' buttons, cards and tabs as lists of objects, not JSON', () => {
    const lists = all.filter((f) => /\.(buttons|cards|tabs|headingButtons|items)$/.test(f.at));
    expect(lists.length).toBeGreaterThan(5);
    expect(lists.filter((f) => f.widget === 'json').map((f) => f.at)).toEqual([]);
  });
});
