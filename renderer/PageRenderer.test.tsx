import { act, render, screen } from '@testing-library/react';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from './PageRenderer';
import type { RenderableComponent } from './page-types';
import { visitorContext } from './test-context';
import { createTestRegistry, define } from './test-registry';
import type { BlockComponentProps, RenderContextValue } from './types';

const visitor = visitorContext({ phaseId: 'live', environment: 'cont' });
const editor: RenderContextValue = { ...visitor, scopes: ['contenteditor'], signedIn: true, editMode: true };

const block = (
  componentId: string,
  component: string,
  props: Record<string, unknown> = {},
  parentId: string | null = null,
  slot: string | null = null,
): RenderableComponent => ({
  componentId,
  component,
  parentId,
  slot,
  props,
});

function renderPage(
  components: RenderableComponent[],
  context = visitor,
  registry = createTestRegistry(),
  allowedPhaseIds?: string[],
) {
  return render(
    <PageRenderer
      layout={{ components }}
      registry={registry}
      context={context}
      allowedPhaseIds={allowedPhaseIds}
    />,
  );
}

// Settle lazy block code.
const settle = () => act(async () => {});

/**
 * The page as a visitor sees it and then, that view gone, as an editor: `visitorView` checks the first (given its
 * container), `editorView` the second, each once the blocks have settled.
 */
async function visitorThenEditor(
  page: RenderableComponent[],
  visitorView: (container: HTMLElement) => void,
  editorView: () => void,
) {
  const v = renderPage(page);
  await settle();
  visitorView(v.container);
  v.unmount();
  renderPage(page, editor);
  await settle();
  editorView();
}

describe('PageRenderer: tree', () => {
  it('renders root blocks in order and children in their container slots', async () => {
    const { container } = renderPage([
      block('a', 'text', { text: 'first' }),
      block('tabs', 'tabs', { tabs: ['one', 'two'] }),
      block('t1', 'text', { text: 'in one' }, 'tabs', 'one'),
      block('b', 'text', { text: 'last' }),
      block('t2', 'text', { text: 'in two' }, 'tabs', 'two'),
    ]);
    await settle();
    const ids = [...container.querySelectorAll('[data-block-id]')].map((e) =>
      e.getAttribute('data-block-id'),
    );
    expect(ids).toEqual(['a', 'tabs', 't1', 't2', 'b']);
    expect(screen.getByTestId('tab.tabs.one').textContent).toBe('in one');
    expect(screen.getByTestId('tab.tabs.two').textContent).toBe('in two');
  });

  it('shows blocks whose parent is missing to editors as unresolved and skips them for visitors', async () => {
    const page = [block('a', 'text'), block('lost', 'text', { text: 'lost' }, 'gone')];
    await visitorThenEditor(
      page,
      () => {
        expect(screen.queryByText('lost')).toBeNull();
        expect(screen.queryByRole('note')).toBeNull();
      },
      () => {
        expect(screen.getByText('The component text for the id lost could not be resolved.')).toBeTruthy();
        expect(screen.getByText('Its parent [gone] is not on this page.')).toBeTruthy();
      },
    );
  });
});

describe('PageRenderer: visibility', () => {
  const page = [
    block('open', 'text', { text: 'open' }),
    block('blocked', 'text', { text: 'blocked', blockedScope: ['event-tools'] }),
    block('needs', 'text', { text: 'needs', requireScope: ['inperson'] }),
    block('flag', 'text', { text: 'flag', requiresFeature: ['enableFavorites'] }),
    block('phase', 'text', { text: 'phase', requiresPhaseId: ['post'] }),
  ];

  it('hides blocks from visitors by scope, flag and phase', async () => {
    renderPage(page, { ...visitor, scopes: ['event-tools'] });
    await settle();
    expect(screen.getByText('open')).toBeTruthy();
    for (const t of ['blocked', 'needs', 'flag', 'phase']) expect(screen.queryByText(t)).toBeNull();
  });

  it('shows them when every rule is met', async () => {
    renderPage(page, {
      ...visitor,
      scopes: ['inperson'],
      features: { enableFavorites: true },
      phaseId: 'post',
    });
    await settle();
    for (const t of ['open', 'blocked', 'needs', 'flag', 'phase']) expect(screen.getByText(t)).toBeTruthy();
  });

  it('follows the viewer on the same page: a block appears once its scope is held, and goes when it is not', async () => {
    const registry = createTestRegistry();
    const layout = { components: page };
    const view = render(<PageRenderer layout={layout} registry={registry} context={visitor} />);
    await settle();
    expect(screen.queryByText('needs')).toBeNull();
    // The same layout and block objects: only the render context changes (a sign-in), so no block's own props
    // change and each block must re-render for its page's new scope.
    view.rerender(
      <PageRenderer layout={layout} registry={registry} context={{ ...visitor, scopes: ['inperson'] }} />,
    );
    await settle();
    expect(screen.getByText('needs')).toBeTruthy();
    view.rerender(
      <PageRenderer layout={layout} registry={registry} context={{ ...visitor, scopes: ['event-tools'] }} />,
    );
    await settle();
    expect(screen.queryByText('needs')).toBeNull();
    expect(screen.queryByText('blocked')).toBeNull();
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('uses the site-level allowed phases too', async () => {
    renderPage(
      [block('a', 'text', { text: 'a' }), block('b', 'text', { text: 'b', requiresPhaseId: ['live'] })],
      visitor,
      undefined,
      ['pre'],
    );
    await settle();
    expect(screen.queryByText('a')).toBeNull();
    expect(screen.getByText('b')).toBeTruthy();
  });

  it('shows editors the block with its requirements instead of hiding it', async () => {
    renderPage(page, editor);
    await settle();
    for (const t of ['open', 'blocked', 'needs', 'flag', 'phase']) expect(screen.getByText(t)).toBeTruthy();
    const notes = screen.getAllByTestId('block-notice.requirements');
    expect(notes).toHaveLength(4);
    expect(notes[1]!.textContent).toContain('scopes inperson are all held (missing: inperson)');
    expect(notes[2]!.textContent).toContain('features enableFavorites are all on (off: enableFavorites)');
    expect(notes[3]!.textContent).toContain('the phase is one of post (not the current phase)');
  });
});

describe('PageRenderer: notices', () => {
  it("hides a disabled block from visitors and shows editors 'Component [id] is disabled'", async () => {
    const page = [block('hero', 'text', { text: 'hero text', isDisabled: true })];
    await visitorThenEditor(
      page,
      (container) => {
        expect(container.querySelector('[data-block-id]')).toBeNull();
        expect(screen.queryByText('hero text')).toBeNull();
      },
      () => {
        expect(screen.getByText('Component [hero] is disabled')).toBeTruthy();
        expect(screen.queryByText('hero text')).toBeNull();
      },
    );
  });

  it('shows unknown types to editors outside production only', async () => {
    const page = [block('x1', 'fancyThing')];
    const message = 'The component fancyThing for the id x1 could not be resolved.';
    const a = renderPage(page, editor);
    expect(screen.getByText(message)).toBeTruthy();
    a.unmount();
    const b = renderPage(page, { ...editor, environment: 'prod' });
    expect(screen.queryByText(message)).toBeNull();
    b.unmount();
    const c = renderPage(page, visitor);
    expect(c.container.textContent).toBe('');
  });

  it('does not take inherited object keys for block types', () => {
    renderPage([block('x', 'constructor'), block('y', 'toString')], editor);
    expect(screen.getByText('The component constructor for the id x could not be resolved.')).toBeTruthy();
  });

  it('shows blocks without a component yet as not available to editors only', async () => {
    const page = [block('tb', 'later')];
    await visitorThenEditor(
      page,
      (container) => expect(container.querySelector('[role="note"]')).toBeNull(),
      () => expect(screen.getByText('The component later for the id tb is not yet available.')).toBeTruthy(),
    );
  });
});

describe('PageRenderer: error boundary per block', () => {
  let spy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => spy.mockRestore());

  it('keeps the page when a block throws: visitors see nothing of it, editors a failed notice', async () => {
    const page = [
      block('a', 'text', { text: 'before' }),
      block('bad', 'broken'),
      block('b', 'text', { text: 'after' }),
    ];
    await visitorThenEditor(
      page,
      (container) => {
        expect(screen.getByText('before')).toBeTruthy();
        expect(screen.getByText('after')).toBeTruthy();
        expect(container.querySelector('[data-block-id="bad"]')).toBeNull();
        expect(screen.queryByRole('note')).toBeNull();
      },
      () => {
        expect(screen.getByText('The component broken for the id bad failed to render.')).toBeTruthy();
        expect(screen.getByText('broken block')).toBeTruthy();
        expect(screen.getByText('after')).toBeTruthy();
      },
    );
  });
});

describe('PageRenderer: error boundary reset', () => {
  it('renders a block again once its props are fixed', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Picky({ props }: BlockComponentProps) {
      if (props.fail) throw new Error('bad props');
      return <p>fine now</p>;
    }
    const registry = createTestRegistry({ picky: define('picky', Picky) });
    const page = (fail: boolean) => (
      <PageRenderer
        layout={{ components: [block('p', 'picky', { fail })] }}
        registry={registry}
        context={editor}
      />
    );
    const view = render(page(true));
    await settle();
    expect(screen.getByText('bad props')).toBeTruthy();
    view.rerender(page(false));
    await settle();
    expect(screen.getByText('fine now')).toBeTruthy();
    spy.mockRestore();
  });
});

describe('PageRenderer: props and wrapper', () => {
  it('applies schema defaults before the block gets its props', async () => {
    renderPage([block('a', 'text')]);
    await settle();
    expect(screen.getByTestId('text.a').textContent).toBe('default text');
  });

  it('wraps a block in a section with the anchor id, class and breakpoint custom properties', async () => {
    const { container } = renderPage([
      block('a', 'text', {
        text: 'x',
        wrapperAnchorLink: { anchor: 'agenda', ariaLabel: 'Agenda' },
        wrapperClass: 'cap-1920',
        wrapperWidth: 50,
      }),
    ]);
    await settle();
    const section = container.querySelector('section#agenda') as HTMLElement;
    expect(section).not.toBeNull();
    expect(section.getAttribute('aria-label')).toBe('Agenda');
    expect(section.className).toBe('rb-block rb-has-w cap-1920');
    expect(section.style.getPropertyValue('--rb-w-0')).toBe('100%');
    expect(section.style.getPropertyValue('--rb-w-3')).toBe('50%');
    expect(section.parentElement!.className).toBe('rb-page rb-list');
  });
});

describe('PageRenderer: block frame (edit mode)', () => {
  it('wraps every block and notice in the frame in edit mode only', async () => {
    const Frame = ({ block: b, children }: { block: RenderableComponent; children: React.ReactNode }) => (
      <div data-testid={`frame.${b.componentId}`}>{children}</div>
    );
    const page = [
      block('a', 'text', { text: 'a' }),
      block('off', 'text', { isDisabled: true }),
      block('lost', 'text', {}, 'gone'),
    ];
    const framed = (context: RenderContextValue) => (
      <PageRenderer
        layout={{ components: page }}
        registry={createTestRegistry()}
        context={context}
        blockFrame={Frame}
      />
    );
    const v = render(framed(visitor));
    await settle();
    expect(screen.queryByTestId('frame.a')).toBeNull();
    v.unmount();
    render(framed(editor));
    await settle();
    expect(screen.getByTestId('frame.a').textContent).toBe('a');
    expect(screen.getByTestId('frame.off').textContent).toBe('Component [off] is disabled');
    expect(screen.getByTestId('frame.lost').textContent).toContain('could not be resolved.');
  });
});

describe('PageRenderer: memoised blocks', () => {
  it('re-renders only the block whose props changed', async () => {
    const renders = new Map<string, number>();
    function Counted({ componentId, props }: BlockComponentProps) {
      renders.set(componentId, (renders.get(componentId) ?? 0) + 1);
      return <p>{String(props.text)}</p>;
    }
    const registry = createTestRegistry({ counted: define('counted', Counted) });
    const components = ['a', 'b', 'c'].map((id) => block(id, 'counted', { text: id }));
    // A new context object with the same contents each render, as a parent building it inline would pass.
    const view = render(
      <PageRenderer layout={{ components }} registry={registry} context={{ ...visitor }} />,
    );
    await settle();
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 });

    const next = [components[0]!, { ...components[1]!, props: { text: 'B!' } }, components[2]!];
    view.rerender(
      <PageRenderer layout={{ components: next }} registry={registry} context={{ ...visitor }} />,
    );
    await settle();
    expect(screen.getByText('B!')).toBeTruthy();
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 2, c: 1 });
  });
});

describe('PageRenderer: 1000 blocks', () => {
  // Generous timeout: the CI box has 2 shared cores and jsdom is slow at 1000 sections.
  it('puts all 1000 blocks in the DOM', { timeout: 30_000 }, async () => {
    const components: RenderableComponent[] = [];
    for (let i = 0; i < 1000; i++) {
      if (i % 100 === 0) components.push(block(`tabs${i}`, 'tabs', { tabs: ['one', 'two'] }));
      else if (i % 100 < 10)
        components.push(
          block(`c${i}`, 'text', { text: `block ${i}` }, `tabs${i - (i % 100)}`, i % 2 ? 'one' : 'two'),
        );
      else
        components.push(
          block(`c${i}`, 'text', { text: `block ${i}`, wrapperWidth: [100, 50, 33, 25][i % 4] }),
        );
    }
    const { container } = render(
      <PageRenderer layout={{ components }} registry={createTestRegistry()} context={visitor} />,
    );
    await settle();
    expect(container.querySelectorAll('[data-block-id]')).toHaveLength(1000);
    expect(container.querySelectorAll('[data-testid^="text."]')).toHaveLength(990);
    expect(screen.getByText('block 999')).toBeTruthy();
  });
});
