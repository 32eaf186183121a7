import { describe, expect, it } from 'vitest';
import { assignPhaseAction, insertAtSamePosition, removeFromLayout, type PlacedBlock } from './assign-phase';

const b = (componentId: string, parentId: string | null = null, slot: string | null = null): PlacedBlock => ({ componentId, parentId, slot });
const ids = (list: readonly PlacedBlock[]) => list.map((c) => c.componentId);

describe('insertAtSamePosition', () => {
  const source = [b('hero'), b('intro'), b('faq'), b('q1', 'faq'), b('q2', 'faq'), b('footer')];

  it('puts the block right after its nearest earlier sibling that the target has', () => {
    const result = insertAtSamePosition(source, [b('hero'), b('footer')], b('intro'));
    expect(result).toEqual({ ok: true, components: [b('hero'), b('intro'), b('footer')] });
  });

  it('skips earlier siblings the target lacks and falls back to the nearest later sibling', () => {
    const result = insertAtSamePosition(source, [b('other'), b('footer')], b('faq'));
    expect(result.ok && ids(result.components)).toEqual(['other', 'faq', 'footer']);
  });

  it('keeps the parent and slot: a child goes among its siblings inside the same container', () => {
    const target = [b('hero'), b('faq'), b('q1', 'faq'), b('footer')];
    const result = insertAtSamePosition(source, target, b('q2', 'faq'));
    expect(result.ok && result.components[3]).toEqual(b('q2', 'faq'));
    expect(result.ok && ids(result.components)).toEqual(['hero', 'faq', 'q1', 'q2', 'footer']);
  });

  it('puts a child right after its container when no sibling is there', () => {
    const result = insertAtSamePosition(source, [b('faq'), b('footer')], b('q2', 'faq'));
    expect(result.ok && ids(result.components)).toEqual(['faq', 'q2', 'footer']);
  });

  it('refuses a child whose container the target lacks', () => {
    expect(insertAtSamePosition(source, [b('hero')], b('q1', 'faq'))).toEqual({ ok: false, reason: 'parent-missing', parentId: 'faq' });
  });

  it('appends at the end when the target has none of its neighbours, and leaves a present block alone', () => {
    const appended = insertAtSamePosition(source, [b('other')], b('intro'));
    expect(appended.ok && ids(appended.components)).toEqual(['other', 'intro']);
    const target = [b('intro'), b('hero')];
    const same = insertAtSamePosition(source, target, b('intro'));
    expect(same.ok && ids(same.components)).toEqual(['intro', 'hero']);
  });

  it('does not change the target array it was given', () => {
    const target = [b('hero')];
    insertAtSamePosition(source, target, b('intro'));
    expect(ids(target)).toEqual(['hero']);
  });
});

describe('removeFromLayout', () => {
  it('removes the block and, for a container, the blocks inside it', () => {
    const target = [b('hero'), b('faq'), b('q1', 'faq'), b('inner', 'q1'), b('footer')];
    expect(ids(removeFromLayout(target, 'faq'))).toEqual(['hero', 'footer']);
    expect(ids(removeFromLayout(target, 'q1'))).toEqual(['hero', 'faq', 'footer']);
  });
});

describe('assignPhaseAction', () => {
  it('adds for an assign change and removes for an unassign change', () => {
    const source = [b('hero'), b('intro')];
    const added = assignPhaseAction({ phase: 'live', assign: true }, source, [b('hero')], b('intro'));
    expect(added.ok && ids(added.components)).toEqual(['hero', 'intro']);
    const removed = assignPhaseAction({ phase: 'live', assign: false }, source, [b('hero'), b('intro')], b('intro'));
    expect(removed.ok && ids(removed.components)).toEqual(['hero']);
  });
});
