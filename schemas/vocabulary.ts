import type { KeywordDefinition } from 'ajv';

// The block groups live in their own module (re-exported here for tools that import this file): the attendee bundle
// needs them (blocks/registry.ts), the rest of this file only editors and tools.
import { blockGroups } from './block-groups';
export { blockGroups, type BlockGroup } from './block-groups';

/** Property-browser sections; `x-interface` on every block property. */
export const interfaceGroups = [
  'Content',
  'Media',
  'Appearance',
  'Layout',
  'Behaviour',
  'Data',
  'Accessibility',
  'Analytics',
  'Visibility',
  'Wrapper',
] as const;

/** Editor widgets an `x-widget` annotation may ask for. */
export const widgetNames = [
  'richtext',
  'textarea',
  'image',
  'color',
  'date-time',
  'translation-key',
  'session-picker',
  'speaker-picker',
  'url',
  'glyph',
  'json',
  'menu',
  'phases',
  'scopes',
  'features',
  'width-preset',
] as const;

/**
 * Our `x-` schema keywords as an ajv vocabulary (ajv.addVocabulary). They carry no
 * validation; each has a meta-schema so that a typo in a schema file (an unknown
 * group, a widget nobody renders) fails generation instead of reaching the editor.
 * Only types are imported from ajv, so importing this costs the browser nothing.
 */
export const schemaVocabulary: KeywordDefinition[] = [
  { keyword: 'x-group', schemaType: 'string', metaSchema: { enum: /* @__PURE__ */ blockGroups.slice() } },
  { keyword: 'x-interface', schemaType: 'string', metaSchema: { enum: /* @__PURE__ */ interfaceGroups.slice() } },
  { keyword: 'x-widget', schemaType: 'string', metaSchema: { enum: /* @__PURE__ */ widgetNames.slice() } },
  { keyword: 'x-breakpoints', schemaType: 'boolean' },
  {
    keyword: 'x-category',
    schemaType: 'string',
    // 'Top' or 'Top/Sub' (docs/behaviour/content-and-environments.md: site setting category).
    metaSchema: { type: 'string', pattern: '^[A-Z][A-Za-z -]*(/[A-Z][A-Za-z -]*)?$' },
  },
  { keyword: 'x-container', schemaType: 'boolean' },
  {
    keyword: 'x-slots',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      properties: {
        slot: { type: ['string', 'null'] },
        description: { type: 'string', minLength: 1 },
      },
      required: ['slot', 'description'],
      additionalProperties: false,
    },
  },
  { keyword: 'x-schemaVersion', schemaType: 'number', metaSchema: { type: 'integer', minimum: 1 } },
];

/** The keyword names alone, for tools that only need to know they exist. */
export const schemaKeywords: readonly string[] = /* @__PURE__ */ schemaVocabulary.map((d) => String(d.keyword));
