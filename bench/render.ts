// Render bench (Deliver 7 `bench/render`): the real renderer (PageRenderer with the real registry of
// blocks/) against a bare React map of the same components with the same props, at 200 and 1000 blocks,
//   - with the blocks' real components, and
//   - with light components (bench/render/light-blocks.ts) that isolate the renderer's own cost.
// The page is realistic: blocks of the demo conference's production pages (server/demo), with their visibility
// and translation-key props (bench/render/content.ts: the blocks a signed-in attendee sees, flattened so that
// both sides render the same blocks once each).
// Measured two ways, each with warm-up runs, then interleaved runs (page, bare, page, bare, ...):
//   - server render: renderToString in node (React's production build) under ServerRenderContext, as the
//     server renders a page; CPU time and wall clock;
//   - client mount: createRoot + flushSync in Debian's Chromium (bench/render/chromium.ts).
// Printed side by side with the ratio of the medians, the median of the per-run ratios and the spread (the
// machine is shared: the spread says how much to trust a figure). Target: at most 2 with light
// components at 1000 blocks.
//
//   npx tsx bench/render.ts                  everything
//   npx tsx bench/render.ts --server         server render only      (--browser: client mount only)
//   npx tsx bench/render.ts --light          light components only
//   BENCH_RUNS=61 npx tsx bench/render.ts    more runs (default 31; real components in the browser: a third)
import Module, { register } from 'node:module';
import { cpus, loadavg } from 'node:os';
import type { ReactElement } from 'react';
import { JSDOM } from 'jsdom';
import type { Row } from './render/stats';

const SIZES = [200, 1000];
const RUNS = Number(process.env.BENCH_RUNS ?? 31);
const WARMUPS = 5;
const args = new Set(process.argv.slice(2));
const serverOnly = args.has('--server');
const browserOnly = args.has('--browser');
const lightOnly = args.has('--light');

// The renderer and blocks import .css files (Vite handles them in the app); in node they become empty
// modules, for ES modules (loader hook) and for modules tsx compiles to CommonJS (require extension).
register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function load(url, context, next) { if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true }; return next(url, context); }',
    ),
);
(Module as unknown as { _extensions: Record<string, (m: { exports: unknown }) => void> })._extensions[
  '.css'
] = (m) => {
  m.exports = {};
};
// Time the production build of React, as visitors get it.
process.env.NODE_ENV = 'production';
const { createElement, Suspense } = await import('react');
const { renderToString } = await import('react-dom/server');
const { loadSanitizer } = await import('../renderer');
const { registry } = await import('../blocks/index');
const { BENCH_CONTEXT, benchContent } = await import('./render/content');
const { lightRegistry } = await import('./render/light-blocks');
const { sides, translatorOf } = await import('./render/sides');
const { printRows, row } = await import('./render/stats');

// Server rendering has no DOM; DOMPurify gets jsdom's window, as the server's render does.
await loadSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);

const light = lightRegistry(registry);

/** Renders inside one Suspense boundary until nothing suspends, so that all lazy code is loaded before timing. */
async function preload(el: () => ReactElement) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const html = renderToString(
      createElement(Suspense, { fallback: createElement('i', { 'data-bench-pending': '' }) }, el()),
    );
    if (!html.includes('data-bench-pending')) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The process's CPU time for one render, in ms: on a shared machine, time spent waiting for a core is not the
 * renderer's cost, and wall-clock times swing with the other processes' load (both are printed).
 */
function time(el: () => ReactElement): { cpu: number; wall: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  renderToString(el());
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1000, wall };
}

async function serverRows(kind: 'real' | 'light', blocks: number): Promise<{ cpu: Row; wall: Row }> {
  const content = benchContent(blocks, registry);
  const s = sides(
    kind === 'real' ? registry : light,
    content.flat,
    BENCH_CONTEXT,
    translatorOf(content.texts),
    true,
  );
  await preload(s.bare);
  await preload(s.page);
  const pageChars = renderToString(s.page()).length;
  const bareChars = renderToString(s.bare()).length;
  const runs = kind === 'real' ? Math.max(5, Math.ceil(RUNS / 3)) : RUNS;
  for (let i = 0; i < WARMUPS; i++) {
    time(s.page);
    time(s.bare);
  }
  const cpu = { page: [] as number[], bare: [] as number[] };
  const wall = { page: [] as number[], bare: [] as number[] };
  // Interleaved, so that GC and the other processes on the machine hit both sides alike.
  for (let i = 0; i < runs; i++) {
    const p = time(s.page);
    const b = time(s.bare);
    cpu.page.push(p.cpu);
    cpu.bare.push(b.cpu);
    wall.page.push(p.wall);
    wall.bare.push(b.wall);
  }
  const label = `${kind} components (${(pageChars / 1024).toFixed(0)}/${(bareChars / 1024).toFixed(0)} kB)`;
  return { cpu: row(label, blocks, cpu), wall: row(label, blocks, wall) };
}

async function browserRows(kinds: ('real' | 'light')[]): Promise<Row[]> {
  const { openBrowserBench } = await import('./render/chromium');
  const bench = await openBrowserBench();
  const rows: Row[] = [];
  try {
    for (const kind of kinds) {
      for (const blocks of SIZES) {
        const content = benchContent(blocks, registry);
        const answer = await bench.run({
          components: kind,
          layout: content.flat,
          texts: content.texts,
          context: BENCH_CONTEXT,
          warmups: WARMUPS,
          runs: kind === 'real' ? Math.max(5, Math.ceil(RUNS / 3)) : RUNS,
        });
        if (answer.errors.length > 0)
          console.warn(`  browser errors (${kind}, ${blocks}):`, answer.errors.slice(0, 3));
        rows.push(
          row(`${kind} components (${answer.pageElements}/${answer.bareElements} elements)`, blocks, answer),
        );
      }
    }
  } finally {
    await bench.close();
  }
  return rows;
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;

async function main() {
  console.log(`machine: ${load()} (other processes share it: see the spread)`);
  const kinds: ('real' | 'light')[] = lightOnly ? ['light'] : ['light', 'real'];
  const sample = benchContent(1000, registry);
  console.log(
    `render bench: demo blocks of the production pages, viewer ${BENCH_CONTEXT.scopes.join(',')} in phase ${BENCH_CONTEXT.phaseId}; ` +
      `${WARMUPS} warm-ups, then interleaved runs; medians, ±half the interquartile range; ratio = PageRenderer / bare map`,
  );
  console.log(
    `  1000 blocks: ${Object.entries(sample.types)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}; ${sample.nested.filter((c) => c.parentId).length} nested in containers`,
  );
  if (!browserOnly) {
    const cpu: Row[] = [];
    const wall: Row[] = [];
    for (const kind of kinds) {
      for (const blocks of SIZES) {
        const r = await serverRows(kind, blocks);
        cpu.push(r.cpu);
        wall.push(r.wall);
      }
    }
    const what = 'renderToString in node, React production build; sizes of PageRenderer/bare HTML';
    printRows(`server render, CPU time (${what})`, cpu);
    printRows(`server render, wall clock (${what})`, wall);
  }
  if (!serverOnly) {
    try {
      printRows(
        'client mount (createRoot + flushSync in Chromium, React production build, no layout forced)',
        await browserRows(kinds),
      );
    } catch (err) {
      console.warn(`\nclient mount skipped: ${(err as Error).message}`);
    }
  }
  console.log(`\nmachine after the runs: ${load()}`);
  console.log('target: light components at 1000 blocks, ratio <= 2');
}

await main();
