import type { RenderableComponent } from './page-types';

/** The flat component list as parent -> ordered children, built once per layout. */
export interface BlockTree {
  /** Children of a parent (null = page root) in one slot; see `childKey`. */
  children: ReadonlyMap<string, readonly RenderableComponent[]>;
  /** Every child of a parent, in page order, whatever its slot. */
  allChildren: ReadonlyMap<string, readonly RenderableComponent[]>;
  /** Blocks that cannot be reached from the page root: their parent is missing, or parents form a loop. */
  orphans: readonly RenderableComponent[];
}

const ROOT = '\u0000root';
const parentKey = (parentId: string | null | undefined) => (parentId ? parentId : ROOT);

/** Lookup key of a (parent, slot) pair. A missing slot and `null` are the same slot. */
export function childKey(parentId: string | null | undefined, slot?: string | null): string {
  return `${parentKey(parentId)}\u0000${slot ?? ''}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const ROOT_LIST = childKey(null);

export function buildBlockTree(components: readonly RenderableComponent[]): BlockTree {
  // A page without containers (the usual case) is its own root list: no walk, no copies.
  if (components.every((c) => !c.parentId && !c.slot)) {
    const children = new Map<string, readonly RenderableComponent[]>();
    const allChildren = new Map<string, readonly RenderableComponent[]>();
    if (components.length > 0) {
      children.set(ROOT_LIST, components);
      allChildren.set(ROOT, components);
    }
    return { children, allChildren, orphans: [] };
  }
  const ids = new Set<string>();
  const byParent = new Map<string, RenderableComponent[]>();
  for (const c of components) {
    ids.add(c.componentId);
    push(byParent, parentKey(c.parentId), c);
  }

  // Walk from the root so that blocks whose parent is missing, or whose parents form a loop, never render
  // as children of anything (they would otherwise vanish silently).
  const reached = new Set<RenderableComponent>();
  const queue = [...(byParent.get(ROOT) ?? [])];
  // An index, not shift(): shift moves the whole queue, which made a 1000-block page quadratic.
  for (let at = 0; at < queue.length; at++) {
    const c = queue[at]!;
    if (reached.has(c)) continue;
    reached.add(c);
    // A duplicated componentId must not pull the same children in twice.
    const kids = byParent.get(c.componentId);
    if (kids) for (const k of kids) if (!reached.has(k)) queue.push(k);
  }

  const children = new Map<string, RenderableComponent[]>();
  const allChildren = new Map<string, RenderableComponent[]>();
  const orphans: RenderableComponent[] = [];
  for (const c of components) {
    if (!reached.has(c) || (c.parentId && !ids.has(c.parentId))) {
      orphans.push(c);
      continue;
    }
    // Root blocks without a slot (most of a page) share one key rather than building it for each.
    push(children, !c.parentId && !c.slot ? ROOT_LIST : childKey(c.parentId, c.slot), c);
    push(allChildren, parentKey(c.parentId), c);
  }
  return { children, allChildren, orphans };
}

/** Children of `parentId` (null = root). With `slot` undefined: the children without a slot. */
export function getChildren(
  tree: BlockTree,
  parentId: string | null,
  slot?: string | null,
): readonly RenderableComponent[] {
  return tree.children.get(childKey(parentId, slot)) ?? [];
}

export function getAllChildren(tree: BlockTree, parentId: string | null): readonly RenderableComponent[] {
  return tree.allChildren.get(parentKey(parentId)) ?? [];
}

const NO_ORPHANS: readonly RenderableComponent[] = [];

/**
 * What containers read of the tree (PageTreeContext): every list but the page root's, which only PageRenderer
 * renders, and no orphans (PageRenderer renders those too). A prop edit of a page-level block then leaves this
 * part equal (`sameNestedTree`), so the context keeps its value and React does not search every block of the
 * page for readers of a changed context.
 */
export function nestedTree(tree: BlockTree): BlockTree {
  const children = new Map<string, readonly RenderableComponent[]>();
  for (const [key, list] of tree.children) if (!key.startsWith(`${ROOT}\u0000`)) children.set(key, list);
  const allChildren = new Map<string, readonly RenderableComponent[]>();
  for (const [key, list] of tree.allChildren) if (key !== ROOT) allChildren.set(key, list);
  return { children, allChildren, orphans: NO_ORPHANS };
}

function sameBlocks(a: readonly RenderableComponent[] | undefined, b: readonly RenderableComponent[]): boolean {
  return a !== undefined && a.length === b.length && a.every((block, i) => block === b[i]);
}

function sameLists(
  a: ReadonlyMap<string, readonly RenderableComponent[]>,
  b: ReadonlyMap<string, readonly RenderableComponent[]>,
): boolean {
  if (a.size !== b.size) return false;
  for (const [key, list] of b) if (!sameBlocks(a.get(key), list)) return false;
  return true;
}

/** True when two trees list the same block objects in the same order under every parent. */
export function sameNestedTree(a: BlockTree, b: BlockTree): boolean {
  return sameLists(a.children, b.children) && sameLists(a.allChildren, b.allChildren) && sameBlocks(a.orphans, b.orphans);
}
