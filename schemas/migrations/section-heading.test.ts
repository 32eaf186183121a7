import { describe, expect, it } from 'vitest';
import { sectionHeadingMigrations } from './section-heading';

const step = (id: string) => {
  const found = sectionHeadingMigrations.find((m) => m.id === id);
  if (!found) throw new Error(`no migration ${id}`);
  return found;
};

describe('sectionHeading migrations', () => {
  describe('v1 -> v2 rename-headingAlignment-to-textAlignment', () => {
    const m = step('sectionHeading/rename-headingAlignment-to-textAlignment');

    it('starts from version 1', () => {
      expect(m.from).toBe(1);
    });

    it('renames a single alignment and one given per breakpoint', () => {
      expect(m.up({ heading: 'A', headingAlignment: 'center' })).toEqual({ heading: 'A', textAlignment: 'center' });
      expect(m.up({ headingAlignment: { mobile: 'left', desktop: 'center' } })).toEqual({
        textAlignment: { mobile: 'left', desktop: 'center' },
      });
    });

    it('leaves props without an alignment as they are', () => {
      expect(m.up({ heading: 'A', headingLevel: 3 })).toEqual({ heading: 'A', headingLevel: 3 });
    });
  });
});
