// Every story (generated per block, hand-written, and the editor's in stories/editor/) rendered as Storybook
// renders it (portable stories with the real preview: decorators, globals, render functions, play functions),
// its lazy block code awaited, then checked by axe over the whole document, so modals that portal to <body> are
// checked too. A story tagged '!test' is listed as skipped; the story says why it cannot run in jsdom.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, waitFor, act } from '@testing-library/react';
import axe from 'axe-core';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { registry } from '../blocks';
import { RegistryContext, RenderContext, isBlockVisible } from '../renderer';
import * as preview from '../.storybook/preview';
import { defaultGlobals, readGlobals, renderContextFor } from './globals';
import { storyComponentId } from './block-story';
import { fullSchemaOf, schemaExamples } from './schema-controls';
import { storyTitle } from './story-names';

setProjectAnnotations([preview]);

// jsdom has no canvas: axe's icon-ligature heuristic asks for one and jsdom logs "not implemented" for every
// text node. Answering "no canvas" (null, as the DOM allows) makes axe skip that heuristic quietly.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/**
 * axe rules switched off, each with its reason:
 * - color-contrast: jsdom has no layout or rendering, so axe cannot compute colours here (it reports
 *   "incomplete", never a result); contrast is checked in a real browser by the e2e/QA suites.
 */
const DISABLED_AXE_RULES = { 'color-contrast': { enabled: false } };

// The site shell puts blocks inside <main>; so does the test, or axe's "region" rule flags every story.
const InMain = ({ children }: { children: ReactNode }) => <main>{children}</main>;

async function axeViolations(root: Element) {
  // Embedded players are third-party frames: axe cannot (and need not) look inside them (jsdom cannot either).
  const result = await axe.run(root, { rules: DISABLED_AXE_RULES, resultTypes: ['violations'], iframes: false });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

// Inside the renderer a loading block shows nothing (Suspense fallback null), and so may a loaded block whose
// example asks for nothing to be shown; so the block code is loaded first, under a fallback we can see, and
// the stories then render synchronously. Blocks that need the page tree (containers) throw once loaded: that
// still means loaded, so an error boundary ends the wait too.
class Loaded extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>loaded</p> : this.props.children);
}

beforeAll(async () => {
  const ctx = renderContextFor(defaultGlobals);
  for (const def of Object.values(registry)) {
    const Block = def.component;
    if (!Block) continue;
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RegistryContext value={registry}>
        <RenderContext value={ctx}>
          <Loaded>
            <Suspense fallback={<p>loading block code</p>}>
              {/* A schema example is valid props for the block, whichever props type its component declares. */}
              <Block componentId="preload" type={def.type} props={(schemaExamples(fullSchemaOf(def.type))[0] ?? {}) as never} />
            </Suspense>
          </Loaded>
        </RenderContext>
      </RegistryContext>,
    );
    await waitFor(() => expect(view.queryByText('loading block code')).toBeNull(), { timeout: 20_000 });
    view.unmount();
    silence.mockRestore();
  }
}, 120_000);

async function settled() {
  // Let effects scheduled by the first paint (storage reads, in-view observers) run before axe looks.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const storyFiles = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));

describe.each(storyFiles)('%s', (_file, mod) => {
  const stories = Object.entries(composeStories(mod)) as [
    string,
    ComponentType & {
      args: Record<string, unknown>;
      globals: Record<string, unknown>;
      parameters: Record<string, unknown>;
      tags: string[];
      play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
    },
  ][];

  const runnable = stories.filter(([, Story]) => Story.tags.includes('test'));
  const notRunnable = stories.filter(([, Story]) => !Story.tags.includes('test'));

  it.each(runnable)('%s renders with 0 axe violations', async (_name, Story) => {
    const { container, baseElement } = render(<Story />, { wrapper: InMain });
    await settled();
    // A play function brings the story into its state (a search typed, a block picked) and checks it.
    if (Story.play) await Story.play({ canvasElement: container });
    await settled();
    const block = (Story.parameters.block as { type?: string } | undefined)?.type;
    if (block) {
      // A generated block story shows its block exactly when the visibility rules allow it.
      const ctx = renderContextFor(readGlobals(Story.globals));
      const wrapper = container.querySelector(`[data-block-id="${storyComponentId(block)}"]`);
      const built = registry[block]?.component !== undefined;
      expect(wrapper !== null).toBe(
        built && isBlockVisible(Story.args, ctx) && Story.args.isDisabled !== true,
      );
    }
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  if (notRunnable.length > 0) it.skip.each(notRunnable)('%s (tagged !test: cannot run in jsdom)', () => undefined);
});

describe('generated block stories', () => {
  it('cover every registered block, one story per schema example (at least two)', () => {
    const byTitle = new Map<string, number>();
    for (const mod of Object.values(modules)) {
      const title = (mod as { default?: { title?: string } }).default?.title;
      if (title) byTitle.set(title, Object.keys(composeStories(mod)).length);
    }
    for (const def of Object.values(registry)) {
      const examples = schemaExamples(fullSchemaOf(def.type)).length;
      expect(byTitle.get(storyTitle(def)), def.type).toBe(examples);
      expect(examples, `${def.type} needs at least two schema examples`).toBeGreaterThanOrEqual(2);
    }
  });
});
