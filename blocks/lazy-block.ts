import { createElement, lazy, useState } from 'react';
import type { BlockComponent, BlockComponentProps } from '../renderer';

type BlockModule<P> = { default: BlockComponent<P> };

/**
 * A block component whose code loads on demand, like React.lazy, but which can also be loaded ahead: once
 * `preload()` settled, the component renders directly, without suspending. The server preloads the blocks a
 * page holds before rendering it and the browser before hydrating it, so the server's HTML is complete and
 * hydration never waits on a chunk (and never swaps the server's HTML for a fallback).
 */
export function lazyBlock<P>(load: () => Promise<BlockModule<P>>): {
  component: BlockComponent<P>;
  preload: () => Promise<void>;
  loaded: () => boolean;
} {
  let loaded: BlockComponent<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed download may succeed later (a flaky network): the next render or preload tries again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as BlockComponent<P> })));
  function LazyBlock(props: BlockComponentProps<P>) {
    // Decided once per mounted block: switching from the lazy wrapper to the loaded component later would be a
    // different element type, and React would remount the block and lose its state.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy, props);
  }
  return { component: LazyBlock, preload, loaded: () => loaded !== undefined };
}
