import { describe, expect, it } from 'vitest';
import { mergeBlock, mergeLayout, type BlockContent } from './merge.js';

const block = (componentId: string, props: Record<string, unknown> = {}, parentId: string | null = null): BlockContent => ({
  componentId, component: 'sectionHeading', parentId, slot: null, props,
});
const ids = (list: BlockContent[]) => list.map((c) => c.componentId);

describe('mergeBlock', () => {
  const base = block('a', { heading: 'Base', subheading: 'Sub', width: { mobile: 12, desktop: 6 } });

  it('keeps both editors’ changes to different props', () => {
    const mine = block('a', { ...base.props, subheading: 'Mine' });
    const theirs = block('a', { ...base.props, heading: 'Theirs' });
    expect(mergeBlock(base, mine, theirs)).toEqual({ ok: true, value: block('a', { heading: 'Theirs', subheading: 'Mine', width: { mobile: 12, desktop: 6 } }) });
  });

  it('merges different breakpoints of one per-breakpoint prop', () => {
    const mine = block('a', { ...base.props, width: { mobile: 6, desktop: 6 } });
    const theirs = block('a', { ...base.props, width: { mobile: 12, desktop: 4 } });
    const r = mergeBlock(base, mine, theirs);
    expect(r.ok && r.value.props.width).toEqual({ mobile: 6, desktop: 4 });
  });

  it('takes a prop one side removed when the other left it alone', () => {
    const { subheading: _, ...without } = base.props;
    const r = mergeBlock(base, block('a', without), block('a', { ...base.props, heading: 'Theirs' }));
    expect(r.ok && r.value.props).toEqual({ heading: 'Theirs', width: { mobile: 12, desktop: 6 } });
  });

  it('is a conflict, with base, mine and theirs, when both change the same field differently', () => {
    const r = mergeBlock(base, block('a', { ...base.props, heading: 'Mine' }), block('a', { ...base.props, heading: 'Theirs' }));
    expect(r).toEqual({ ok: false, conflicts: [{ componentId: 'a', path: 'props.heading', base: 'Base', mine: 'Mine', theirs: 'Theirs' }] });
  });

  it('treats an array as one field (no guessing item by item)', () => {
    const b = block('a', { buttons: [{ text: 'One' }, { text: 'Two' }] });
    const r = mergeBlock(b, block('a', { buttons: [{ text: 'Two' }, { text: 'One' }] }), block('a', { buttons: [{ text: 'One!' }, { text: 'Two' }] }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.conflicts.map((c) => c.path)).toEqual(['props.buttons']);
  });

  it('accepts the same change made on both sides', () => {
    const same = block('a', { ...base.props, heading: 'Same' });
    expect(mergeBlock(base, same, same)).toEqual({ ok: true, value: same });
  });
});

describe('mergeLayout', () => {
  const base = [block('a', { heading: 'A' }), block('b', { heading: 'B' }), block('c', { heading: 'C' })];

  it('keeps a reorder by one editor and a prop edit by the other', () => {
    const mine = [base[2]!, base[0]!, base[1]!];
    const theirs = [base[0]!, block('b', { heading: 'B2' }), base[2]!];
    const r = mergeLayout(base, mine, theirs);
    expect(r.ok && ids(r.value)).toEqual(['c', 'a', 'b']);
    expect(r.ok && r.value[2]!.props.heading).toBe('B2');
  });

  it('keeps edits to different blocks from both sides', () => {
    const mine = [block('a', { heading: 'A2' }), base[1]!, base[2]!];
    const theirs = [base[0]!, base[1]!, block('c', { heading: 'C2' })];
    const r = mergeLayout(base, mine, theirs);
    expect(r.ok && r.value.map((c) => c.props.heading)).toEqual(['A2', 'B', 'C2']);
  });

  it('keeps blocks added on both sides where each was added', () => {
    const mine = [base[0]!, block('m'), base[1]!, base[2]!];
    const theirs = [...base, block('t')];
    const r = mergeLayout(base, mine, theirs);
    expect(r.ok && ids(r.value)).toEqual(['a', 'm', 'b', 'c', 't']);
  });

  it('removes a block one side deleted and the other left alone', () => {
    const r = mergeLayout(base, [base[0]!, base[2]!], [base[0]!, base[1]!, block('c', { heading: 'C2' })]);
    expect(r.ok && ids(r.value)).toEqual(['a', 'c']);
    expect(r.ok && r.value[1]!.props.heading).toBe('C2');
  });

  it('is a conflict when one side deletes a block the other edited', () => {
    const r = mergeLayout(base, [base[0]!, base[2]!], [base[0]!, block('b', { heading: 'B2' }), base[2]!]);
    expect(!r.ok && r.conflicts).toEqual([{ componentId: 'b', path: '(block)', base: base[1], mine: null, theirs: block('b', { heading: 'B2' }) }]);
  });

  it('is a conflict when both reorder differently', () => {
    const r = mergeLayout(base, [base[1]!, base[0]!, base[2]!], [base[0]!, base[2]!, base[1]!]);
    expect(!r.ok && r.conflicts.map((c) => c.path)).toEqual(['(order)']);
  });

  it('is a conflict when a container one side removed still holds a block the other added to it', () => {
    const withBox = [...base, { ...block('box'), component: 'drawer' }];
    const r = mergeLayout(withBox, base, [...withBox, block('inside', {}, 'box')]);
    expect(!r.ok && r.conflicts.map((c) => [c.componentId, c.path])).toEqual([['box', '(block)']]);
  });
});

describe('resolutions', () => {
  const base = block('a', { heading: 'Base', subheading: 'Sub' });
  const mine = block('a', { heading: 'Mine', subheading: 'Sub' });
  const theirs = block('a', { heading: 'Theirs', subheading: 'Sub 2' });

  it('applies the editor’s choice per field and still merges the rest', () => {
    expect(mergeBlock(base, mine, theirs, { a: { 'props.heading': 'theirs' } })).toEqual({ ok: true, value: block('a', { heading: 'Theirs', subheading: 'Sub 2' }) });
    expect(mergeBlock(base, mine, theirs, { a: { 'props.heading': 'mine' } })).toEqual({ ok: true, value: block('a', { heading: 'Mine', subheading: 'Sub 2' }) });
  });

  it('leaves fields without a choice as conflicts', () => {
    const r = mergeBlock(base, mine, theirs, { a: { 'props.other': 'mine' } });
    expect(!r.ok && r.conflicts.map((c) => c.path)).toEqual(['props.heading']);
  });

  it('keeps or drops a block removed on one side and edited on the other', () => {
    const layout = [block('a', { heading: 'A' }), block('b', { heading: 'B' })];
    const mineRemoved = [layout[0]!];
    const theirsEdited = [layout[0]!, block('b', { heading: 'B2' })];
    const keep = mergeLayout(layout, mineRemoved, theirsEdited, { b: { '(block)': 'theirs' } });
    expect(keep.ok && keep.value.map((c) => c.props.heading)).toEqual(['A', 'B2']);
    const drop = mergeLayout(layout, mineRemoved, theirsEdited, { b: { '(block)': 'mine' } });
    expect(drop.ok && ids(drop.value)).toEqual(['a']);
  });

  it('takes the chosen order when both sides reordered', () => {
    const layout = [block('a'), block('b'), block('c')];
    const r = mergeLayout(layout, [layout[1]!, layout[0]!, layout[2]!], [layout[0]!, layout[2]!, layout[1]!], { '': { '(order)': 'theirs' } });
    expect(r.ok && ids(r.value)).toEqual(['a', 'c', 'b']);
  });

  it('keeps a removed container with what was added inside it, or drops both', () => {
    const withBox = [block('a'), { ...block('box'), component: 'drawer' }];
    const theirs = [...withBox, block('inside', {}, 'box')];
    const keep = mergeLayout(withBox, [block('a')], theirs, { box: { '(block)': 'theirs' } });
    expect(keep.ok && ids(keep.value)).toEqual(['a', 'box', 'inside']);
    const drop = mergeLayout(withBox, [block('a')], theirs, { box: { '(block)': 'mine' } });
    expect(drop.ok && ids(drop.value)).toEqual(['a']);
  });
});
