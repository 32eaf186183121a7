import { describe, expect, it } from 'vitest';
import { applySchemaDefaults } from './defaults';

const schema = {
  type: 'object',
  properties: {
    headingLevel: { type: 'integer', default: 2 },
    tags: { type: 'array', default: ['a'] },
    nested: { type: 'object', properties: { deep: { default: 1 } } },
    heading: { type: 'string' },
  },
};

describe('applySchemaDefaults', () => {
  it('fills only missing top-level props that have a default', () => {
    expect(applySchemaDefaults(schema, { heading: 'Hi', headingLevel: 3 })).toEqual({
      heading: 'Hi',
      headingLevel: 3,
      tags: ['a'],
    });
    expect(applySchemaDefaults(schema, { nested: {} })).toEqual({ nested: {}, headingLevel: 2, tags: ['a'] });
  });

  it('keeps falsy stored values and copies object defaults', () => {
    const a = applySchemaDefaults(schema, { headingLevel: 0 });
    expect(a.headingLevel).toBe(0);
    (a.tags as string[]).push('b');
    expect(schema.properties.tags.default).toEqual(['a']);
    expect(applySchemaDefaults(schema, {}).tags).toEqual(['a']);
  });

  it('passes the stored object through when nothing is missing', () => {
    const stored = { headingLevel: 1, tags: [], heading: 'x' };
    expect(applySchemaDefaults(schema, stored)).toBe(stored);
  });

  it('copes with no schema or no props', () => {
    expect(applySchemaDefaults(undefined, { a: 1 })).toEqual({ a: 1 });
    expect(applySchemaDefaults(schema, null)).toEqual({ headingLevel: 2, tags: ['a'] });
  });
});
