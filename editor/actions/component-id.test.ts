import { describe, expect, it } from 'vitest';
import { defaultComponentId, normalizeComponentId } from './component-id';

describe('component IDs', () => {
  it('lower-cases and trims what is typed', () => {
    expect(normalizeComponentId('  MyHero ')).toBe('myhero');
  });

  it('defaults to the lower-cased type name plus a counter incremented until unused', () => {
    expect(defaultComponentId('sectionHeading', new Set())).toBe('sectionheading1');
    expect(defaultComponentId('sectionHeading', new Set(['sectionheading1', 'sectionheading2']))).toBe(
      'sectionheading3',
    );
    expect(defaultComponentId('sectionHeading', new Set(['sectionheading2']))).toBe('sectionheading1');
  });
});
