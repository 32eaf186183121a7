import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { applySavedBlockAction } from './apply-saved-block';

const a: EditorBlock = { componentId: 'a', component: 'sectionHeading', props: { heading: 'A' }, originalHash: 'h1' };
const b: EditorBlock = { componentId: 'b', component: 'sectionHeading', props: { heading: 'B' }, originalHash: 'h2' };

describe('applySavedBlockAction', () => {
  it('puts the stored block (new hash) into the working copy and records it as the original', () => {
    const saved: EditorBlock = { ...b, props: { heading: 'B saved' }, originalHash: 'h9' };
    const next = applySavedBlockAction({ components: [a, b], originals: { a, b } }, saved);
    expect(next.components[1]).toMatchObject({ props: { heading: 'B saved' }, originalHash: 'h9' });
    expect(next.components[0]).toBe(a);
    expect(next.originals.b).toBe(saved);
  });

  it('keeps where the block sits in the working copy', () => {
    const moved = { ...b, parentId: 'box', slot: 's' };
    const next = applySavedBlockAction({ components: [a, moved], originals: {} }, { ...b, originalHash: 'h9' });
    expect(next.components[1]).toMatchObject({ parentId: 'box', slot: 's', originalHash: 'h9' });
  });

  it('does not bring back a block removed meanwhile', () => {
    const next = applySavedBlockAction({ components: [a], originals: { a, b } }, { ...b, originalHash: 'h9' });
    expect(next.components).toEqual([a]);
  });
});
