import { describe, expect, it } from 'vitest';
import { outlineTree } from './outline-tree';

const block = (componentId: string, parentId: string | null = null, slot: string | null = null) => ({
  componentId,
  component: 'text',
  parentId,
  slot,
});

describe('outlineTree', () => {
  it('nests children under their container by slot, in page order', () => {
    const tree = outlineTree([
      block('hero'),
      block('tabs'),
      block('a', 'tabs', 'one'),
      block('b', 'tabs', 'two'),
      block('c', 'tabs', 'one'),
      block('footer'),
    ]);
    expect(tree.map((n) => n.block.componentId)).toEqual(['hero', 'tabs', 'footer']);
    const tabs = tree[1]!;
    expect(tabs.slots.map((s) => [s.slot, s.children.map((c) => c.block.componentId)])).toEqual([
      ['one', ['a', 'c']],
      ['two', ['b']],
    ]);
  });

  it('lists a block whose parent is missing at the top level', () => {
    const tree = outlineTree([block('lost', 'gone', 'x'), block('hero')]);
    expect(tree.map((n) => n.block.componentId)).toEqual(['lost', 'hero']);
  });
});
