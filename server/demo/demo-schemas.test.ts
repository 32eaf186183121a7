// Every generated page, block and settings document must pass the same generated validators the
// server uses for writes; otherwise the seeded demo could not be saved back unchanged.
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, blockTypes } from '../../schemas';
import { settingsSchema, validateBlockProps, validatePageLayout, validateSiteSettings } from '../../schemas/validators';
import { generateDemo } from './index';

const demo = generateDemo();

describe('demo against the schemas', () => {
  it('uses only known block types', () => {
    const known = new Set<string>(blockTypes);
    const used = new Set(demo.pages.flatMap((p) => p.components.map((c) => c.component)));
    expect([...used].filter((t) => !known.has(t))).toEqual([]);
  });

  it('every page layout validates', () => {
    const failures = demo.pages.flatMap((p) => {
      const result = validatePageLayout(p);
      return result.ok ? [] : [{ page: `${p.environment}/${p.id}`, errors: result.errors }];
    });
    expect(failures).toEqual([]);
  });

  it('every block validates against its block schema', () => {
    const failures: unknown[] = [];
    for (const p of demo.pages) {
      for (const c of p.components) {
        const result = validateBlockProps(c.component, c.props);
        if (!result.ok) failures.push({ page: `${p.environment}/${p.id}`, block: c.componentId, errors: result.errors });
      }
    }
    expect(failures).toEqual([]);
  });

  it('the validators do reject a broken block (the check above can fail)', () => {
    const result = validateBlockProps('countdown', { endTime: 42 });
    expect(result.ok).toBe(false);
  });

  it('settings of every environment validate', () => {
    for (const env of ENVIRONMENTS) expect(validateSiteSettings(demo.settings[env]), env).toEqual({ ok: true });
  });

  it('settings set every property the settings schema defines', () => {
    for (const env of ENVIRONMENTS) {
      const missing = Object.keys(settingsSchema.properties ?? {}).filter((name) => !(name in demo.settings[env]));
      expect(missing, env).toEqual([]);
    }
  });
});
