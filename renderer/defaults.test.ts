import { describe, expect, it } from 'vitest';
import { applySchemaDefaults, fillSchemaDefaults } from './defaults';

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

  it('shares one frozen empty list among blocks, so changing it in place fails instead of spreading', () => {
    const empties = { properties: { requireScope: { default: [] }, extra: { default: {} } } };
    const a = applySchemaDefaults(empties, {});
    const b = applySchemaDefaults(empties, {});
    expect(a.requireScope).toEqual([]);
    expect(a.requireScope).toBe(b.requireScope);
    expect(a.extra).not.toBe(b.extra);
    expect(() => (a.requireScope as string[]).push('x')).toThrow(TypeError);
    expect(empties.properties.requireScope.default).toEqual([]);
  });

  it('passes the stored object through when nothing is missing', () => {
    const stored = { headingLevel: 1, tags: [], heading: 'x' };
    expect(applySchemaDefaults(schema, stored)).toBe(stored);
  });

  it('copes with no schema or no props', () => {
    expect(applySchemaDefaults(undefined, { a: 1 })).toEqual({ a: 1 });
    expect(applySchemaDefaults(schema, null)).toEqual({ headingLevel: 2, tags: ['a'] });
  });

  it('fills translated props in place and translates a default that is a translation key', () => {
    const withKey = { properties: { label: { default: 'translate.common.more' }, tags: { default: [] } } };
    const translate = (key: string) => (key === 'translate.common.more' ? 'More' : undefined);
    const owned: Record<string, unknown> = { heading: 'Hi' };
    const filled = fillSchemaDefaults(withKey, owned, true, translate);
    expect(filled).toBe(owned);
    expect(filled).toEqual({ heading: 'Hi', label: 'More', tags: [] });
    // Not owned: the stored object is left as it is.
    const stored = { heading: 'Hi' };
    expect(fillSchemaDefaults(withKey, stored, false, null)).toEqual({
      heading: 'Hi',
      label: 'translate.common.more',
      tags: [],
    });
    expect(stored).toEqual({ heading: 'Hi' });
  });
});
