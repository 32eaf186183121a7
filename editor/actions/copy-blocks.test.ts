import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import {
  CLIPBOARD_KIND,
  copyBlocks,
  duplicateBlockAction,
  insertBlocksAction,
  parseBlockClipboard,
  PasteError,
  renumberBlocks,
} from './copy-blocks';

const heading = (componentId: string, text = 'Hello'): EditorBlock => ({
  componentId,
  component: 'sectionHeading',
  parentId: null,
  props: { heading: text },
  originalHash: 'h1',
});
const page: EditorBlock[] = [
  heading('sectionheading1', 'Welcome'),
  { componentId: 'faq', component: 'drawer', parentId: null, props: { title: 'Questions' }, originalHash: 'h2' },
  { componentId: 'answer', component: 'sectionHeading', parentId: 'faq', slot: null, props: { heading: 'Answer' }, originalHash: 'h3' },
  heading('closing', 'Bye'),
];

function pasteError(text: string): PasteError {
  try {
    parseBlockClipboard(text);
  } catch (error) {
    if (error instanceof PasteError) return error;
    throw error;
  }
  throw new Error('expected a PasteError');
}

describe('duplicate', () => {
  it('puts a copy right after the block with the next free ID of its type, unsaved, props equal but not shared', () => {
    const result = duplicateBlockAction(page, 'sectionheading1')!;
    expect(result.componentId).toBe('sectionheading2');
    const ids = result.components.map((c) => c.componentId);
    expect(ids).toEqual(['sectionheading1', 'sectionheading2', 'faq', 'answer', 'closing']);
    const copy = result.components[1]!;
    expect(copy).toMatchObject({ component: 'sectionHeading', parentId: null, slot: null, originalHash: null, props: { heading: 'Welcome' } });
    expect(copy.props).not.toBe(page[0]!.props);
  });

  it('copies a container with its children, each renumbered, the children inside the copy', () => {
    const result = duplicateBlockAction(page, 'faq')!;
    expect(result.componentId).toBe('drawer1');
    const added = result.components.filter((c) => !page.includes(c));
    expect(added.map((c) => [c.componentId, c.parentId])).toEqual([
      ['drawer1', null],
      ['sectionheading2', 'drawer1'],
    ]);
    // Among the page's top-level blocks the copy follows the original.
    expect(result.components.filter((c) => !c.parentId).map((c) => c.componentId)).toEqual(['sectionheading1', 'faq', 'drawer1', 'closing']);
  });

  it('answers null for a block that is not on the page', () => {
    expect(duplicateBlockAction(page, 'missing')).toBeNull();
  });
});

describe('copy and paste', () => {
  it('copies the block and what it contains as JSON that a paste on another page reads back', () => {
    const copied = copyBlocks(page, 'faq')!;
    expect(copied.kind).toBe(CLIPBOARD_KIND);
    expect(copied.blocks.map((b) => b.componentId)).toEqual(['faq', 'answer']);
    const parsed = parseBlockClipboard(JSON.stringify(copied));
    const other: EditorBlock[] = [heading('drawer1'), heading('intro')];
    const result = insertBlocksAction(other, parsed, 'drawer1');
    // drawer1 is taken on that page: the insert rule's counter goes on to drawer2; the child follows its parent.
    expect(result.componentId).toBe('drawer2');
    expect(result.components.map((c) => [c.componentId, c.parentId ?? null])).toEqual([
      ['drawer1', null],
      ['drawer2', null],
      ['sectionheading1', 'drawer2'],
      ['intro', null],
    ]);
  });

  it('pastes at the end of the page when no block is selected, and accepts a bare block', () => {
    const parsed = parseBlockClipboard(JSON.stringify({ componentId: 'x', component: 'countdown', props: { endTime: '2027-05-04T09:00:00Z' } }));
    const result = insertBlocksAction(page, parsed, null);
    expect(result.components.at(-1)).toMatchObject({ componentId: 'countdown1', component: 'countdown', parentId: null });
  });

  it('renumbers by the insert rule: lower-cased type plus the first unused counter', () => {
    const blocks = renumberBlocks(
      [
        { componentId: 'a', component: 'sectionHeading', parentId: null, slot: null, props: {} },
        { componentId: 'b', component: 'sectionHeading', parentId: null, slot: null, props: {} },
      ],
      new Set(['sectionheading1', 'sectionheading3']),
    );
    expect(blocks.map((b) => b.componentId)).toEqual(['sectionheading2', 'sectionheading4']);
  });

  it('refuses text that is not JSON with a clear message', () => {
    const error = pasteError('hello there');
    expect(error.code).toBe('translate.editor.paste.error.json');
    expect(error.message).toBe('The clipboard does not hold JSON: copy a block first.');
  });

  it('refuses JSON that is not a block', () => {
    expect(pasteError('{"title":"x"}').code).toBe('translate.editor.paste.error.shape');
    expect(pasteError('[]').code).toBe('translate.editor.paste.error.shape');
  });

  it('refuses an unknown block type', () => {
    const error = pasteError(JSON.stringify({ componentId: 'x', component: 'marquee', props: {} }));
    expect(error.code).toBe('translate.editor.paste.error.type');
    expect(error.params).toEqual({ type: 'marquee' });
  });

  it("refuses props its type's JSON Schema refuses (ajv), naming the block and the field", () => {
    const error = pasteError(JSON.stringify({ componentId: 'intro', component: 'sectionHeading', props: { headingLevel: 9 } }));
    expect(error.code).toBe('translate.editor.paste.error.invalid');
    expect(error.params.id).toBe('intro');
    expect(error.params.message).toMatch(/headingLevel/);
  });
});

describe('the store\'s duplicate and paste', () => {
  it('duplicates as one undo step that selects the copy and marks the page unsaved', async () => {
    const { createEditorStore } = await import('../state/store');
    const store = createEditorStore({ layoutId: 'home', phase: 'live', environment: 'cont' }, { components: page, hash: 'p1' });
    expect(store.getState().duplicate('closing')).toBe('sectionheading2');
    expect(store.getState()).toMatchObject({ selectedId: 'sectionheading2', unsaved: true });
    expect(store.getState().layout.map((c) => c.componentId).at(-1)).toBe('sectionheading2');
    store.getState().undo();
    expect(store.getState().components).toBe(page);
    expect(store.getState().selectedId).toBeNull();
  });

  it('pastes after the selected block', async () => {
    const { createEditorStore } = await import('../state/store');
    const store = createEditorStore({ layoutId: 'home', phase: 'live', environment: 'cont' }, { components: page, hash: 'p1' });
    const blocks = parseBlockClipboard(JSON.stringify(copyBlocks(page, 'closing')));
    expect(store.getState().paste(blocks, 'sectionheading1')).toBe('sectionheading2');
    expect(store.getState().components.map((c) => c.componentId).slice(0, 2)).toEqual(['sectionheading1', 'sectionheading2']);
  });
});
