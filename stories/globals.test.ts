import { describe, expect, it } from 'vitest';
import { defaultGlobals, featureFlagNames, readGlobals, renderContextFor, viewportOptions } from './globals';

describe('toolbar globals', () => {
  it('builds the render context from persona, phase, flags, edit mode and language', () => {
    const ctx = renderContextFor({
      persona: 'inperson',
      phase: 'pre-event',
      features: 'none',
      editMode: 'on',
      language: 'de',
    });
    expect(ctx).toMatchObject({
      signedIn: true,
      phaseId: 'pre-event',
      editMode: true,
      language: 'de',
      environment: 'cont',
    });
    expect(ctx.scopes).toContain('inperson');
    expect(ctx.scopes).toContain('lang-de-de');
    expect(Object.values(ctx.features).every((on) => !on)).toBe(true);
    expect(renderContextFor({ ...defaultGlobals, features: 'all' }).features).toEqual(
      Object.fromEntries(featureFlagNames.map((f) => [f, true])),
    );
    expect(renderContextFor({ ...defaultGlobals, persona: 'anonymous' })).toMatchObject({
      scopes: [],
      signedIn: false,
    });
  });

  it('falls back to the defaults for unknown or missing values', () => {
    expect(readGlobals({ persona: 'hacker', phase: 42, editMode: 'yes' })).toEqual(defaultGlobals);
    expect(readGlobals({ persona: 'siteeditor', editMode: 'on', language: 'de' })).toMatchObject({
      persona: 'siteeditor',
      editMode: 'on',
      language: 'de',
    });
  });

  it('has the QA viewports and the named breakpoints of docs/behaviour/qa.md', () => {
    const widths = Object.fromEntries(Object.entries(viewportOptions).map(([id, v]) => [id, v.styles.width]));
    expect(widths).toMatchObject({ mobile: '539px', tablet: '1083px', desktop: '1920px' });
    expect(viewportOptions.mobile?.styles.height).toBe('600px');
    expect(widths).toMatchObject({ 'bp-xs': '320px', 'bp-md': '768px', 'bp-uw': '1921px' });
  });
});
