import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { RenderableComponent } from './page-types';
import type { BlockRegistry, RenderContextValue } from './types';
import type { BlockTree } from './tree';
import type { Translate } from './translate-props';
import type { BlockBoundaries } from './block-boundaries';

/** Wraps every block (and its notices) in edit mode: the editor's toolbar, selection and drop targets. */
export type BlockFrame = ComponentType<{ block: RenderableComponent; children: ReactNode }>;
export const BlockFrameContext = createContext<BlockFrame | null>(null);

/**
 * Blocks whose value changes without a new layout: the editor's working copy, where a keystroke changes one
 * block's props. The editor keeps the layout (so the page's list of blocks does not re-render) and each block
 * reads its current value here, re-rendering alone when it changes.
 */
export interface LiveBlocks {
  /** The block's current value; undefined keeps the layout's. */
  get: (componentId: string) => RenderableComponent | undefined;
  subscribe: (componentId: string, onChange: () => void) => () => void;
}
export const LiveBlocksContext = createContext<LiveBlocks | null>(null);

export const RegistryContext = createContext<BlockRegistry | null>(null);
export const RenderContext = createContext<RenderContextValue | null>(null);
const EMPTY_TREE: BlockTree = { children: new Map(), allChildren: new Map(), orphans: [] };

/**
 * The page's tree; only lists read it, so a new layout does not re-render every block. Outside a page (a
 * story of one container block) a container simply has no children.
 */
export const PageTreeContext = createContext<BlockTree>(EMPTY_TREE);
/** Site-level allowed phases (added to each block's requiresPhaseId). */
export const AllowedPhasesContext = createContext<readonly string[]>([]);

export function useRegistry(): BlockRegistry {
  const registry = useContext(RegistryContext);
  if (!registry)
    throw new Error('useRegistry: no block registry; render inside <PageRenderer> or <RegistryContext>.');
  return registry;
}

export function useRenderContext(): RenderContextValue {
  const ctx = useContext(RenderContext);
  if (!ctx)
    throw new Error('useRenderContext: no render context; render inside <PageRenderer> or <RenderContext>.');
  return ctx;
}

export function usePageTree(): BlockTree {
  return useContext(PageTreeContext);
}

/** Resolves translation-key props (`translate.*`) to text; null leaves keys as stored (e.g. the tag viewer). */
export const TranslateContext = createContext<Translate | null>(null);

/**
 * Everything a block reads of its page, in one context that PageRenderer provides: each block of a 1000-block
 * page then reads one context rather than six (and a class component, the block's error boundary, can read it).
 * Changes when any part changes, which re-renders every block, as each part's own context did.
 */
export interface PageScope {
  registry: BlockRegistry;
  ctx: RenderContextValue;
  /** Site-level allowed phases (added to each block's requiresPhaseId). */
  phases: readonly string[];
  /** The editor's frame; applied in edit mode only. */
  frame: BlockFrame | null;
  translate: Translate | null;
  live: LiveBlocks | null;
  /** Whether blocks go without a Suspense boundary each (renderer/block-boundaries.ts). */
  boundaries: BlockBoundaries;
}
export const PageScopeContext = createContext<PageScope | null>(null);
