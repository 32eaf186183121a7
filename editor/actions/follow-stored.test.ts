// A working copy with edits pending follows a newer stored layout field by field.
import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { followStoredAction, type FollowState } from './follow-stored';

const block = (id: string, props: Record<string, unknown>, hash: string): EditorBlock => ({ componentId: id, component: 'sectionHeading', parentId: null, slot: null, props, originalHash: hash });
const a1 = block('a', { heading: 'A', subheading: 'Sub' }, 'a1');
const b1 = block('b', { heading: 'B' }, 'b1');

function state(components: EditorBlock[], unsaved = false): FollowState {
  return { components, originals: { a: a1, b: b1 }, newer: {}, elsewhere: {}, unsaved };
}

describe('followStoredAction', () => {
  it('follows untouched fields, keeps and marks a field both changed, and keeps the base of the edited block', () => {
    const editing = { ...a1, props: { heading: 'Mine', subheading: 'Sub' } };
    const stored = [block('a', { heading: 'Theirs', subheading: 'Sub 2' }, 'a2'), block('b', { heading: 'B2' }, 'b2')];
    const next = followStoredAction(state([editing, b1]), stored);
    expect(next.components.map((c) => c.props)).toEqual([{ heading: 'Mine', subheading: 'Sub 2' }, { heading: 'B2' }]);
    expect(next.elsewhere).toEqual({ a: { heading: 'Theirs' } });
    expect(next.originals.a?.originalHash).toBe('a1');
    expect(next.newer.a?.originalHash).toBe('a2');
    expect(next.originals.b?.originalHash).toBe('b2');
  });

  it('does not take a field it followed earlier for the editor’s own on the next save elsewhere', () => {
    const editing = { ...a1, props: { heading: 'Mine', subheading: 'Sub' } };
    const first = followStoredAction(state([editing, b1]), [block('a', { heading: 'A', subheading: 'Sub 2' }, 'a2'), b1]);
    const second = followStoredAction({ ...first, unsaved: false }, [block('a', { heading: 'A', subheading: 'Sub 3' }, 'a3'), b1]);
    expect(second.components[0]?.props).toEqual({ heading: 'Mine', subheading: 'Sub 3' });
    expect(second.elsewhere).toEqual({});
  });

  it('follows the stored order and new blocks without structural edits pending, and keeps an edited block removed elsewhere', () => {
    const editing = { ...a1, props: { heading: 'Mine', subheading: 'Sub' } };
    const next = followStoredAction(state([editing, b1]), [block('c', { heading: 'New' }, 'c1')]);
    expect(next.components.map((c) => c.componentId)).toEqual(['a', 'c']);
    expect(next.structureChanged).toBe(true);
    expect(next.originals.b).toBeUndefined();
  });

  it('keeps the working structure while structural edits are pending', () => {
    const next = followStoredAction(state([b1, a1], true), [a1, block('b', { heading: 'B2' }, 'b2')]);
    expect(next.components.map((c) => c.componentId)).toEqual(['b', 'a']);
    expect(next.components[0]?.props).toEqual({ heading: 'B2' });
    expect(next.structureChanged).toBe(false);
  });
});
