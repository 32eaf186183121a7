import { useMemo } from 'react';
import { RenderBlock } from './Block';
import { usePageTree } from './contexts';
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
  const seen = new Map<string, number>();
  return blocks.map((b) => {
    const n = seen.get(b.componentId) ?? 0;
    seen.set(b.componentId, n + 1);
    return n === 0 ? b.componentId : `${b.componentId}\u0000${n}`;
  });
}

export function BlockItems({ blocks }: { blocks: readonly RenderableComponent[] }) {
  const keys = useMemo(() => blockKeys(blocks), [blocks]);
  return blocks.map((b, i) => <RenderBlock key={keys[i]} block={b} />);
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
