import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from './PageRenderer';
import { hydrateWithoutBlockBoundaries } from './block-boundaries';
import { RenderBlock } from './Block';
import { GatedItem } from './hydration-gate';
import { ServerRenderContext } from './server-render';
import { hydrateBare, serverHtmlInDocument } from './test-support/hydrate-server-html';
import { visitorContext } from './test-context';
import type { BlockComponentProps, BlockRegistry } from './types';

// Interactive blocks far from the view hydrate when they come near it or when the visitor reaches into them
// (renderer/hydration-gate.tsx); the rest of the page hydrates at once, and nothing is reported as a mismatch.

function Counter({ props }: BlockComponentProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`${String(props.label)} clicked ${clicks}`}
    </button>
  );
}

/** A container, as the randomizer is: its child block renders through a BlockView of its own. */
function Holder() {
  return <RenderBlock block={{ componentId: 'inner', component: 'counter', props: { label: 'inner' } }} />;
}

/** A list of counters, as the catalog lists tiles: each item gated on its own. */
function List() {
  return (
    <ul>
      {['one', 'two', 'three'].map((label) => (
        <GatedItem key={label}>
          <Counter componentId={label} type="counter" props={{ label }} />
        </GatedItem>
      ))}
    </ul>
  );
}

const registry: BlockRegistry = {
  list: { type: 'list', title: 'List', group: 'Other', schema: {}, component: List },
  counter: { type: 'counter', title: 'Counter', group: 'Other', schema: {}, component: Counter },
  holder: { type: 'holder', title: 'Holder', group: 'Other', schema: {}, component: Holder },
};
const layout = {
  components: [
    { componentId: 'near', component: 'counter', props: { label: 'near' } },
    { componentId: 'far', component: 'counter', props: { label: 'far' } },
    { componentId: 'holder', component: 'holder', props: {} },
  ],
};
const page = () => <PageRenderer layout={layout} registry={registry} context={visitorContext()} />;

/** Block wrappers laid out as on a long page: `near` at the top, the others thousands of pixels below. */
let TOPS: Record<string, number> = {};

let observed: Element[] = [];
let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;

/** Where the mocked layout puts an element: block wrappers by TOPS, a list's first item in view, the others far. */
function topOf(element: Element): number {
  if (element.hasAttribute('data-hydration-gate')) return element === element.parentElement?.firstElementChild ? 100 : 5000;
  return TOPS[element.getAttribute('data-block-id') ?? ''] ?? 0;
}

beforeEach(() => {
  observed = [];
  TOPS = { near: 0, far: 4000, holder: 6000, inner: 6000 };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = topOf(this);
    return { top, bottom: top + 100, left: 0, right: 300, width: 300, height: 100, x: 0, y: top, toJSON: () => ({}) };
  });
  // An observer with a 720 px view and half a view's margin: like a browser's, it first answers for each element
  // it is given (a task later), then when one comes into its reach.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
        setTimeout(() => notify?.([{ target: element, isIntersecting: topOf(element) < 720 * 1.5 }]));
      }
      unobserve(element: Element) {
        observed = observed.filter((e) => e !== element);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  hydrateWithoutBlockBoundaries(false);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((k) => k.startsWith('__reactFiber'));
const button = (container: HTMLElement, id: string) => container.querySelector(`[data-block-id="${id}"] button`) as HTMLButtonElement;

async function hydratedPage() {
  const html = renderToString(<ServerRenderContext value={{ head: [], gatedBlocks: true }}>{page()}</ServerRenderContext>);
  // Each interactive block's content is in a boundary of its own (the container's child too).
  expect(html.match(/<!--\$-->/g)?.length).toBe(4);
  const container = serverHtmlInDocument(html);
  const result = await hydrateBare(container, page(), true);
  // The observer's first answers open the gates of the blocks near the view.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(result.recoverable).toEqual([]);
  expect(result.consoleErrors).toEqual([]);
  return container;
}

describe('hydration gates', () => {
  it('hydrate the block in view with the page and leave the far ones as the server rendered them', async () => {
    const container = await hydratedPage();
    expect(hydrated(button(container, 'near'))).toBe(true);
    expect(hydrated(button(container, 'far'))).toBe(false);
    expect(button(container, 'far').textContent).toBe('far clicked 0');
    // Those still shut are watched.
    expect(observed.map((e) => e.getAttribute('data-block-id'))).toEqual(['far', 'holder']);
    await act(async () => button(container, 'near').click());
    expect(button(container, 'near').textContent).toBe('near clicked 1');
  });

  it('open when the block comes near the view: it hydrates, a container with the blocks inside it', async () => {
    const container = await hydratedPage();
    const holder = container.querySelector('[data-block-id="holder"]')!;
    const inner = button(container, 'inner');
    // Scrolled down to the container: it and the block inside it are in view.
    TOPS = { ...TOPS, holder: 300, inner: 300 };
    await act(async () => notify?.([{ target: holder, isIntersecting: true }]));
    expect(hydrated(button(container, 'inner'))).toBe(true);
    // Hydrated, not rendered afresh: the server's element is kept.
    expect(button(container, 'inner')).toBe(inner);
    await act(async () => inner.click());
    expect(inner.textContent).toBe('inner clicked 1');
    expect(hydrated(button(container, 'far'))).toBe(false);
  });

  it('open on the visitor reaching in: the click that opened it reaches the block', async () => {
    const container = await hydratedPage();
    const far = button(container, 'far');
    await act(async () => far.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(hydrated(far)).toBe(true);
    expect(far.textContent).toBe('far clicked 1');
  });

  it("gate a list's items one by one: the first hydrates with the page, a far one when reached", async () => {
    const listPage = () => <PageRenderer layout={{ components: [{ componentId: 'list', component: 'list', props: {} }] }} registry={registry} context={visitorContext()} />;
    const html = renderToString(<ServerRenderContext value={{ head: [], gatedBlocks: true }}>{listPage()}</ServerRenderContext>);
    const container = serverHtmlInDocument(html);
    const result = await hydrateBare(container, listPage(), true);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    const [one, two, three] = [...container.querySelectorAll('li button')] as HTMLButtonElement[];
    expect([one, two, three].map((b) => hydrated(b ?? null))).toEqual([true, false, false]);
    await act(async () => three!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(three!.textContent).toBe('three clicked 1');
    expect(hydrated(two!)).toBe(false);
  });
});
