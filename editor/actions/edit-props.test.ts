import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { editPropsAction } from './edit-props';

const page: EditorBlock[] = [
  { componentId: 'a', component: 'sectionHeading', props: { heading: 'A' }, originalHash: 'ha' },
  { componentId: 'b', component: 'sectionHeading', props: { heading: 'B' }, originalHash: 'hb' },
];

describe('editPropsAction', () => {
  it('replaces the props of one block and keeps every other block the same object', () => {
    const next = editPropsAction(page, 'b', { heading: 'B2' });
    expect(next[1]).toEqual({ componentId: 'b', component: 'sectionHeading', props: { heading: 'B2' }, originalHash: 'hb' });
    expect(next[0]).toBe(page[0]);
    expect(page[1]!.props).toEqual({ heading: 'B' });
  });

  it('answers the same array for an unknown block', () => {
    expect(editPropsAction(page, 'zzz', {})).toBe(page);
  });
});
