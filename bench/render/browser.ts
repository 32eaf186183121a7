// Browser side of the render bench, bundled by esbuild (bench/render/chromium.ts) with React's production
// build: mounts each side into a fresh root with flushSync (render, commit, layout effects and, for a sync
// render, passive effects) and answers the times. No layout or paint is forced: both sides would pay it alike.
import { Suspense, createElement } from 'react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { registry } from '../../blocks/index';
import type { RenderContextValue, RenderableComponent } from '../../renderer';
import { lightRegistry } from './light-blocks';
import { sides, translatorOf } from './sides';

export interface BrowserJob {
  components: 'real' | 'light';
  layout: RenderableComponent[];
  texts: Record<string, string>;
  context: RenderContextValue;
  warmups: number;
  runs: number;
}

export interface BrowserAnswer {
  page: number[];
  bare: number[];
  /** Elements each side mounted, to check that both rendered the same blocks. */
  pageElements: number;
  bareElements: number;
  errors: string[];
}

const light = lightRegistry(registry);

function mount(el: () => ReactElement): { ms: number; elements: number } {
  const host = document.createElement('div');
  document.body.append(host);
  const t0 = performance.now();
  const root = createRoot(host);
  flushSync(() => root.render(el()));
  const ms = performance.now() - t0;
  const elements = host.getElementsByTagName('*').length;
  root.unmount();
  host.remove();
  return { ms, elements };
}

/** Mounts until no lazy block code is pending, so that the timed runs render loaded components only. */
async function preload(el: () => ReactElement) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() =>
      root.render(createElement(Suspense, { fallback: createElement('i', { 'data-pending': '' }) }, el())),
    );
    const pending = host.querySelector('[data-pending]') !== null;
    root.unmount();
    if (!pending) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function run(job: BrowserJob): Promise<BrowserAnswer> {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(String(e.message));
  window.addEventListener('error', onError);
  const s = sides(
    job.components === 'real' ? registry : light,
    job.layout,
    job.context,
    translatorOf(job.texts),
    false,
  );
  await preload(s.bare);
  await preload(s.page);
  for (let i = 0; i < job.warmups; i++) {
    mount(s.page);
    mount(s.bare);
  }
  const page: number[] = [];
  const bare: number[] = [];
  let pageElements = 0;
  let bareElements = 0;
  // Interleaved, so that GC and the other processes on the machine hit both sides alike.
  for (let i = 0; i < job.runs; i++) {
    const p = mount(s.page);
    const b = mount(s.bare);
    page.push(p.ms);
    bare.push(b.ms);
    pageElements = p.elements;
    bareElements = b.elements;
  }
  window.removeEventListener('error', onError);
  return { page, bare, pageElements, bareElements, errors };
}

(window as unknown as { renderBench: { run: typeof run } }).renderBench = { run };
