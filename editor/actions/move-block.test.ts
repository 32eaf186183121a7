import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { moveBlockAction } from './move-block';
import { siblingPositions } from './siblings';

const page: EditorBlock[] = [
  { componentId: 'a', component: 'sectionHeading', props: {} },
  { componentId: 'tabs', component: 'tabExplorer', props: {} },
  { componentId: 't1', component: 'sectionHeading', parentId: 'tabs', slot: 'x', props: {} },
  { componentId: 'b', component: 'sectionHeading', props: {} },
  { componentId: 't2', component: 'sectionHeading', parentId: 'tabs', slot: 'x', props: {} },
  { componentId: 'c', component: 'sectionHeading', props: {} },
];
const ids = (list: readonly EditorBlock[]) => list.map((c) => c.componentId);

describe('moveBlockAction', () => {
  it('moves down and up among siblings only', () => {
    expect(ids(moveBlockAction(page, 'a', 1))).toEqual(['tabs', 'a', 't1', 'b', 't2', 'c']);
    expect(ids(moveBlockAction(page, 'c', 0))).toEqual(['c', 'a', 'tabs', 't1', 'b', 't2']);
    expect(ids(moveBlockAction(page, 't2', 0))).toEqual(['a', 'tabs', 't2', 't1', 'b', 'c']);
  });

  it('ignores moves outside the sibling range and moves onto itself', () => {
    expect(moveBlockAction(page, 'a', -1)).toBe(page);
    expect(moveBlockAction(page, 'c', 4)).toBe(page);
    expect(moveBlockAction(page, 't1', 2)).toBe(page);
    expect(moveBlockAction(page, 'b', 2)).toBe(page);
    expect(moveBlockAction(page, 'missing', 0)).toBe(page);
  });

  it('keeps sibling positions consistent after a move', () => {
    const next = moveBlockAction(page, 'a', 3);
    const positions = siblingPositions(next);
    expect(positions.a).toEqual({ index: 3, count: 4 });
    expect(positions.t1).toEqual({ index: 0, count: 2 });
  });
});
