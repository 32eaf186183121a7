import { describe, expect, it } from 'vitest';
import { changedProps, isEmptySummary, layoutSummary, translationSummary } from './push-summary';

const block = (componentId: string, props: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  componentId,
  component: 'sectionHeading',
  parentId: null,
  slot: null,
  props,
  ...extra,
});

describe('layoutSummary', () => {
  it('lists the blocks added, removed and changed (with their changed props) and counts the unchanged', () => {
    const before = [block('a', { heading: 'A' }), block('b', { heading: 'B', level: 2 }), block('gone', {})];
    const after = [block('a', { heading: 'A' }), block('b', { heading: 'B!', level: 3 }), block('new', {})];
    expect(layoutSummary(before, after)).toEqual({
      added: ['new'],
      removed: ['gone'],
      changed: [{ componentId: 'b', props: ['heading', 'level'] }],
      unchanged: 1,
    });
  });

  it('names a move to another container and a changed type', () => {
    const summary = layoutSummary([block('a', {})], [block('a', {}, { parentId: 'tabs', component: 'countdown' })]);
    expect(summary.changed).toEqual([{ componentId: 'a', props: ['component', 'placement'] }]);
  });

  it('is empty for identical layouts', () => {
    expect(isEmptySummary(layoutSummary([block('a', { x: 1 })], [block('a', { x: 1 })]))).toBe(true);
  });
});

describe('changedProps', () => {
  it('matches array items by id: a reorder of buttons is a change of buttons only', () => {
    const before = { buttons: [{ id: '1', text: 'One' }, { id: '2', text: 'Two' }], heading: 'Same' };
    const after = { buttons: [{ id: '2', text: 'Two' }, { id: '1', text: 'One' }], heading: 'Same' };
    expect(changedProps(before, after)).toEqual(['buttons']);
    expect(changedProps(before, before)).toEqual([]);
  });
});

describe('translationSummary', () => {
  it('splits the keys into added, changed and without a source text', () => {
    const source = { 'translate.a': 'A', 'translate.b': 'B new', 'translate.c': 'C' };
    const target = { 'translate.b': 'B old', 'translate.c': 'C' };
    expect(translationSummary('en-US', ['translate.a', 'translate.b', 'translate.c', 'translate.d'], source, target)).toEqual({
      language: 'en-US',
      added: ['translate.a'],
      changed: ['translate.b'],
      missing: ['translate.d'],
    });
  });
});
