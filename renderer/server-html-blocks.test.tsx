import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderBlock } from './Block';
import { PageRenderer } from './PageRenderer';
import { hydrateWithoutBlockBoundaries } from './block-boundaries';
import { ServerRenderContext, type ServerRenderRecord } from './server-render';
import { hydrateBare, serverHtmlInDocument } from './test-support/hydrate-server-html';
import { visitorContext } from './test-context';
import { addTranslations, createI18n } from './i18n/i18n';
import type { BlockComponentProps, BlockDefinition, BlockRegistry, RenderContextValue } from './types';

// A block whose server HTML suffices (BlockDefinition.serverHtmlSuffices) is not hydrated: the browser keeps the
// server's HTML and loads the block's code only once the block must render in the browser.

let codeHere = false;
const preload = vi.fn(async () => {
  codeHere = true;
});
const renders = vi.fn();
function Plain({ props }: BlockComponentProps) {
  renders(props.label);
  return <p className="plain">{String(props.label)}</p>;
}
const plain: BlockDefinition = {
  type: 'plain',
  title: 'Plain',
  group: 'Other',
  schema: {},
  component: Plain as BlockDefinition['component'],
  preload,
  loaded: () => codeHere,
  serverHtmlSuffices: (props) => props.label !== 'with a handler',
};
const inner = { componentId: 'inner', component: 'plain', props: { label: 'nested text' } };
/** A container that renders a child block itself, as the randomizer renders its choice. */
function Holder() {
  return <RenderBlock block={inner} />;
}
const holder: BlockDefinition = { type: 'holder', title: 'Holder', group: 'Other', schema: {}, component: Holder as BlockDefinition['component'] };
const registry: BlockRegistry = { plain, holder };
const layoutOf = (first: string, second = 'with a handler') => ({
  components: [
    { componentId: 'a', component: 'plain', props: { label: first } },
    { componentId: 'b', component: 'plain', props: { label: second } },
  ],
});

afterEach(() => {
  document.body.innerHTML = '';
  hydrateWithoutBlockBoundaries(false);
  codeHere = false;
  preload.mockClear();
  renders.mockClear();
});

function serverRender(layout: ReturnType<typeof layoutOf>, context: RenderContextValue) {
  const record: ServerRenderRecord = { head: [], blockTypes: new Set(), blockCode: new Set() };
  const html = renderToString(
    <ServerRenderContext value={record}>
      <PageRenderer layout={layout} registry={registry} context={context} />
    </ServerRenderContext>,
  );
  return { html, record };
}

describe('a block whose server HTML suffices', () => {
  it('keeps the server HTML without its code, and renders in the browser once its props change', async () => {
    const context = visitorContext();
    const layout = layoutOf('static text', 'static too');
    const { html, record } = serverRender(layout, context);
    expect(html).toContain('static text');
    // Rendered (its stylesheet is named) but its code is not needed.
    expect([...record.blockTypes!]).toEqual(['plain']);
    expect([...record.blockCode!]).toEqual([]);

    const container = serverHtmlInDocument(html);
    const paragraph = container.querySelector('[data-block-id="a"] p');
    renders.mockClear();
    const { root, recoverable, consoleErrors } = await hydrateBare(
      container,
      <PageRenderer layout={layout} registry={registry} context={context} />,
    );
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The component never ran and its code was not asked for; the server's elements are still there.
    expect(renders).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
    expect(container.querySelector('[data-block-id="a"] p')).toBe(paragraph);

    // The same page again: still kept.
    await act(async () => root.render(<PageRenderer layout={layout} registry={registry} context={context} />));
    expect(renders).not.toHaveBeenCalled();
    // Equal props made anew (the rest of the texts arrived and none of them changed): still kept, no code asked for.
    await act(async () => root.render(<PageRenderer layout={structuredClone(layout)} registry={registry} context={context} />));
    expect(renders).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();

    // New props for one block (a live update; the query cache keeps the unchanged block's objects): the old HTML
    // stays while the code loads, then the block renders them.
    const changed = { components: [layoutOf('new text').components[0]!, layout.components[1]!] };
    await act(async () => root.render(<PageRenderer layout={changed} registry={registry} context={context} />));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(renders).toHaveBeenCalledWith('new text');
    expect(renders).not.toHaveBeenCalledWith('static too');
    expect(container.querySelector('[data-block-id="a"]')!.textContent).toBe('new text');
    expect(container.querySelectorAll('[data-block-id="a"] p')).toHaveLength(1);
    expect(container.querySelector('[data-block-id="b"]')!.textContent).toBe('static too');

    // Another visitor context (a sign-in): the other block renders in the browser too.
    await act(async () =>
      root.render(<PageRenderer layout={changed} registry={registry} context={{ ...context, signedIn: true }} />),
    );
    expect(renders).toHaveBeenCalledWith('static too');
    expect(container.querySelector('[data-block-id="b"]')!.textContent).toBe('static too');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('is hydrated as usual when these props need a handler', async () => {
    const context = visitorContext();
    const layout = layoutOf('static text');
    const { html, record } = serverRender(layout, context);
    expect([...record.blockCode!]).toEqual(['plain']);
    const container = serverHtmlInDocument(html);
    renders.mockClear();
    codeHere = true;
    await hydrateBare(container, <PageRenderer layout={layout} registry={registry} context={context} />);
    expect(renders.mock.calls.map((c) => c[0])).toEqual(['with a handler']);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('inside a container: rendered whole on the server, and kept in the browser', async () => {
    const context = visitorContext();
    const layout = { components: [{ componentId: 'h', component: 'holder', props: {} }] };
    const { html } = serverRender(layout as ReturnType<typeof layoutOf>, context);
    expect(html).toContain('nested text');
    const container = serverHtmlInDocument(html);
    renders.mockClear();
    const { recoverable } = await hydrateBare(container, <PageRenderer layout={layout} registry={registry} context={context} />);
    expect(recoverable).toEqual([]);
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('[data-block-id="inner"]')!.textContent).toBe('nested text');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('renders in the browser when loaded texts replaced a text, even with equal props', async () => {
    const context = visitorContext();
    const layout = layoutOf('static text', 'static too');
    const container = serverHtmlInDocument(serverRender(layout, context).html);
    const { root } = await hydrateBare(container, <PageRenderer layout={layout} registry={registry} context={context} />);
    expect(preload).not.toHaveBeenCalled();
    // A live edit of a text the block may show without it being in its props.
    const i18n = createI18n();
    addTranslations(i18n, 'en', { 'translate.shell.x': 'one' }, 'common');
    addTranslations(i18n, 'en', { 'translate.shell.x': 'two' }, 'common');
    await act(async () => root.render(<PageRenderer layout={structuredClone(layout)} registry={registry} context={context} />));
    expect(preload).toHaveBeenCalled();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
});
