import { Suspense, memo, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockNotice, RequirementsNotice } from './BlockNotice';
import {
  AllowedPhasesContext,
  BlockFrameContext,
  LiveBlocksContext,
  TranslateContext,
  useRegistry,
  useRenderContext,
} from './contexts';
import type { LiveBlocks } from './contexts';
import { applySchemaDefaults } from './defaults';
import { disabledMessage, notAvailableMessage, unresolvedMessage } from './notices';
import type { RenderableComponent } from './page-types';
import type { RenderContextValue } from './types';
import { getBlockRequirements, hasRequirements, requirementsMet } from './visibility';
import { translateProps } from './translate-props';
import { getWrapperStyle } from './wrapper-style';

const EMPTY: Readonly<Record<string, unknown>> = {};

interface Anchor {
  id?: string;
  label?: string;
}
// Most blocks have no anchor; sharing one answer saves an object per block on a 1000-block page.
const NO_ANCHOR: Anchor = Object.freeze({});

function anchorOf(props: Readonly<Record<string, unknown>>): Anchor {
  const link = props.wrapperAnchorLink;
  if (!link || typeof link !== 'object') return NO_ANCHOR;
  const { anchor, ariaLabel } = link as { anchor?: unknown; ariaLabel?: unknown };
  const id = typeof anchor === 'string' ? anchor.trim().replace(/^#/, '').replace(/\s+/g, '-') : '';
  return { id: id || undefined, label: typeof ariaLabel === 'string' && ariaLabel ? ariaLabel : undefined };
}

/**
 * One block: visibility, notices, wrapper, error boundary and lazy code. Memoised on the block object, so a
 * page re-render where this block is unchanged (same object) skips it.
 */
export const RenderBlock = memo(function RenderBlock({ block: laidOut }: { block: RenderableComponent }) {
  const block = useLiveBlock(laidOut);
  const Frame = useContext(BlockFrameContext);
  const ctx = useRenderContext();
  const body = useBlockBody(block, ctx);
  return Frame && ctx.editMode ? <Frame block={block}>{body}</Frame> : body;
});

/** What useSyncExternalStore needs to read one block of a live source. */
interface LiveHandle {
  subscribe: (onChange: () => void) => () => void;
  get: () => RenderableComponent | undefined;
}

const unsubscribed = () => undefined;
const noLiveValue = (): RenderableComponent | undefined => undefined;
// Attendee pages have no live source: every block gets these same module-level functions, so the static path
// allocates nothing for the subscription (no useCallback, no closures per render).
const STATIC: LiveHandle = { subscribe: () => unsubscribed, get: noLiveValue };

// One handle per (live source, block id), made on first use, so useSyncExternalStore gets the same functions on
// every render and never re-subscribes; a handful of ids per editor session, dropped with the source.
const handles = new WeakMap<LiveBlocks, Map<string, LiveHandle>>();

function liveHandle(live: LiveBlocks, id: string): LiveHandle {
  let byId = handles.get(live);
  if (!byId) handles.set(live, (byId = new Map()));
  let handle = byId.get(id);
  if (!handle) {
    handle = { subscribe: (onChange) => live.subscribe(id, onChange), get: () => live.get(id) };
    byId.set(id, handle);
  }
  return handle;
}

/** The block's current value from LiveBlocksContext (the editor's working copy); the layout's block otherwise. */
function useLiveBlock(block: RenderableComponent): RenderableComponent {
  const live = useContext(LiveBlocksContext);
  const handle = live ? liveHandle(live, block.componentId) : STATIC;
  // Server rendering and hydration read no live source (the editor is never server-rendered).
  return useSyncExternalStore(handle.subscribe, handle.get, noLiveValue) ?? block;
}

// A hook rather than a child component: one component layer less per block on a 1000-block page.
function useBlockBody(block: RenderableComponent, ctx: RenderContextValue): ReactNode {
  const registry = useRegistry();
  const allowedPhases = useContext(AllowedPhasesContext);
  const { componentId, component: type } = block;
  const stored = block.props ?? EMPTY;
  const definition = Object.prototype.hasOwnProperty.call(registry, type) ? registry[type] : undefined;

  const translate = useContext(TranslateContext);
  const props = useMemo(
    () => translateProps(applySchemaDefaults(definition?.schema, stored), translate),
    [definition, stored, translate],
  );
  // Not memoised: cheap for the usual block (the shared no-rule answer), and a block re-renders almost only when
  // its props changed, which a memo would recompute anyway; a hook costs more on a 1000-block page than it saves.
  const requirements = getBlockRequirements(stored, ctx, allowedPhases);

  const editor = ctx.editMode;
  const showRequirements = editor && hasRequirements(requirements);
  if (!definition) {
    return editor && ctx.environment !== 'prod' ? (
      <BlockNotice kind="unresolved" message={unresolvedMessage(type, componentId)} />
    ) : null;
  }
  if (stored.isDisabled === true) {
    return editor ? <BlockNotice kind="disabled" message={disabledMessage(componentId)} /> : null;
  }
  const visible = requirementsMet(requirements);
  if (!visible && !editor) return null;
  const Component = definition.component;
  if (!Component) {
    return editor ? (
      <BlockNotice kind="not-available" message={notAvailableMessage(type, componentId)} />
    ) : null;
  }

  // Worked out only for a block that renders, and not memoised, for the same reason as the requirements.
  const wrapper = getWrapperStyle(stored);
  const className = showRequirements ? `${wrapper.className} rb-requirements` : wrapper.className;
  // Keyed, so that the content keeps its state when the notice comes or goes (a single keyed child and the
  // same key in a list are the same child to React); one child, not a list, for the usual block.
  const content: ReactNode = (
    <Suspense key="content" fallback={null}>
      {/* Which props type this block's component declares is known only at run time, from the type name. */}
      <Component componentId={componentId} type={type} props={props as never} />
    </Suspense>
  );
  const inner: ReactNode = showRequirements
    ? [<RequirementsNotice key="notice" id={componentId} requirements={requirements} visible={visible} />, content]
    : content;
  const anchor = anchorOf(stored);
  const Tag = anchor.id ? 'section' : 'div';
  return (
    <BlockErrorBoundary componentId={componentId} type={type} editMode={editor} resetKey={block}>
      {/* Without an anchor, no id and aria-label props for React to look at on every block. */}
      {anchor === NO_ANCHOR ? (
        <div className={className} style={wrapper.style} data-block-id={componentId} data-block-type={type}>
          {inner}
        </div>
      ) : (
        <Tag
          id={anchor.id}
          aria-label={anchor.label}
          className={className}
          style={wrapper.style}
          data-block-id={componentId}
          data-block-type={type}
        >
          {inner}
        </Tag>
      )}
    </BlockErrorBoundary>
  );
}
