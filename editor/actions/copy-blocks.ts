import { validateBlockProps } from '../../schemas/validators';
import { isBlockType } from '../../schemas';
import type { EditorBlock } from '../state/types';
import { defaultComponentId } from './component-id';
import { EditorActionError } from './errors';

/** What "Copy block" puts on the clipboard: plain JSON, so it travels between tabs, pages and environments. */
export const CLIPBOARD_KIND = 'conference-editor/blocks';

/** One copied block: the stored fields only (no originalHash: a pasted block is new on its page). */
export interface CopiedBlock {
  componentId: string;
  component: string;
  parentId: string | null;
  slot: string | null;
  props: Record<string, unknown>;
}

export interface BlockClipboard {
  kind: typeof CLIPBOARD_KIND;
  version: 1;
  /** The copied block first, then the blocks inside it (a drawer's or a tab's children), in page order. */
  blocks: CopiedBlock[];
}

/** A refused paste: `code` is a translation key, `params` fill it. */
export class PasteError extends EditorActionError {
  readonly params: Record<string, string>;

  constructor(code: string, message: string, params: Record<string, string> = {}) {
    super(code, message);
    this.name = 'PasteError';
    this.params = params;
  }
}

/** The block and every block inside it (children, their children...), in page order. */
export function blockSubtree(components: readonly EditorBlock[], componentId: string): EditorBlock[] {
  const inside = new Set([componentId]);
  const out: EditorBlock[] = [];
  for (const c of components) {
    if (c.componentId === componentId) out.push(c);
    else if (c.parentId && inside.has(c.parentId) && c.componentId !== c.parentId) {
      inside.add(c.componentId);
      out.push(c);
    }
  }
  // A child listed before its parent (the stored order allows it) is found by a second pass.
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of components) {
      if (!inside.has(c.componentId) && c.parentId && inside.has(c.parentId)) {
        inside.add(c.componentId);
        out.push(c);
        grew = true;
      }
    }
  }
  return out;
}

/** The clipboard payload of a block (with what it contains); null when the block is not in the working copy. */
export function copyBlocks(components: readonly EditorBlock[], componentId: string): BlockClipboard | null {
  const tree = blockSubtree(components, componentId);
  if (tree.length === 0) return null;
  return {
    kind: CLIPBOARD_KIND,
    version: 1,
    blocks: tree.map((c) => ({
      componentId: c.componentId,
      component: c.component,
      parentId: c.parentId ?? null,
      slot: c.slot ?? null,
      props: structuredClone({ ...(c.props ?? {}) }) as Record<string, unknown>,
    })),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads pasted text as copied blocks. Accepts the clipboard payload, a bare block ({componentId, component, props})
 * or an array of them. Every block's props are checked against its type's JSON Schema (the precompiled ajv
 * validators the server uses too), so a paste never puts on the page what a save would refuse. Throws PasteError.
 */
export function parseBlockClipboard(text: string): CopiedBlock[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PasteError('translate.editor.paste.error.json', 'The clipboard does not hold JSON: copy a block first.');
  }
  const list = isRecord(value) && Array.isArray(value.blocks) ? value.blocks : Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((b) => isRecord(b) && typeof b.component === 'string' && typeof b.componentId === 'string')) {
    throw new PasteError(
      'translate.editor.paste.error.shape',
      'The clipboard holds JSON but not a block (each block needs componentId, component and props).',
    );
  }
  const blocks = list as Record<string, unknown>[];
  const ids = new Set(blocks.map((b) => b.componentId as string));
  return blocks.map((b, index) => {
    const component = b.component as string;
    const componentId = b.componentId as string;
    if (!isBlockType(component)) {
      throw new PasteError('translate.editor.paste.error.type', `Block type ${component} does not exist.`, { type: component });
    }
    const props = b.props === undefined || b.props === null ? {} : b.props;
    const result = validateBlockProps(component, props);
    if (!result.ok) {
      const first = result.errors[0]!;
      throw new PasteError('translate.editor.paste.error.invalid', `Block ${componentId} is not valid: ${first.message}`, {
        id: componentId,
        message: first.message,
      });
    }
    // The first block is the copied one; the others keep their place inside it only when their parent came along.
    const parentId = index > 0 && typeof b.parentId === 'string' && ids.has(b.parentId) ? b.parentId : null;
    const slot = parentId !== null && typeof b.slot === 'string' ? b.slot : null;
    return { componentId, component, parentId, slot, props: structuredClone(props) as Record<string, unknown> };
  });
}

/**
 * New IDs by the insert dialog's rule (the lower-cased type plus the first unused counter, component-id.ts), so a
 * paste or a duplicate never collides with a block of the page; parents follow their children's new IDs.
 */
export function renumberBlocks(blocks: readonly CopiedBlock[], used: ReadonlySet<string>): CopiedBlock[] {
  const taken = new Set(used);
  const renamed = new Map<string, string>();
  for (const b of blocks) {
    const id = defaultComponentId(b.component, taken);
    taken.add(id);
    renamed.set(b.componentId, id);
  }
  return blocks.map((b) => ({
    ...b,
    componentId: renamed.get(b.componentId)!,
    parentId: b.parentId !== null ? (renamed.get(b.parentId) ?? null) : null,
  }));
}

/**
 * Puts copied blocks on the page after `afterId` (as its sibling) or at the end of the page, their IDs renumbered.
 * Answers the new working copy and the new ID of the first (copied) block.
 */
export function insertBlocksAction(
  components: readonly EditorBlock[],
  copied: readonly CopiedBlock[],
  afterId: string | null,
): { components: readonly EditorBlock[]; componentId: string } {
  const blocks = renumberBlocks(copied, new Set(components.map((c) => c.componentId)));
  const afterIndex = afterId ? components.findIndex((c) => c.componentId === afterId) : -1;
  const after = afterIndex >= 0 ? components[afterIndex] : undefined;
  const added: EditorBlock[] = blocks.map((b, index) => ({
    componentId: b.componentId,
    component: b.component,
    parentId: index === 0 ? (after?.parentId ?? null) : b.parentId,
    slot: index === 0 ? (after?.slot ?? null) : b.slot,
    props: b.props,
    originalHash: null,
  }));
  const at = after ? afterIndex + 1 : components.length;
  return { components: [...components.slice(0, at), ...added, ...components.slice(at)], componentId: added[0]!.componentId };
}

/** A copy of a block (and what is inside it) right after it, with new IDs. */
export function duplicateBlockAction(
  components: readonly EditorBlock[],
  componentId: string,
): { components: readonly EditorBlock[]; componentId: string } | null {
  const copied = copyBlocks(components, componentId);
  if (!copied) return null;
  return insertBlocksAction(components, copied.blocks, componentId);
}
