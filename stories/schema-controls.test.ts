import { describe, expect, it } from 'vitest';
import { argTypesFromSchema, collectProperties, controlFor, schemaExamples } from './schema-controls';

describe('controlFor', () => {
  it('maps schema types to Storybook controls', () => {
    expect(controlFor({ enum: ['left', 'center'] })).toEqual({
      control: { type: 'select' },
      options: ['left', 'center'],
    });
    expect(controlFor({ type: 'boolean' })).toEqual({ control: { type: 'boolean' } });
    expect(controlFor({ type: 'integer', minimum: 1, maximum: 6 })).toEqual({
      control: { type: 'number', min: 1, max: 6, step: 1 },
    });
    expect(controlFor({ type: 'number', minimum: 0 })).toEqual({ control: { type: 'number', min: 0 } });
    expect(controlFor({ type: 'string' })).toEqual({ control: { type: 'text' } });
    expect(controlFor({ type: ['string', 'null'] })).toEqual({ control: { type: 'text' } });
    expect(controlFor({ type: 'string', 'x-widget': 'color' })).toEqual({ control: { type: 'color' } });
    expect(controlFor({ type: 'array', items: { type: 'string' } })).toEqual({ control: { type: 'object' } });
    expect(controlFor({ oneOf: [{ type: 'string' }, { type: 'number' }] })).toEqual({
      control: { type: 'object' },
    });
  });

  it('gives per-breakpoint properties the JSON editor, even when the plain value is an enum', () => {
    expect(controlFor({ enum: [100, 50], 'x-breakpoints': true })).toEqual({ control: { type: 'object' } });
  });
});

describe('argTypesFromSchema', () => {
  const base = {
    type: 'object',
    properties: {
      isDisabled: { type: 'boolean', default: false, description: 'Hide it', 'x-interface': 'Visibility' },
    },
  };
  const schema = {
    allOf: [{ $ref: '../common/block-base.schema.json' }],
    properties: {
      heading: { type: 'string', description: 'The heading', 'x-interface': 'Content' },
      headingLevel: { type: 'integer', minimum: 1, maximum: 6, default: 2, title: 'Level' },
      align: { $ref: '#/definitions/align', description: 'Alignment' },
    },
  };
  const resolve = (ref: string) =>
    ref.endsWith('block-base.schema.json')
      ? base
      : ref === '#/definitions/align'
        ? { enum: ['left', 'right'] }
        : undefined;

  it('describes, groups and bounds every property, including the referenced common ones', () => {
    const argTypes = argTypesFromSchema(schema, resolve);
    expect(Object.keys(argTypes).sort()).toEqual(['align', 'heading', 'headingLevel', 'isDisabled']);
    expect(argTypes.heading).toEqual({
      name: 'heading',
      description: 'The heading',
      control: { type: 'text' },
      table: { category: 'Content', type: { summary: 'string' } },
    });
    expect(argTypes.headingLevel?.control).toEqual({ type: 'number', min: 1, max: 6, step: 1 });
    expect(argTypes.headingLevel?.description).toBe('Level');
    expect(argTypes.headingLevel?.table.defaultValue).toEqual({ summary: '2' });
    expect(argTypes.isDisabled?.table.category).toBe('Visibility');
    expect(argTypes.align).toMatchObject({
      control: { type: 'select' },
      options: ['left', 'right'],
      description: 'Alignment',
    });
  });

  it('summarises unions, per-breakpoint values and arrays in the type column', () => {
    const argTypes = argTypesFromSchema({
      properties: {
        margin: {
          'x-breakpoints': true,
          anyOf: [{ type: 'string' }, { type: 'object', properties: { mobile: {} } }],
        },
        align: { anyOf: [{ enum: ['left', 'right'] }, { type: 'null' }] },
        tags: { type: 'array', items: { enum: ['a', 'b'] } },
      },
    });
    expect(argTypes.margin?.table.type.summary).toBe('string | per breakpoint');
    expect(argTypes.align?.table.type.summary).toBe('"left" | "right" | null');
    expect(argTypes.tags?.table.type.summary).toBe('"a" | "b"[]');
  });

  it('leaves an unresolvable $ref as a JSON-edited value instead of failing', () => {
    expect(collectProperties({ properties: { x: { $ref: 'nowhere.json' } } }).x).toEqual({
      $ref: 'nowhere.json',
    });
    expect(controlFor({ $ref: 'nowhere.json' })).toEqual({ control: { type: 'object' } });
  });
});

describe('schemaExamples', () => {
  it('keeps only props objects', () => {
    expect(schemaExamples({ examples: [{ a: 1 }, 'x', null, [1], { b: 2 }] })).toEqual([{ a: 1 }, { b: 2 }]);
    expect(schemaExamples({})).toEqual([]);
  });
});
