import { describe, expect, it } from 'vitest';
import { getBlockRequirements, isBlockVisible } from './visibility';

const viewer = (
  over: Partial<{ scopes: string[]; features: Record<string, boolean>; phaseId: string | null }> = {},
) => ({
  scopes: [] as string[],
  features: {} as Record<string, boolean>,
  phaseId: 'live' as string | null,
  ...over,
});

describe('isBlockVisible (docs/behaviour/content-and-environments.md)', () => {
  it('shows a block without rules to everyone', () => {
    expect(isBlockVisible({}, viewer())).toBe(true);
    expect(
      isBlockVisible(
        { blockedScope: [], requireScope: [], requiresFeature: [], requiresPhaseId: [] },
        viewer(),
      ),
    ).toBe(true);
  });

  it('hides when any blocked scope is held', () => {
    expect(
      isBlockVisible({ blockedScope: ['event-tools'] }, viewer({ scopes: ['attendee', 'event-tools'] })),
    ).toBe(false);
    expect(isBlockVisible({ blockedScope: ['event-tools'] }, viewer({ scopes: ['attendee'] }))).toBe(true);
    expect(isBlockVisible({ blockedScope: ['a', 'b'] }, viewer({ scopes: ['b'] }))).toBe(false);
  });

  it('needs all required scopes', () => {
    expect(isBlockVisible({ requireScope: ['inperson', 'meetings'] }, viewer({ scopes: ['inperson'] }))).toBe(
      false,
    );
    expect(
      isBlockVisible(
        { requireScope: ['inperson', 'meetings'] },
        viewer({ scopes: ['meetings', 'inperson'] }),
      ),
    ).toBe(true);
    expect(isBlockVisible({ requireScope: ['inperson'] }, viewer({ scopes: [] }))).toBe(false);
  });

  it('needs all required features on (missing or false is off)', () => {
    const props = { requiresFeature: ['enableFavorites', 'showMeetings'] };
    expect(isBlockVisible(props, viewer({ features: { enableFavorites: true } }))).toBe(false);
    expect(isBlockVisible(props, viewer({ features: { enableFavorites: true, showMeetings: false } }))).toBe(
      false,
    );
    expect(isBlockVisible(props, viewer({ features: { enableFavorites: true, showMeetings: true } }))).toBe(
      true,
    );
  });

  it('needs the current phase in the allowed list; an empty list means any phase', () => {
    expect(isBlockVisible({ requiresPhaseId: ['pre', 'post'] }, viewer({ phaseId: 'live' }))).toBe(false);
    expect(isBlockVisible({ requiresPhaseId: ['pre', 'live'] }, viewer({ phaseId: 'live' }))).toBe(true);
    expect(isBlockVisible({ requiresPhaseId: [] }, viewer({ phaseId: null }))).toBe(true);
    expect(isBlockVisible({ requiresPhaseId: ['live'] }, viewer({ phaseId: null }))).toBe(false);
  });

  it('adds the site-level allowed phases to the block list', () => {
    expect(isBlockVisible({}, viewer({ phaseId: 'live' }), ['pre'])).toBe(false);
    expect(isBlockVisible({ requiresPhaseId: ['live'] }, viewer({ phaseId: 'live' }), ['pre'])).toBe(true);
    expect(isBlockVisible({}, viewer({ phaseId: 'pre' }), ['pre'])).toBe(true);
    expect(isBlockVisible({}, viewer({ phaseId: 'pre' }), [])).toBe(true);
  });

  it('needs every rule at once', () => {
    const props = {
      blockedScope: ['x'],
      requireScope: ['a'],
      requiresFeature: ['f'],
      requiresPhaseId: ['live'],
    };
    const ok = viewer({ scopes: ['a'], features: { f: true }, phaseId: 'live' });
    expect(isBlockVisible(props, ok)).toBe(true);
    expect(isBlockVisible(props, { ...ok, scopes: ['a', 'x'] })).toBe(false);
    expect(isBlockVisible(props, { ...ok, features: {} })).toBe(false);
    expect(isBlockVisible(props, { ...ok, phaseId: 'pre' })).toBe(false);
  });

  it('ignores malformed rule values instead of throwing', () => {
    expect(isBlockVisible({ requireScope: 'inperson', blockedScope: [3, null] } as never, viewer())).toBe(
      true,
    );
  });

  it('reports what is unmet', () => {
    const r = getBlockRequirements(
      { blockedScope: ['x'], requireScope: ['a', 'b'], requiresFeature: ['f'], requiresPhaseId: ['post'] },
      viewer({ scopes: ['x', 'a'], phaseId: 'live' }),
    );
    expect(r.heldBlockedScopes).toEqual(['x']);
    expect(r.missingScopes).toEqual(['b']);
    expect(r.missingFeatures).toEqual(['f']);
    expect(r.phaseAllowed).toBe(false);
  });
});
