import { describe, expect, it } from 'vitest';
import { buildBlockTree, getAllChildren, getChildren, nestedTree, sameNestedTree } from './tree';

const c = (componentId: string, parentId: string | null = null, slot: string | null = null) => ({
  componentId,
  component: 'x',
  parentId,
  slot,
  props: {},
});

describe('buildBlockTree', () => {
  it('keeps page order at the root and under each parent', () => {
    const layout = [
      c('a'),
      c('tabs'),
      c('t1', 'tabs', 'one'),
      c('b'),
      c('t2', 'tabs', 'two'),
      c('t3', 'tabs', 'one'),
    ];
    const tree = buildBlockTree(layout);
    expect(getChildren(tree, null).map((x) => x.componentId)).toEqual(['a', 'tabs', 'b']);
    expect(getChildren(tree, 'tabs', 'one').map((x) => x.componentId)).toEqual(['t1', 't3']);
    expect(getChildren(tree, 'tabs', 'two').map((x) => x.componentId)).toEqual(['t2']);
    expect(getChildren(tree, 'tabs').map((x) => x.componentId)).toEqual([]);
    expect(getAllChildren(tree, 'tabs').map((x) => x.componentId)).toEqual(['t1', 't2', 't3']);
    expect(tree.orphans).toEqual([]);
  });

  it('treats a missing slot and null alike, and nests deeper', () => {
    const layout = [c('drawer'), { componentId: 'd1', component: 'x', parentId: 'drawer' }, c('d1a', 'd1')];
    const tree = buildBlockTree(layout);
    expect(getChildren(tree, 'drawer').map((x) => x.componentId)).toEqual(['d1']);
    expect(getChildren(tree, 'drawer', null).map((x) => x.componentId)).toEqual(['d1']);
    expect(getChildren(tree, 'd1').map((x) => x.componentId)).toEqual(['d1a']);
  });

  it('collects blocks whose parent is missing, and their descendants, as orphans', () => {
    const tree = buildBlockTree([c('a'), c('lost', 'gone'), c('lostchild', 'lost')]);
    expect(tree.orphans.map((x) => x.componentId)).toEqual(['lost', 'lostchild']);
    expect(getChildren(tree, null).map((x) => x.componentId)).toEqual(['a']);
  });

  it('collects parent loops as orphans instead of looping', () => {
    const tree = buildBlockTree([c('a', 'b'), c('b', 'a'), c('self', 'self')]);
    expect(tree.orphans.map((x) => x.componentId)).toEqual(['a', 'b', 'self']);
  });
});

describe('nestedTree', () => {
  it("is the containers' part: unchanged by a new page-level block object, changed by a new child", () => {
    const layout = [c('a'), c('tabs'), c('t1', 'tabs', 'one')];
    const nested = nestedTree(buildBlockTree(layout));
    expect(getChildren(nested, 'tabs', 'one').map((x) => x.componentId)).toEqual(['t1']);
    expect(getChildren(nested, null)).toEqual([]);
    const edited = [{ ...c('a'), props: { text: 'new' } }, layout[1]!, layout[2]!];
    expect(sameNestedTree(nested, nestedTree(buildBlockTree(edited)))).toBe(true);
    const child = [layout[0]!, layout[1]!, { ...c('t1', 'tabs', 'one'), props: { text: 'new' } }];
    expect(sameNestedTree(nested, nestedTree(buildBlockTree(child)))).toBe(false);
  });
});
