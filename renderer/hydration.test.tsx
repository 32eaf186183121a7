import { act, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from './PageRenderer';
import { ServerRenderContext } from './server-render';
import type { BlockComponentProps, BlockRegistry, RenderContextValue } from './types';

// The server renders each block's elements without the BlockView the browser has around them (Block.tsx
// serverBlock): hydration must still match, ids from useId included, and a block that throws on the server
// must stay the browser's business alone.

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
const context: RenderContextValue = {
  scopes: [],
  signedIn: false,
  features: {},
  phaseId: null,
  editMode: false,
  environment: 'prod',
  language: 'en',
  pageId: 'home',
};
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
});

describe('hydrating the server-rendered page', () => {
  it('matches the browser tree without a recoverable error, and the blocks work after', async () => {
    throwOnServer = true;
    const html = renderToString(<ServerRenderContext value={{ head: [] }}>{page()}</ServerRenderContext>);
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
