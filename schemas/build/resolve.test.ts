import { describe, expect, it } from 'vitest';
import { blockBaseId, expandBreakpoints, inlineExternalRefs, mergeBlockBase, stripAnnotations } from './resolve';

const base = { $id: blockBaseId, properties: { isDisabled: { type: 'boolean' } } };
const blockId = 'https://conference.example/schemas/blocks/demo.schema.json';

describe('schema resolution', () => {
  it('merges the common props into a block and keeps unknown props rejected', () => {
    const merged = mergeBlockBase(
      { $id: blockId, allOf: [{ $ref: '../common/block-base.schema.json' }], properties: { text: { type: 'string' } } },
      base,
      blockId,
    );
    expect(merged).toEqual({
      $id: blockId,
      properties: { text: { type: 'string' }, isDisabled: { type: 'boolean' } },
      additionalProperties: false,
    });
  });

  it('refuses a block that redefines a common prop or forgets the base', () => {
    const redefines = { allOf: [{ $ref: '../common/block-base.schema.json' }], properties: { isDisabled: { type: 'string' } } };
    expect(() => mergeBlockBase(redefines, base, blockId)).toThrow('isDisabled is a common prop');
    expect(() => mergeBlockBase({ properties: {} }, base, blockId)).toThrow('must include allOf');
  });

  it('expands x-breakpoints into value-or-per-breakpoint, keeping annotations outside', () => {
    const out = expandBreakpoints(
      { properties: { pad: { type: 'string', description: 'Padding', 'x-breakpoints': true, default: '0' } } },
      ['mobile', 'desktop'],
    );
    expect(out.properties).toEqual({
      pad: {
        description: 'Padding',
        'x-breakpoints': true,
        default: '0',
        anyOf: [
          { type: 'string' },
          { type: 'object', properties: { mobile: { type: 'string' }, desktop: { type: 'string' } }, additionalProperties: false, minProperties: 1 },
        ],
      },
    });
  });

  it('inlines refs to other files and leaves a property named "description" alone', () => {
    const other = { $id: 'https://x.example/a.json', definitions: { n: { type: 'number', title: 'N' } } };
    const schema = { $id: 'https://x.example/b.json', properties: { description: { $ref: 'a.json#/definitions/n', description: 'kept' } } };
    const out = inlineExternalRefs(schema, schema.$id, new Map([[other.$id, other]]));
    expect(out.properties).toEqual({ description: { type: 'number', title: 'N', description: 'kept' } });
    expect(stripAnnotations(out).properties).toEqual({ description: { type: 'number' } });
  });
});
