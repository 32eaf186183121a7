// Runs bench/render/browser.ts in Debian's Chromium (Playwright): one Vite bundle with React's
// production build, loaded into a blank page; the jobs run there and the times come back to node.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { build } from 'vite';
import type { BrowserAnswer, BrowserJob } from './browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium';

const CHROMIUM = CHROMIUM_PATH;
const ARGS = [...CHROMIUM_ARGS];

export interface BrowserBench {
  run: (job: BrowserJob) => Promise<BrowserAnswer>;
  close: () => Promise<void>;
}

async function bundle(): Promise<string> {
  // Vite (the app's own bundler) in library mode: one IIFE, every lazy block chunk inlined.
  const result = await build({
    configFile: false,
    // The repository, whatever directory the bench was started from.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    logLevel: 'error',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: fileURLToPath(new URL('./browser.ts', import.meta.url)), formats: ['iife'], name: 'renderBenchBundle' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((r) => r.output).find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error('vite produced no bench bundle');
  return chunk.code;
}

export async function openBrowserBench(): Promise<BrowserBench> {
  const script = await bundle();
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.setContent('<!doctype html><html lang="en"><head><title>render bench</title></head><body></body></html>');
  await page.addScriptTag({ content: script });
  return {
    run: (job) =>
      page.evaluate(
        (j) => (window as unknown as { renderBench: { run: (j: BrowserJob) => Promise<BrowserAnswer> } }).renderBench.run(j),
        job,
      ),
    close: () => browser.close(),
  };
}
