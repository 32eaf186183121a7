import { copyToClipboard } from '../../editing';
import { showToast, type TFunction } from '../../renderer';
import { copyBlocks } from '../actions/copy-blocks';
import { revealBlock } from '../panel/reveal-block';
import type { EditorStore } from '../state/store';

/** Duplicates a block after itself (the toolbar's and the outline's Duplicate), shows and announces the copy. */
export function duplicateBlock(store: EditorStore, componentId: string, t: TFunction): string | null {
  const copy = store.getState().duplicate(componentId);
  if (copy === null) return null;
  showToast(t('translate.editor.duplicated', { id: componentId, copy }), 'success');
  // The copy's frame renders after this call: scroll to it once it is on the page.
  requestAnimationFrame(() => revealBlock(copy));
  return copy;
}

/**
 * Puts the block (with the blocks inside it) on the clipboard as JSON: plain text, so a paste works on any page of
 * any environment, in this tab or another.
 */
export async function copyBlockToClipboard(store: EditorStore, componentId: string, t: TFunction): Promise<boolean> {
  const copied = copyBlocks(store.getState().components, componentId);
  if (!copied) return false;
  const message = await copyToClipboard(JSON.stringify(copied, null, 2), () => t('translate.editor.block-copied', { id: componentId }));
  return message !== null;
}
