import { PureComponent, Suspense, memo, useContext, useMemo } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { BlockNotice, RequirementsNotice } from './BlockNotice';
import {
  AllowedPhasesContext,
  BlockFrameContext,
  LiveBlocksContext,
  PageScopeContext,
  TranslateContext,
  useRegistry,
  useRenderContext,
} from './contexts';
import type { PageScope } from './contexts';
import { fillSchemaDefaults } from './defaults';
import { disabledText, failedText, notAvailableText, unresolvedText } from './notices';
import type { RenderableComponent } from './page-types';
import type { BlockDefinition } from './types';
import { getBlockRequirements, hasRequirements, requirementsMet } from './visibility';
import { translateProps } from './translate-props';
import { getWrapperStyle } from './wrapper-style';
import { textChanges } from './i18n/i18n';

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

interface State {
  /** What the block's content last threw while rendering (caught here: the page survives). */
  error: Error | null;
  /** The block value that threw; null until the failure is committed. Another value renders again. */
  failed: RenderableComponent | null;
}

// Every block starts from this one object (React never changes a state object; setState makes a new one).
const NO_ERROR: State = Object.freeze({ error: null, failed: null });

/**
 * One block in the browser: visibility, notices, wrapper, lazy code, and its own error boundary. A class, so that
 * one component is the block's memo (PureComponent: re-renders when its block object or the page scope changes),
 * its error boundary and its subscription to the editor's live copy: on a 1000-block page every component,
 * hook and context read per block shows (bench/render). It reads the page through PageScopeContext, which
 * PageRenderer (or RenderBlock outside one) provides. The server renders the same elements without it
 * (serverBlock).
 */
export class BlockView extends PureComponent<{ block: RenderableComponent }, State> {
  static override contextType = PageScopeContext;
  declare context: PageScope;
  override state: State = NO_ERROR;

  // The props the component got and what they were made of, kept while those are the same objects.
  private memoDefinition: BlockDefinition | null = null;
  private memoStored: Readonly<Record<string, unknown>> | null = null;
  private memoTranslate: PageScope['translate'] = null;
  private memoProps: Readonly<Record<string, unknown>> = EMPTY;
  private rendered: RenderableComponent | null = null;
  private subscription: { live: PageScope['live']; id: string; stop: () => void } | null = null;
  private boundary: boolean | null = null;
  /**
   * What a block hydrated without its code was rendered from (props and context), while the browser keeps the
   * server's HTML of it; null once it renders in the browser, or when it never kept it. Undefined before the
   * first render.
   */
  private kept: { props: Readonly<Record<string, unknown>>; ctx: PageScope['ctx']; texts: number } | null | undefined = undefined;
  /** A kept block whose props or context changed: its code is loaded after this render, then it renders again. */
  private wantsCode: BlockDefinition | null = null;
  private mounted = false;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), failed: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const block = this.current();
    // Kept visible in the console: visitors see nothing, so this is the only trace of the failure.
    console.error(`Block ${block.component} [${block.componentId}] failed`, error, info.componentStack);
    this.setState({ failed: block });
  }

  override componentDidMount() {
    this.mounted = true;
    this.follow();
    this.loadWantedCode();
  }

  override componentDidUpdate() {
    this.follow();
    this.loadWantedCode();
    // A changed block rendered without throwing: the failure is over (the same value again renders again).
    const { error, failed } = this.state;
    if (error && failed !== null && failed !== this.rendered) this.setState(NO_ERROR);
  }

  override componentWillUnmount() {
    this.mounted = false;
    this.subscription?.stop();
    this.subscription = null;
  }

  /** The block's current value: the editor's working copy (LiveBlocksContext) when there is one, else the layout's. */
  private current(): RenderableComponent {
    const { live } = this.context;
    return (live && live.get(this.props.block.componentId)) || this.props.block;
  }

  /**
   * Subscribes to the live source once per (source, block id), however often the page renders. Server rendering
   * and hydration have no live source (the editor is never server-rendered), so attendee pages never subscribe.
   */
  private follow() {
    const { live } = this.context;
    const id = this.props.block.componentId;
    const sub = this.subscription;
    if (sub && sub.live === live && sub.id === id) return;
    sub?.stop();
    this.subscription = null;
    if (!live) return;
    this.subscription = { live, id, stop: live.subscribe(id, () => this.forceUpdate()) };
    // A change between this render and the subscription would otherwise be missed.
    if (this.current() !== this.rendered) this.forceUpdate();
  }

  /**
   * Whether the content has a Suspense boundary: decided when the content first renders and kept, since adding
   * or removing one later would mount the content afresh. Without one only while the page renders on the server
   * or hydrates HTML rendered without (renderer/block-boundaries.ts); a block hidden then gets one when it shows.
   */
  boundaryFor(scope: PageScope): boolean {
    return (this.boundary ??= !scope.boundaries.bare);
  }

  /**
   * Whether the block shows the server's HTML instead of rendering its component. Decided at the first render: a
   * block hydrated from HTML rendered without boundaries, outside edit mode, whose definition says the HTML
   * suffices for these props (the server left its code out of the page: app/server-entry.tsx). It keeps that HTML
   * while its props and the page's context are the same objects; after a change it keeps it until its code is
   * here (loadWantedCode), then renders in the browser from then on.
   */
  keepsServerHtml(definition: BlockDefinition, props: Readonly<Record<string, unknown>>, scope: PageScope): boolean {
    // A block inside a container (the randomizer's choice) renders through a BlockView on the server too, where
    // it must render its content: that is the HTML the browser keeps.
    this.kept ??= !scope.boundaries.server && serverHtmlSuffices(definition, props, scope) ? { props, ctx: scope.ctx, texts: textChanges() } : null;
    const kept = this.kept;
    if (!kept) return false;
    if (kept.props === props && kept.ctx === scope.ctx) return true;
    // New props made of the same texts: the rest of a namespace arrived (the visitor's first input, a banner's
    // text the page did not bring), which adds texts and changes none. The HTML still shows what the props say.
    if (kept.ctx === scope.ctx && kept.texts === textChanges() && JSON.stringify(kept.props) === JSON.stringify(props)) {
      kept.props = props;
      return true;
    }
    if (definition.loaded?.() !== false) {
      this.kept = null;
      return false;
    }
    this.wantsCode = definition;
    return true;
  }

  private loadWantedCode() {
    const definition = this.wantsCode;
    if (!definition?.preload) return;
    this.wantsCode = null;
    definition.preload().then(
      () => {
        if (this.mounted) this.forceUpdate();
      },
      (error: unknown) => console.error(`Block ${definition.type}: its code did not load; it keeps what it showed`, error),
    );
  }

  /** componentProps, kept while the definition, stored props and translator are the same objects. */
  propsFor(definition: BlockDefinition, stored: Readonly<Record<string, unknown>>) {
    const translate = this.context.translate;
    if (this.memoDefinition === definition && this.memoStored === stored && this.memoTranslate === translate)
      return this.memoProps;
    const props = componentProps(definition, stored, translate);
    this.memoDefinition = definition;
    this.memoStored = stored;
    this.memoTranslate = translate;
    this.memoProps = props;
    return props;
  }

  override render(): ReactNode {
    const scope = this.context;
    const block = this.current();
    this.rendered = block;
    const { error, failed } = this.state;
    const body =
      error && (failed === null || failed === block)
        ? failedNotice(block, error, scope)
        : blockBody(block, scope, this);
    return framed(block, scope, body);
  }
}

/** What the block's component gets: the stored props translated, then the schema defaults filled in. */
function componentProps(
  definition: BlockDefinition,
  stored: Readonly<Record<string, unknown>>,
  translate: PageScope['translate'],
): Readonly<Record<string, unknown>> {
  // Translated first, then the defaults filled in (translated too): the stored props come from JSON and share
  // their shapes, so the walk over them is quicker than over a fresh copy, and a translated copy is filled in
  // place rather than copied twice.
  const translated = translateProps(stored, translate);
  return fillSchemaDefaults(definition.schema, translated, translated !== stored, translate, definition.type);
}

/** The editor's frame around a block (and its notices), in edit mode only. */
function framed(block: RenderableComponent, scope: PageScope, body: ReactNode): ReactNode {
  const Frame = scope.frame;
  return Frame && scope.ctx.editMode ? <Frame block={block}>{body}</Frame> : body;
}

/**
 * A block in server rendering, where a component per block would only cost: there are no error boundaries
 * (a block that throws makes the server render the page again with a Suspense boundary per block, which
 * contains it: renderer/block-boundaries.ts), no memo (the page renders once) and no live copy. The elements are
 * the BlockView's, so the browser hydrates them with one BlockView per block (hydration matches elements and
 * Suspense boundaries, not the components around them). `rendered` collects the types whose content rendered.
 */
export function serverBlock(block: RenderableComponent, scope: PageScope, key: string, rendered?: Set<string>, code?: Set<string>): ReactNode {
  const Frame = scope.frame;
  // Keyed here, in the list: no Fragment around each block to carry the key.
  return Frame && scope.ctx.editMode ? (
    <Frame key={key} block={block}>
      {blockBody(block, scope, null, undefined, rendered, code)}
    </Frame>
  ) : (
    blockBody(block, scope, null, key, rendered, code)
  );
}

/** The inner HTML of a block that keeps the server's: React leaves an element's inner HTML alone while hydrating. */
const SERVER_HTML = Object.freeze({ __html: '' });

/**
 * Whether the browser keeps this block's server HTML instead of hydrating it: on pages rendered without block
 * boundaries, outside edit mode, when its definition says so for these props. The server asks it to leave the
 * block's code out of the page, the browser to keep the HTML: both must answer alike.
 */
function serverHtmlSuffices(definition: BlockDefinition, props: Readonly<Record<string, unknown>>, scope: PageScope): boolean {
  return scope.boundaries.bare && !scope.ctx.editMode && definition.serverHtmlSuffices?.(props) === true;
}

/**
 * Visibility, notices, wrapper and the component. `view` keeps the component's props between renders of the
 * same block (null: worked out afresh); `key` is the block's key in its list (server rendering). The server
 * collects the types rendered in `rendered` (their stylesheets) and those whose code the browser needs in `code`.
 */
function blockBody(
  block: RenderableComponent,
  scope: PageScope,
  view: BlockView | null,
  key?: string,
  rendered?: Set<string>,
  code?: Set<string>,
): ReactNode {
  const { registry, ctx } = scope;
  const { componentId, component: type } = block;
  const stored = block.props ?? EMPTY;
  const definition = Object.prototype.hasOwnProperty.call(registry, type) ? registry[type] : undefined;
  // Not memoised: cheap for the usual block (the shared no-rule answer).
  const requirements = getBlockRequirements(stored, ctx, scope.phases);

  const editor = ctx.editMode;
  const showRequirements = editor && hasRequirements(requirements);
  if (!definition) {
    return editor && ctx.environment !== 'prod' ? (
      <BlockNotice key={key} kind="unresolved" message={unresolvedText(type, componentId)} />
    ) : null;
  }
  if (stored.isDisabled === true) {
    return editor ? <BlockNotice key={key} kind="disabled" message={disabledText(componentId)} /> : null;
  }
  const visible = requirementsMet(requirements);
  if (!visible && !editor) return null;
  const Component = definition.component;
  if (!Component) {
    return editor ? (
      <BlockNotice key={key} kind="not-available" message={notAvailableText(type, componentId)} />
    ) : null;
  }

  const props = view
    ? view.propsFor(definition, stored)
    : componentProps(definition, stored, scope.translate);
  // Worked out only for a block that renders, and not memoised, for the same reason as the requirements.
  const wrapper = getWrapperStyle(stored);
  const className = showRequirements ? `${wrapper.className} rb-requirements` : wrapper.className;
  rendered?.add(type);
  if (code && !serverHtmlSuffices(definition, props, scope)) code.add(type);
  const anchor = anchorOf(stored);
  const Tag = anchor.id ? 'section' : 'div';
  const attributes = {
    id: anchor.id,
    'aria-label': anchor.label,
    className,
    style: wrapper.style,
    'data-block-id': componentId,
    'data-block-type': type,
  };
  if (view?.keepsServerHtml(definition, props, scope)) {
    // Its own key: when the block renders in the browser later, the element is made afresh around its content.
    return <Tag key="server-html" {...attributes} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  }
  // Keyed, so that the content keeps its state when the notice comes or goes (a single keyed child and the
  // same key in a list are the same child to React); one child, not a list, for the usual block. The boundary
  // is the block's own: while its code loads the rest of the page shows, and in server rendering (which has
  // no error boundaries) a block that throws is left to the browser alone instead of taking the page along.
  // Pages rendered on the server go without one (renderer/block-boundaries.ts).
  // Which props type this block's component declares is known only at run time, from the type name.
  const component = <Component key="content" componentId={componentId} type={type} props={props as never} />;
  const content: ReactNode = (view ? view.boundaryFor(scope) : !scope.boundaries.bare) ? (
    <Suspense key="content" fallback={null}>
      {component}
    </Suspense>
  ) : (
    component
  );
  const inner: ReactNode = showRequirements
    ? [
        <RequirementsNotice key="notice" id={componentId} requirements={requirements} visible={visible} />,
        content,
      ]
    : content;
  return (
    <Tag key={key} {...attributes}>
      {inner}
    </Tag>
  );
}

/** A block that threw: a failed notice to editors, nothing to visitors. */
function failedNotice(block: RenderableComponent, error: Error, scope: PageScope): ReactNode {
  if (!scope.ctx.editMode) return null;
  return (
    <BlockNotice kind="failed" message={failedText(block.component, block.componentId)}>
      <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{error.message}</pre>
    </BlockNotice>
  );
}

/**
 * One block, for containers that pick blocks themselves (the randomizer). Inside a page it is the page's
 * BlockView; outside one (a story of a single container) it builds the page scope from the separate contexts.
 */
export const RenderBlock = memo(function RenderBlock({ block }: { block: RenderableComponent }) {
  const scope = useContext(PageScopeContext);
  // Both throw outside a page renderer without their own provider; a page renderer provides them.
  const registry = useRegistry();
  const ctx = useRenderContext();
  const phases = useContext(AllowedPhasesContext);
  const frame = useContext(BlockFrameContext);
  const translate = useContext(TranslateContext);
  const live = useContext(LiveBlocksContext);
  const standalone = useMemo((): PageScope | null => {
    if (scope) return null;
    // Outside a page renderer (a story of one container) every block has its boundary.
    return { registry, ctx, phases, frame, translate, live, boundaries: { bare: false } };
  }, [scope, registry, ctx, phases, frame, translate, live]);
  const view = <BlockView block={block} />;
  return standalone ? <PageScopeContext value={standalone}>{view}</PageScopeContext> : view;
});
