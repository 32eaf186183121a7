/**
 * Whether a page's blocks sit in Suspense boundaries of their own.
 *
 * In the browser each block's content has one: while a block's code loads, the rest of the page shows. In server
 * rendering a boundary per block is most of the renderer's own cost (React's streaming renderer allocates a
 * boundary, two segments and their state for each; bench/render) and buys nothing: every block's code is loaded
 * before the page renders. So the server renders the blocks without them, and the browser hydrates that HTML with
 * the same structure (hydration matches Suspense boundaries one for one). Blocks that render after hydration
 * get their boundary. A block that throws during a render without boundaries would take the page along: the
 * server then renders the page again with them (app/server-entry.tsx) and the page's state says which it was.
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useServerRender } from './server-render';

// Set once, before hydration, from the state the server sent with the page.
let hydratingBare = false;

/** The page's HTML was rendered without block boundaries: its hydration must go without them too. */
export function hydrateWithoutBlockBoundaries(bare: boolean): void {
  hydratingBare = bare;
}

const never = () => () => undefined;
const no = () => false;
const yes = () => true;

/** Whether blocks rendering now go without a boundary. Read by each block once, when its content first renders. */
export interface BlockBoundaries {
  bare: boolean;
  /** Rendering on the server: there is no server HTML to keep (renderer/Block.tsx keepsServerHtml). */
  server?: boolean;
}

/**
 * A page renderer's blocks: without boundaries on the server unless the server asked for them, and in the browser
 * while it hydrates such HTML. The answer is one object per renderer, changed in place when hydration commits:
 * blocks that render after that (a block shown later, another page) get their boundary, and the blocks hydrated
 * without one are neither mounted afresh nor rendered again (a new answer would re-render every block).
 */
export function useBlockBoundaries(): BlockBoundaries {
  const record = useServerRender();
  const bareHere = record ? !record.blockBoundaries : hydratingBare;
  // The server snapshot is read while hydrating (and on the server) only. Both false when nothing is hydrated
  // without boundaries, so that React does not render the page renderer again after hydration.
  const hydrating = useSyncExternalStore(never, no, bareHere ? yes : no);
  // Made once per renderer and changed in place below (a ref made once, that blocks read when they first render).
  const [boundaries] = useState<BlockBoundaries>(() => ({ bare: hydrating, server: record !== null }));
  useLayoutEffect(() => {
    boundaries.bare = false;
  }, [boundaries]);
  return boundaries;
}
