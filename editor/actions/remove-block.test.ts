import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { removeBlockAction } from './remove-block';

const page: EditorBlock[] = [
  { componentId: 'a', component: 'sectionHeading', props: {} },
  { componentId: 'box', component: 'drawer', props: {} },
  { componentId: 'inner-box', component: 'drawer', parentId: 'box', props: {} },
  { componentId: 'deep', component: 'sectionHeading', parentId: 'inner-box', props: {} },
  { componentId: 'b', component: 'sectionHeading', props: {} },
];

describe('removeBlockAction', () => {
  it('removes one block', () => {
    expect(removeBlockAction(page, 'a').map((c) => c.componentId)).toEqual(['box', 'inner-box', 'deep', 'b']);
  });

  it('removes a container with everything nested in it', () => {
    expect(removeBlockAction(page, 'box').map((c) => c.componentId)).toEqual(['a', 'b']);
  });

  it('answers the same array for an unknown block', () => {
    expect(removeBlockAction(page, 'nope')).toBe(page);
  });
});
