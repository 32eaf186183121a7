import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../schemas/validators';
import { GLYPHS, searchGlyphs } from './glyphs';

// Every glyph name the block schemas' examples use (banner buttons, drawers, notification banners, tool belt...).
function exampleGlyphs(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'glyph' && typeof v === 'string') found.add(v);
        else walk(v);
      }
    }
  };
  for (const schema of Object.values(blockSchemas)) walk((schema as { examples?: unknown[] }).examples ?? []);
  return found;
}

describe('the glyph set', () => {
  it('holds every glyph the blocks use, once each', () => {
    const names = GLYPHS.map((g) => g.name);
    expect(new Set(names).size).toBe(names.length);
    const used = exampleGlyphs();
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect(names, name).toContain(name);
  });

  it('finds glyphs by name and by keyword, every word matching', () => {
    expect(searchGlyphs('chevron').map((g) => g.name)).toEqual(['chevron-down', 'chevron-left', 'chevron-right', 'chevron-up']);
    expect(searchGlyphs('wheelchair').map((g) => g.name)).toEqual(['accessibility']);
    expect(searchGlyphs('social video').map((g) => g.name)).toEqual(['youtube']);
    expect(searchGlyphs('')).toHaveLength(GLYPHS.length);
    expect(searchGlyphs('zzz')).toEqual([]);
  });
});
