import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { insertBlockAction } from './insert-block';

const page: EditorBlock[] = [
  { componentId: 'hero', component: 'headerBanner', props: {}, originalHash: 'h1' },
  { componentId: 'tabs', component: 'tabExplorer', props: {}, originalHash: 'h2' },
  { componentId: 'inner', component: 'sectionHeading', parentId: 'tabs', slot: 'a', props: {}, originalHash: 'h3' },
  { componentId: 'footer', component: 'socialLinks', props: {}, originalHash: 'h4' },
];

describe('insertBlockAction', () => {
  it('appends at the page root without an anchor, unsaved (no originalHash)', () => {
    const next = insertBlockAction(page, { component: 'sectionHeading', componentId: 'intro', props: { heading: 'Hi' } });
    expect(next.map((c) => c.componentId)).toEqual(['hero', 'tabs', 'inner', 'footer', 'intro']);
    expect(next[4]).toMatchObject({ parentId: null, slot: null, originalHash: null, props: { heading: 'Hi' } });
    expect(page).toHaveLength(4);
  });

  it('inserts right after the anchor, as its sibling', () => {
    const next = insertBlockAction(page, { component: 'countdown', componentId: 'clock', props: {}, afterId: 'inner' });
    expect(next.map((c) => c.componentId)).toEqual(['hero', 'tabs', 'inner', 'clock', 'footer']);
    expect(next[3]).toMatchObject({ parentId: 'tabs', slot: 'a' });
  });

  it('stores the typed ID trimmed and lower-cased', () => {
    const next = insertBlockAction(page, { component: 'countdown', componentId: '  Big-Clock ', props: {} });
    expect(next.at(-1)?.componentId).toBe('big-clock');
  });

  it('refuses an empty ID, an ID used on the page (after normalising) and one that cannot be stored', () => {
    expect(() => insertBlockAction(page, { component: 'countdown', componentId: '   ', props: {} })).toThrow(
      expect.objectContaining({ code: 'translate.editor.error.id-required' }),
    );
    expect(() => insertBlockAction(page, { component: 'countdown', componentId: ' HERO', props: {} })).toThrow(
      expect.objectContaining({ code: 'translate.editor.error.id-used' }),
    );
    expect(() => insertBlockAction(page, { component: 'countdown', componentId: 'two words', props: {} })).toThrow(
      expect.objectContaining({ code: 'translate.editor.error.id-invalid' }),
    );
  });

  it('keeps the other blocks referentially equal', () => {
    const next = insertBlockAction(page, { component: 'countdown', componentId: 'clock', props: {} });
    expect(next[0]).toBe(page[0]);
    expect(next[3]).toBe(page[3]);
  });
});
