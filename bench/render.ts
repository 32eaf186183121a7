// Render budget (issue 2, item 7): server-render a generated 1000-block page through the real PageRenderer and
// through a bare `components.map(c => <Comp {...}/>)` of the same components; print both medians and the ratio
// (target: at most 2).
//
//   npx tsx bench/render.ts                 the real registry (blocks/index.ts `registry`) when it loads, then
//                                           the light bench blocks below
//   npx tsx bench/render.ts --bench-blocks  the bench blocks only
//   BENCH_RUNS=50 npx tsx bench/render.ts   more runs
//
// Lazy block code is resolved up front (one warm-up render, then a tick), so both sides render the same,
// already-loaded components and the figure is the renderer's own cost.
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import type { ReactElement } from 'react';
import { JSDOM } from 'jsdom';
import { isBlockType } from '../schemas';
import { blockSchemas } from '../schemas/validators';
import type {
  BlockComponent,
  BlockComponentProps,
  BlockDefinition,
  BlockRegistry,
  RenderContextValue,
  RenderableComponent,
} from '../renderer';

const BLOCKS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

// The renderer and blocks import .css files (Vite handles them in the app); in node they become empty
// modules. Registered before anything imports them, hence the dynamic imports below.
register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function load(url, context, next) { if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true }; return next(url, context); }',
    ),
);
// Time the production build of React, as attendees get it (the development build is several times slower
// and checks things that are not the renderer's cost).
process.env.NODE_ENV = 'production';
const { createElement, Suspense, lazy } = await import('react');
const { renderToString } = await import('react-dom/server');
const { PageRenderer, RegistryContext, RenderContext, setSanitizerWindow } =
  await import('../renderer/index');

// Server rendering has no DOM; DOMPurify gets jsdom's window (the same as a server-side render would).
setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

// --- bench blocks: small but realistic (heading + body + buttons; a card row) -------------------
function BenchHeading({ componentId, props }: BlockComponentProps) {
  const buttons = (props.buttons as { text: string; url: string }[] | undefined) ?? [];
  return createElement(
    'header',
    { className: 'bench-heading', 'aria-labelledby': `${componentId}-h` },
    createElement('h2', { id: `${componentId}-h` }, String(props.heading ?? '')),
    // Plain text, not SafeHtml: sanitising through jsdom costs milliseconds per block on the server and would
    // hide the renderer's own cost in the ratio.
    createElement('p', null, String(props.body ?? '')),
    createElement(
      'ul',
      null,
      buttons.map((b) =>
        createElement('li', { key: b.url }, createElement('a', { href: b.url, className: 'btn' }, b.text)),
      ),
    ),
  );
}

function BenchCards({ props }: BlockComponentProps) {
  const cards = (props.cards as { title: string; text: string; image: string }[] | undefined) ?? [];
  return createElement(
    'div',
    { className: 'bench-cards' },
    cards.map((c) =>
      createElement(
        'article',
        { key: c.title, className: 'card' },
        createElement('img', { src: c.image, alt: '' }),
        createElement('h3', null, c.title),
        createElement('p', null, c.text),
      ),
    ),
  );
}

const eager = (c: BlockComponent) => lazy(async () => ({ default: c }));
const def = (
  type: string,
  component: BlockComponent,
  properties: Record<string, unknown>,
): BlockDefinition => ({
  type,
  title: type,
  group: 'Other',
  schema: { type: 'object', properties },
  component: eager(component),
});

const benchRegistry: BlockRegistry = {
  benchHeading: def('benchHeading', BenchHeading, { headingLevel: { type: 'integer', default: 2 } }),
  benchCards: def('benchCards', BenchCards, { cardType: { type: 'string', default: 'full' } }),
};

function benchComponents(): RenderableComponent[] {
  return Array.from({ length: BLOCKS }, (_, i) =>
    i % 2 === 0
      ? {
          componentId: `h${i}`,
          component: 'benchHeading',
          parentId: null,
          props: {
            heading: `Session track ${i}`,
            body: `Join us for track ${i}: talks, labs and the expo floor.`,
            buttons: [
              { text: 'Register', url: `/en/register?i=${i}` },
              { text: 'Agenda', url: `/en/agenda?i=${i}` },
            ],
            wrapperWidth: [100, 50, 33, 25][i % 4],
            ...(i % 10 === 0
              ? { wrapperAnchorLink: { anchor: `a${i}` }, wrapperPadding: { mobile: 8, desktop: 24 } }
              : {}),
            ...(i % 7 === 0 ? { requireScope: ['attendee'] } : {}),
          },
        }
      : {
          componentId: `c${i}`,
          component: 'benchCards',
          parentId: null,
          props: {
            cards: [1, 2, 3, 4].map((n) => ({
              title: `Card ${i}.${n}`,
              text: 'Hands-on lab with the product team.',
              image: `/img/${n}.jpg`,
            })),
            wrapperBackgroundColor: i % 3 === 0 ? '#f5f5f5' : undefined,
          },
        },
  );
}

// --- the real registry, when blocks/ provides one -----------------------------------------------------------
async function loadRealRegistry(): Promise<BlockRegistry | null> {
  const entry = new URL('../blocks/index.ts', import.meta.url);
  if (process.argv.includes('--bench-blocks') || !existsSync(entry)) return null;
  try {
    const mod = (await import(entry.href)) as { registry?: BlockRegistry };
    return mod.registry ?? null;
  } catch (err) {
    console.warn(`blocks/index.ts did not load (${(err as Error).message}); using bench blocks.`);
    return null;
  }
}

/** One block per registry entry with a component, props from the schema's first example, repeated to 1000. */
function realComponents(registry: BlockRegistry): RenderableComponent[] {
  // Examples live in the full schemas (the registry carries slim summaries without them).
  const examplesOf = (type: string): Record<string, unknown>[] => {
    const examples = isBlockType(type) ? blockSchemas[type].examples : undefined;
    return Array.isArray(examples) ? (examples as Record<string, unknown>[]) : [];
  };
  const types = Object.values(registry).filter((d) => d.component && examplesOf(d.type).length > 0);
  if (types.length === 0)
    throw new Error('the real registry has no block with a component and schema examples');
  return Array.from({ length: BLOCKS }, (_, i) => {
    const d = types[i % types.length]!;
    const examples = examplesOf(d.type);
    return { componentId: `b${i}`, component: d.type, parentId: null, props: examples[i % examples.length]! };
  });
}

// --- measuring ----------------------------------------------------------------------------------------------
const context: RenderContextValue = {
  scopes: ['attendee'],
  signedIn: true,
  features: {},
  phaseId: 'live',
  editMode: false,
  environment: 'prod',
  language: 'en',
  pageId: 'home',
};

/**
 * Renders every block of the page inside one Suspense boundary until nothing suspends any more, so that all
 * lazy code (block chunks and anything they load lazily in turn) is loaded before timing. At most 20 tries.
 */
async function preload(all: () => ReactElement) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = renderToString(
      createElement(Suspense, { fallback: createElement('i', { 'data-bench-pending': '' }) }, all()),
    );
    if (!html.includes('data-bench-pending')) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function time(el: () => ReactElement): { ms: number; bytes: number } {
  const t0 = performance.now();
  const html = renderToString(el());
  return { ms: performance.now() - t0, bytes: html.length };
}

/** Times one registry + page; answers false when the blocks cannot be server-rendered on their own. */
async function measure(
  source: string,
  registry: BlockRegistry,
  components: RenderableComponent[],
  runs: number,
) {
  const page = () => createElement(PageRenderer, { layout: { components }, registry, context });
  // The bare side gets the two contexts blocks read (useRenderContext, useRegistry) and nothing else.
  const bare = () =>
    createElement(
      RegistryContext,
      { value: registry },
      createElement(
        RenderContext,
        { value: context },
        components.map((c) => {
          const Comp = registry[c.component]!.component!;
          return createElement(Comp, {
            key: c.componentId,
            componentId: c.componentId,
            type: c.component,
            // As in the renderer: the component's props type is known only from the type name at run time.
            props: (c.props ?? {}) as never,
          });
        }),
      ),
    );

  // Load every lazy block's code before timing.
  await preload(bare);
  try {
    renderToString(page());
    renderToString(bare());
  } catch (err) {
    console.warn(
      `${source}: the blocks do not server-render on their own (${(err as Error).message}); skipped.`,
    );
    return false;
  }
  for (let i = 0; i < 3; i++) {
    time(page);
    time(bare);
  }
  const pageRuns: number[] = [];
  const bareRuns: number[] = [];
  const pairRatios: number[] = [];
  let pageBytes = 0;
  let bareBytes = 0;
  // Interleaved so that GC and CPU contention hit both sides alike.
  for (let i = 0; i < runs; i++) {
    const p = time(page);
    const b = time(bare);
    pageRuns.push(p.ms);
    bareRuns.push(b.ms);
    pairRatios.push(p.ms / b.ms);
    pageBytes = p.bytes;
    bareBytes = b.bytes;
  }
  const pm = median(pageRuns);
  const bm = median(bareRuns);
  const ratio = pm / bm;
  console.log(
    `render bench: ${BLOCKS} blocks, ${source}, renderToString (React production build), median of ${runs} runs`,
  );
  console.log(`  PageRenderer : ${pm.toFixed(1)} ms  (${pageBytes} chars of HTML)`);
  console.log(`  bare map     : ${bm.toFixed(1)} ms  (${bareBytes} chars of HTML)`);
  console.log(`  ratio        : ${ratio.toFixed(2)}  (target <= 2: ${ratio <= 2 ? 'met' : 'NOT met'})`);
  // The machine is shared; the median of back-to-back pairs is the steadier figure under load.
  console.log(
    `  pair ratio   : ${median(pairRatios).toFixed(2)}  (median of per-run PageRenderer/bare ratios)`,
  );
  return true;
}

async function main() {
  const real = await loadRealRegistry();
  // The real blocks show the figure attendees get; the bench blocks are so light that they show the
  // renderer's own cost (the worst case for the ratio).
  if (real)
    await measure(
      'real registry (blocks/index.ts), props from schema examples',
      real,
      realComponents(real),
      Math.min(RUNS, 9),
    );
  await measure('bench blocks (light components)', benchRegistry, benchComponents(), RUNS);
}

await main();
