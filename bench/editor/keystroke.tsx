// Editor keystroke budget (item 9: now through the side panel): on a 500-block page in edit
// mode (every block framed with its toolbar and drag handle), type into one block's fields in the editor's side
// panel and print
//   - block renders per keystroke (target 1: only the edited block re-renders), and
//   - the p95 React commit time per keystroke (Profiler actualDuration summed over the keystroke's commits;
//     target at most 8 ms).
// Then the time from a keystroke in a heading edited in place on the canvas to the canvas and the panel
// showing it, at 500 and 2000 blocks, beside the same figure for the panel's field (the reference, same run).
// Figures only; nothing is asserted.
//
//   npx tsx bench/editor/keystroke.tsx            (BENCH_KEYS=200 for more keystrokes)
//
// React's profiling build (react-dom/profiling) with NODE_ENV=production: the production renderer with
// Profiler timings switched on, so the figure is what editors get, not the development build's.
import { createRequire, register } from 'node:module';
import { JSDOM } from 'jsdom';

const BLOCKS = 500;
const KEYS = Number(process.env.BENCH_KEYS ?? 100);
const EDITED = 'b250';

// The editor imports .css files (Vite handles them in the app); in node they become empty modules.
register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function load(url, context, next) { if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true }; return next(url, context); }',
    ),
);
// Modules tsx loads as CommonJS (ui/index.ts and its imports) go through require's own table.
(createRequire(import.meta.url).extensions as unknown as Record<string, (module: { exports: unknown }) => void>)['.css'] = (module) => {
  module.exports = {};
};
process.env.NODE_ENV = 'production';

// A browser-like global environment for react-dom's client renderer.
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  pretendToBeVisual: true,
  url: 'http://localhost/',
});
const g = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in g)) g[key] = (dom.window as unknown as Record<string, unknown>)[key];
}
g.window = dom.window;
g.document = dom.window.document;
g.IS_REACT_ACT_ENVIRONMENT = false;

const React = await import('react');
const { createElement, lazy, Profiler } = React;
// No type declarations ship for the profiling entry; it has the same API as react-dom/client.
const profilingEntry = 'react-dom/profiling';
const { createRoot } = (await import(profilingEntry)) as typeof import('react-dom/client');
const { registry } = await import('../../blocks/index');
const { EditorProviders, WorkingPage, createTestStore, testContext } = await import('../../editor/test-support/harness');
const { SidePanel } = await import('../../editor/panel/SidePanel');
type BlockProps = import('../../renderer/index').BlockComponentProps;

// A light stand-in component for sectionHeading (its real schema drives the ui form) that counts renders.
const renders = new Map<string, number>();
function CountingHeading({ componentId, props }: BlockProps) {
  renders.set(componentId, (renders.get(componentId) ?? 0) + 1);
  return createElement(
    'section',
    null,
    createElement('h2', null, String(props.heading ?? '')),
    createElement('p', null, String(props.subheading ?? '')),
  );
}
const benchRegistry = {
  ...registry,
  sectionHeading: { ...registry.sectionHeading!, component: lazy(async () => ({ default: CountingHeading })) },
};

const components = Array.from({ length: BLOCKS }, (_, i) => ({
  componentId: `b${i}`,
  component: 'sectionHeading',
  parentId: null,
  slot: null,
  props: { heading: `Track ${i}`, subheading: `Talks, labs and the expo floor (${i})`, headingLevel: 2 },
  originalHash: `hash-${i}`,
}));
const store = createTestStore(components);
// The block is selected and the panel shows its fields, as after a click on its toolbar's Edit.
store.getState().showBlock(EDITED, 'ui');

const commits: number[] = [];
const onRender = (_id: string, _phase: string, actualDuration: number) => {
  commits.push(actualDuration);
};

const root = createRoot(document.getElementById('root')!);
// createElement rather than JSX: the JSX runtime would be imported before NODE_ENV is set above.
root.render(
  createElement(
    Profiler,
    { id: 'editor', onRender },
    createElement(EditorProviders, {
      store,
      children: [
        createElement(WorkingPage, { key: 'page', registry: benchRegistry, context: testContext() }),
        createElement(SidePanel, {
          key: 'panel',
          page: { layoutId: 'home', phase: 'live', environment: 'cont' },
          registry: benchRegistry,
          context: { ...testContext(), editMode: false },
        }),
      ],
    }),
  ),
);

const tick = () => new Promise((r) => setTimeout(r, 0));
for (let i = 0; i < 200 && renders.size < BLOCKS; i++) await tick();
if (renders.size < BLOCKS) throw new Error(`only ${renders.size} of ${BLOCKS} blocks rendered`);
const frames = document.querySelectorAll('[data-editor-frame]').length;

// The fields arrive once the block's schema has loaded (a lazy import).
const headingField = () =>
  [...document.querySelectorAll('.ed-side label')].find((l) => l.textContent === 'heading') as HTMLLabelElement | undefined;
for (let i = 0; i < 200 && !headingField(); i++) await tick();
// A text field or, for a translatable text (x-widget translation-key), a text area.
const input = headingField()?.control as HTMLInputElement | HTMLTextAreaElement | undefined;
if (!input) throw new Error('the side panel has no heading field');
const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;

function total(map: Map<string, number>): number {
  let n = 0;
  for (const v of map.values()) n += v;
  return n;
}

const perKey: number[] = [];
const commitPerKey: number[] = [];
let editedRenders = 0;
for (let k = 0; k < KEYS + 5; k++) {
  const before = total(renders);
  const editedBefore = renders.get(EDITED) ?? 0;
  commits.length = 0;
  setValue.call(input, `${input.value}${'abcdefghij'[k % 10]}`);
  input.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
  await tick();
  await tick();
  if (k < 5) continue; // warm-up
  perKey.push(total(renders) - before);
  editedRenders += (renders.get(EDITED) ?? 0) - editedBefore;
  commitPerKey.push(commits.reduce((a, b) => a + b, 0));
}

const typed = store.getState().components.find((c) => c.componentId === EDITED)?.props?.heading;
const sorted = [...commitPerKey].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

console.log(`editor keystroke bench: ${BLOCKS} blocks in edit mode (${frames} block frames), ${KEYS} keystrokes in the side panel's fields`);
console.log(`  block renders per keystroke : ${mean(perKey).toFixed(2)} (max ${Math.max(...perKey)}; edited block ${(editedRenders / KEYS).toFixed(2)})  target 1`);
console.log(`  React commit time p95       : ${pct(95).toFixed(2)} ms  (min ${sorted[0]!.toFixed(2)} ms, median ${pct(50).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms)  target <= 8 ms`);
console.log(`  machine load average (1 min): ${(await import('node:os')).loadavg()[0]!.toFixed(1)} on ${(await import('node:os')).cpus().length} cores (timings are noisy under load)`);
console.log(`  typed value reached the working copy: ${String(typed).length > 'Track 250'.length ? 'yes' : 'NO'}`);
if (process.env.BENCH_DEBUG) console.log(commitPerKey.map((x) => x.toFixed(1)).join(" "));
root.unmount();

// A keystroke in a heading edited in place on the canvas, timed until the canvas and the side panel both
// show it (the block re-rendered with the stored value, the panel's field holding it), at 500 and 2000 blocks. The
// reference, timed the same way in the same run, is a keystroke in the panel's field. Target: p95 under 16 ms (one
// frame), one block re-rendered per keystroke.
const { startInlineEdit } = await import('../../editor/canvas/inline-edit');

/** Waits (microtasks first, then macrotasks) until `done()`; answers the milliseconds from `start`. */
async function until(done: () => boolean, start: number): Promise<number> {
  for (let i = 0; i < 50 && !done(); i++) await Promise.resolve();
  for (let i = 0; i < 500 && !done(); i++) await tick();
  if (!done()) throw new Error('the keystroke never showed');
  return performance.now() - start;
}

async function visibleKeystrokes(blocks: number, way: 'inline' | 'panel') {
  const edited = `b${Math.floor(blocks / 2)}`;
  const pageBlocks = Array.from({ length: blocks }, (_, i) => ({ ...components[i % BLOCKS]!, componentId: `b${i}`, props: { heading: `Track ${i}`, subheading: `Talks (${i})`, headingLevel: 2 } }));
  const pageStore = createTestStore(pageBlocks);
  pageStore.getState().showBlock(edited, 'ui');
  renders.clear();
  const container = document.createElement('div');
  document.body.append(container);
  const pageRoot = createRoot(container);
  pageRoot.render(
    createElement(EditorProviders, {
      store: pageStore,
      children: [
        createElement(WorkingPage, { key: 'page', registry: benchRegistry, context: testContext() }),
        createElement(SidePanel, { key: 'panel', page: { layoutId: 'home', phase: 'live', environment: 'cont' }, registry: benchRegistry, context: { ...testContext(), editMode: false } }),
      ],
    }),
  );
  for (let i = 0; i < 400 && renders.size < blocks; i++) await tick();
  if (renders.size < blocks) throw new Error(`only ${renders.size} of ${blocks} blocks rendered`);
  for (let i = 0; i < 200 && !headingField(); i++) await tick();
  const field = headingField()?.control as HTMLInputElement | HTMLTextAreaElement;
  const setField = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  const heading = container.querySelector(`[data-editor-frame="${edited}"] h2`) as HTMLElement;
  if (way === 'inline') {
    startInlineEdit({ store: pageStore, componentId: edited, element: heading, field: { name: 'heading', rich: false }, label: 'heading' });
  }
  const times: number[] = [];
  const perKey: number[] = [];
  for (let k = 0; k < KEYS + 5; k++) {
    const expected = `${heading.textContent}${'abcdefghij'[k % 10]}`;
    const before = total(renders);
    const editedBefore = renders.get(edited) ?? 0;
    const start = performance.now();
    if (way === 'inline') {
      // What the browser does on a keystroke in a contenteditable: the text changes, then input fires.
      heading.firstChild!.nodeValue = expected;
      heading.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    } else {
      setField.call(field, expected);
      field.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    }
    const ms = await until(() => (renders.get(edited) ?? 0) > editedBefore && field.value === expected && heading.textContent === expected, start);
    await tick();
    if (k < 5) continue;
    times.push(ms);
    perKey.push(total(renders) - before);
  }
  pageRoot.unmount();
  container.remove();
  const order = [...times].sort((a, b) => a - b);
  const at = (p: number) => order[Math.min(order.length - 1, Math.ceil((p / 100) * order.length) - 1)]!;
  return { p95: at(95), median: at(50), renders: mean(perKey) };
}

console.log(`editor inline-edit bench: keystroke to canvas and panel showing it, ${KEYS} keystrokes each`);
for (const blocks of [500, 2000]) {
  const inline = await visibleKeystrokes(blocks, 'inline');
  const panel = await visibleKeystrokes(blocks, 'panel');
  console.log(
    `  ${String(blocks).padStart(4)} blocks: inline heading p95 ${inline.p95.toFixed(2)} ms (median ${inline.median.toFixed(2)} ms, ${inline.renders.toFixed(2)} block renders/key)` +
      ` | reference, panel field p95 ${panel.p95.toFixed(2)} ms (median ${panel.median.toFixed(2)} ms)  target p95 < 16 ms, 1 block`,
  );
}
process.exit(0);
