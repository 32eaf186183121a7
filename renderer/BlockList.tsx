import { useContext, useMemo } from 'react';
import { BlockView, serverBlock } from './Block';
import { PageScopeContext, usePageTree } from './contexts';
import { ServerRenderContext } from './server-render';
import type { RenderableComponent } from './page-types';
import { getAllChildren, getChildren } from './tree';

/** Children of a container in one slot (undefined/null = children without a slot), in page order. */
export function useChildBlocks(
  parentId: string | null,
  slot?: string | null,
): readonly RenderableComponent[] {
  return getChildren(usePageTree(), parentId, slot);
}

/** Every child of a container whatever its slot (e.g. the randomizer picks one). */
export function useAllChildBlocks(parentId: string | null): readonly RenderableComponent[] {
  return getAllChildren(usePageTree(), parentId);
}

// componentId is unique on a page by contract; hand-edited JSON may still repeat one, which must not make
// React drop or merge blocks.
export function blockKeys(blocks: readonly RenderableComponent[]): string[] {
  const keys = new Array<string>(blocks.length);
  const seen = new Set<string>();
  let repeats: Map<string, number> | null = null;
  for (let i = 0; i < blocks.length; i++) {
    const id = blocks[i]!.componentId;
    if (!seen.has(id)) {
      seen.add(id);
      keys[i] = id;
      continue;
    }
    // Counted only for a repeated id (hand-edited JSON): the usual page needs one set, not a counter per block.
    repeats ??= new Map();
    const n = (repeats.get(id) ?? 0) + 1;
    repeats.set(id, n);
    keys[i] = `${id}\u0000${n}`;
  }
  return keys;
}

export function BlockItems({ blocks }: { blocks: readonly RenderableComponent[] }) {
  const keys = useMemo(() => blockKeys(blocks), [blocks]);
  const scope = useContext(PageScopeContext);
  // Only the server provides ServerRenderContext. There each block's elements are rendered without a BlockView
  // around them (Block.tsx serverBlock): the same elements, which the browser hydrates with a BlockView each.
  const record = useContext(ServerRenderContext);
  if (record && scope) return blocks.map((b, i) => serverBlock(b, scope, keys[i]!, record.blockTypes, record.blockCode));
  return blocks.map((b, i) => <BlockView key={keys[i]} block={b} />);
}

/**
 * Renders the children of `parentId` (null = page root) in `slot` as a flex-wrap row, so wrapper widths work.
 * Containers (tabExplorer, drawer, …) use it for their content: `<BlockList parentId={componentId} slot={tabId} />`.
 */
export function BlockList({
  parentId,
  slot,
  className,
}: {
  parentId: string | null;
  slot?: string | null;
  className?: string;
}) {
  const blocks = useChildBlocks(parentId, slot);
  if (blocks.length === 0) return null;
  return (
    <div className={className ? `rb-list ${className}` : 'rb-list'}>
      <BlockItems blocks={blocks} />
    </div>
  );
}
