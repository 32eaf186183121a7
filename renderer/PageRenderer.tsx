import { Fragment, useContext, useMemo, useState } from 'react';
import { useBlockBoundaries } from './block-boundaries';
import { BlockItems } from './BlockList';
import { BlockNotice, NoticeLine } from './BlockNotice';
import {
  AllowedPhasesContext,
  BlockFrameContext,
  LiveBlocksContext,
  PageScopeContext,
  PageTreeContext,
  RegistryContext,
  RenderContext,
  TranslateContext,
} from './contexts';
import type { BlockFrame, PageScope } from './contexts';
import { orphanText, unresolvedText } from './notices';
import type { RenderableLayout } from './page-types';
import { buildBlockTree, getChildren, nestedTree, sameNestedTree } from './tree';
import type { BlockRegistry, RenderContextValue } from './types';
// The wrapper classes' stylesheet, written by `npm run gen` from renderer/wrapper-stylesheet.ts.
import './wrapper.generated.css';

const NO_PHASES: readonly string[] = [];

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function sameContext(a: RenderContextValue, b: RenderContextValue): boolean {
  const fa = Object.keys(a.features);
  return (
    a.signedIn === b.signedIn &&
    a.phaseId === b.phaseId &&
    a.editMode === b.editMode &&
    a.environment === b.environment &&
    a.language === b.language &&
    a.timeZone === b.timeZone &&
    a.hourCycle === b.hourCycle &&
    a.pageId === b.pageId &&
    sameList(a.scopes, b.scopes) &&
    fa.length === Object.keys(b.features).length &&
    fa.every((k) => a.features[k] === b.features[k])
  );
}

// Callers often build the context object inline; keeping the previous object while its contents are equal
// stops every memoised block from re-rendering on each parent render.
function useStable<T>(value: T, same: (a: T, b: T) => boolean): T {
  const [kept, setKept] = useState(value);
  const equal = kept === value || same(kept, value);
  if (!equal) setKept(value);
  return equal ? kept : value;
}

export interface PageRendererProps {
  layout: RenderableLayout;
  registry: BlockRegistry;
  context: RenderContextValue;
  /** The site-level allowed phase list, added to each block's requiresPhaseId (docs/behaviour/content-and-environments.md). */
  allowedPhaseIds?: readonly string[];
  /** Edit mode only: wraps each block (the editor passes its toolbar/selection frame; the renderer never imports it). */
  blockFrame?: BlockFrame;
  className?: string;
}

/** Renders a page layout: the flat component list becomes a tree once per layout; each block renders memoised. */
export function PageRenderer({
  layout,
  registry,
  context,
  allowedPhaseIds = NO_PHASES,
  blockFrame,
  className,
}: PageRendererProps) {
  // Without a blockFrame prop the frame of an enclosing provider applies: the lazy editor wraps the shell's
  // renderLayout() in BlockFrameContext, since it cannot pass props to the PageRenderer the shell renders.
  const outerFrame = useContext(BlockFrameContext);
  const frame = blockFrame ?? outerFrame;
  const tree = useMemo(() => buildBlockTree(layout.components), [layout.components]);
  // Containers' lists only, kept while they hold the same blocks: a keystroke in the editor changes one
  // page-level block, and must not change the context every block of the page sits under.
  const nested = useStable(
    useMemo(() => nestedTree(tree), [tree]),
    sameNestedTree,
  );
  const ctx = useStable(context, sameContext);
  const phases = useStable(allowedPhaseIds, sameList);
  const translate = useContext(TranslateContext);
  const live = useContext(LiveBlocksContext);
  const boundaries = useBlockBoundaries();
  const scope = useMemo(
    (): PageScope => ({ registry, ctx, phases, frame, translate, live, boundaries }),
    [registry, ctx, phases, frame, translate, live, boundaries],
  );
  // The same element while the layout is the same: when hydration ends, the renderer renders again
  // (useBlockBoundaries) and React then stops here instead of going over the page's blocks.
  const items = useMemo(() => <BlockItems blocks={getChildren(tree, null)} />, [tree]);
  const showOrphans = ctx.editMode && ctx.environment !== 'prod' && tree.orphans.length > 0;
  return (
    <RegistryContext value={registry}>
      <RenderContext value={ctx}>
        <AllowedPhasesContext value={phases}>
          <BlockFrameContext value={frame}>
            <PageTreeContext value={nested}>
              <PageScopeContext value={scope}>
                <div
                  className={className ? `rb-page rb-list ${className}` : 'rb-page rb-list'}
                  data-page-id={ctx.pageId}
                >
                  {items}
                  {showOrphans &&
                    tree.orphans.map((o, i) => {
                      const notice = (
                        <BlockNotice kind="orphan" message={unresolvedText(o.component, o.componentId)}>
                          {o.parentId ? (
                            <p style={{ margin: 0 }}>
                              <NoticeLine text={orphanText(o.parentId)} />
                            </p>
                          ) : null}
                        </BlockNotice>
                      );
                      // Framed like any block so that the editor can delete or re-parent it.
                      const Frame = frame;
                      return Frame ? (
                        <Frame key={`orphan-${i}`} block={o}>
                          {notice}
                        </Frame>
                      ) : (
                        <Fragment key={`orphan-${i}`}>{notice}</Fragment>
                      );
                    })}
                </div>
              </PageScopeContext>
            </PageTreeContext>
          </BlockFrameContext>
        </AllowedPhasesContext>
      </RenderContext>
    </RegistryContext>
  );
}
