import { Suspense, memo, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
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
import { applySchemaDefaults } from './defaults';
import { disabledMessage, notAvailableMessage, unresolvedMessage } from './notices';
import type { RenderableComponent } from './page-types';
import type { RenderContextValue } from './types';
import { getBlockRequirements, hasRequirements, requirementsMet } from './visibility';
import { translateProps } from './translate-props';
import { getWrapperStyle } from './wrapper-style';

const EMPTY: Readonly<Record<string, unknown>> = {};

function anchorOf(props: Readonly<Record<string, unknown>>): { id?: string; label?: string } {
  const link = props.wrapperAnchorLink;
  if (!link || typeof link !== 'object') return {};
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

/** The block's current value from LiveBlocksContext (the editor's working copy); the layout's block otherwise. */
function useLiveBlock(block: RenderableComponent): RenderableComponent {
  const live = useContext(LiveBlocksContext);
  const id = block.componentId;
  const subscribe = useCallback(
    (onChange: () => void) => (live ? live.subscribe(id, onChange) : () => undefined),
    [live, id],
  );
  return useSyncExternalStore(subscribe, () => live?.get(id) ?? block, () => block);
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
  const wrapper = useMemo(() => getWrapperStyle(stored), [stored]);
  const requirements = useMemo(
    () => getBlockRequirements(stored, ctx, allowedPhases),
    [stored, ctx, allowedPhases],
  );

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

  const anchor = anchorOf(stored);
  const content: ReactNode = (
    <Suspense fallback={null}>
      <Component componentId={componentId} type={type} props={props} />
    </Suspense>
  );
  const Tag = anchor.id ? 'section' : 'div';
  return (
    <BlockErrorBoundary componentId={componentId} type={type} editMode={editor} resetKey={block}>
      <Tag
        id={anchor.id}
        aria-label={anchor.label}
        className={showRequirements ? `${wrapper.className} rb-requirements` : wrapper.className}
        style={wrapper.style}
        data-block-id={componentId}
        data-block-type={type}
      >
        {showRequirements && (
          <RequirementsNotice id={componentId} requirements={requirements} visible={visible} />
        )}
        {content}
      </Tag>
    </BlockErrorBoundary>
  );
}
