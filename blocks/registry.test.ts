import { describe, expect, it } from 'vitest';
import { blockTypes } from '../schemas';
import { blockSchemas } from '../schemas/validators';
import { registry } from './registry';

describe('registry', () => {
  it('has one entry per block schema, keyed by its type', () => {
    expect(Object.keys(registry).sort()).toEqual([...blockTypes].sort());
    for (const [type, def] of Object.entries(registry)) expect(def.type).toBe(type);
  });

  it('takes title and group from the schema, and leaves descriptions to the full schemas', () => {
    for (const type of blockTypes) {
      const def = registry[type];
      const schema = blockSchemas[type];
      expect(def?.title).toBe(schema.title);
      expect(def?.schema.description).toBeUndefined();
      expect(def?.group).toBe(schema['x-group']);
      // The registry carries the slim generated summary (title, group, defaults) so pages do not ship full schemas.
      expect(def?.schema.title).toBe(schema.title);
    }
  });

  it('gives every block type a component', () => {
    for (const type of blockTypes) expect(Boolean(registry[type]?.component), type).toBe(true);
  });
});
