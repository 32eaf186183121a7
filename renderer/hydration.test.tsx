import { act, lazy, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from './PageRenderer';
import { hydrateWithoutBlockBoundaries } from './block-boundaries';
import { ServerRenderContext } from './server-render';
import { hydrateBare, serverHtmlInDocument } from './test-support/hydrate-server-html';
import { visitorContext } from './test-context';
import type { BlockComponentProps, BlockRegistry } from './types';

// The server renders each block's elements without the BlockView the browser has around them (Block.tsx
// serverBlock), and without a Suspense boundary per block unless a render without them failed
// (block-boundaries.ts): hydration must still match either way, ids from useId included, and a block that throws
// on the server must stay the browser's business alone.

function Labelled({ props }: BlockComponentProps) {
  const id = useId();
  const [clicks, setClicks] = useState(0);
  return (
    <p>
      <span id={id}>{String(props.label)}</span>
      <button type="button" aria-describedby={id} onClick={() => setClicks(clicks + 1)}>
        {`clicked ${clicks}`}
      </button>
    </p>
  );
}

let throwOnServer = true;
function ServerFails() {
  if (throwOnServer) throw new Error('no data on the server');
  return <p>rendered in the browser</p>;
}

const registry: BlockRegistry = {
  labelled: { type: 'labelled', title: 'Labelled', group: 'Other', schema: {}, component: Labelled },
  fails: { type: 'fails', title: 'Fails', group: 'Other', schema: {}, component: ServerFails },
};
const context = visitorContext();
const layout = {
  components: [
    { componentId: 'a', component: 'labelled', props: { label: 'first', wrapperWidth: 50 } },
    { componentId: 'b', component: 'fails', props: {} },
    {
      componentId: 'c',
      component: 'labelled',
      props: { label: 'second', wrapperAnchorLink: { anchor: 'c' } },
    },
    { componentId: 'd', component: 'drawer', parentId: 'missing', props: {} },
  ],
};
const page = () => <PageRenderer layout={layout} registry={registry} context={context} />;

afterEach(() => {
  document.body.innerHTML = '';
  hydrateWithoutBlockBoundaries(false);
});

describe('hydrating the server-rendered page', () => {
  it('with a boundary per block: matches the browser tree, leaves the failed block to it, and the blocks work after', async () => {
    throwOnServer = true;
    const html = renderToString(
      <ServerRenderContext value={{ head: [], blockBoundaries: true }}>{page()}</ServerRenderContext>,
    );
    // The failing block's boundary is left to the browser (`<!--$!-->`); the blocks around it are in the HTML.
    expect(html.match(/<!--\$!-->/g)).toHaveLength(1);
    expect(html).toContain('first');
    expect(html).toContain('second');
    expect(html).not.toContain('rendered in the browser');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverIds = [...container.querySelectorAll('span[id]')].map((s) => s.id);
    const first = container.querySelector('[data-block-id="a"]');

    throwOnServer = false;
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    // The server's failed boundary is rendered by the browser (reported as recoverable); nothing else is.
    expect(recoverable.mock.calls.map((c) => String((c[0] as Error).message))).toEqual([
      expect.stringContaining('no data on the server'),
    ]);
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringMatching(/hydrat/i), expect.anything());
    consoleError.mockRestore();

    // The server's elements were kept (hydrated, not replaced), with the same ids.
    expect(container.querySelector('[data-block-id="a"]')).toBe(first);
    expect([...container.querySelectorAll('span[id]')].map((s) => s.id)).toEqual(serverIds);
    expect(container.textContent).toContain('rendered in the browser');

    const button = container.querySelector('[data-block-id="a"] button') as HTMLButtonElement;
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
  });
});

let release: (() => void) | null = null;
const Late = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      release = () => resolve({ default: () => <p>late block</p> });
    }),
);
const withLate: BlockRegistry = {
  ...registry,
  late: { type: 'late', title: 'Late', group: 'Other', schema: {}, component: Late },
};

describe('hydrating a page rendered without block boundaries', () => {
  it('has no boundary markers, hydrates without a recoverable error, and a block added later loads on its own', async () => {
    throwOnServer = false;
    const working = { components: layout.components.filter((c) => c.componentId !== 'b') };
    const html = renderToString(
      <ServerRenderContext value={{ head: [] }}>
        <PageRenderer layout={working} registry={withLate} context={context} />
      </ServerRenderContext>,
    );
    expect(html).not.toContain('<!--$');
    expect(html).toContain('first');

    const container = serverHtmlInDocument(html);
    const first = container.querySelector('[data-block-id="a"]');
    const { root, recoverable, consoleErrors } = await hydrateBare(
      container,
      <PageRenderer layout={working} registry={withLate} context={context} />,
    );
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(container.querySelector('[data-block-id="a"]')).toBe(first);

    // A block whose code is not loaded yet: while it loads, the page around it stays (its own boundary).
    const more = { components: [...working.components, { componentId: 'e', component: 'late', props: {} }] };
    await act(async () => {
      root.render(<PageRenderer layout={more} registry={withLate} context={context} />);
    });
    expect(container.querySelector('[data-block-id="e"]')).not.toBeNull();
    expect(container.textContent).toContain('first');
    expect(container.textContent).not.toContain('late block');
    expect(container.querySelector('[data-block-id="a"]')).toBe(first);
    await act(async () => release!());
    expect(container.textContent).toContain('late block');

    const button = container.querySelector('[data-block-id="a"] button') as HTMLButtonElement;
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
});
