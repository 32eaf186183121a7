// `npm run size`: the gzip size of the JavaScript that /en/home loads for an anonymous visitor,
// measured in a real browser against the real server on the built site, printed against the 150 kB
// target. Fails when editor code, Monaco, dnd-kit, jsondiffpatch or the ajv compiler is among what was loaded.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { waitForUrl } from './wait-for-url';

// 150 kB since translations run on i18next and react-i18next again (about 18 kB of it).
const BUDGET_BYTES = 150 * 1000;
/**
 * The common chunk (vite.config.ts, COMMON_MODULES) loads beside the entry on every page; a module in it that imports
 * the entry's own code makes it import the entry, a cycle whose order of evaluation breaks the page.
 */
function commonChunkCycles(siteDir: string): string[] {
  const manifestFile = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [`no manifest at ${manifestFile}`];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { name?: string; isEntry?: boolean; imports?: string[] }>;
  const entries = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.name === 'common' && (chunk.imports ?? []).some((key) => entries.has(key)))
    .map(([key]) => `${key}, the common chunk, imports the entry: a module in COMMON_MODULES imports the entry's code`);
}

/** The demo home page has more than this many blocks; fewer means the page broke while loading block code. */
const MIN_RENDERED_BLOCKS = 10;
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'editor code', pattern: /(^|\/)(editor|site-settings)\// },
  { name: 'Monaco', pattern: /node_modules\/(monaco-editor|@monaco-editor)\// },
  { name: 'dnd-kit', pattern: /node_modules\/@dnd-kit\// },
  { name: 'jsondiffpatch', pattern: /node_modules\/jsondiffpatch\// },
  { name: 'the ajv runtime compiler', pattern: /node_modules\/ajv\/dist\/(core|ajv|compile)/ },
];

const siteDir = process.env.SITE_DIR ?? 'dist/site';
// Not 4190: that port is on the Fetch standard's list of blocked ports (fetch and Chromium refuse it).
const port = Number(process.env.SIZE_PORT ?? 4170);
/** The page measured (SIZE_PATH, e.g. /en/sessions for the catalog); /en/home by default. */
const sizePath = process.env.SIZE_PATH ?? '/en/home';
const isHome = sizePath === '/en/home';

function sourcesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  const parsed = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
  return parsed.sources ?? [];
}

async function main(): Promise<void> {
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error('dist/site is missing: run `npm run build` first');
  // A server left on the port would be measured instead of this build's.
  if (await fetch(`http://127.0.0.1:${port}/api/ping`).then(() => true, () => false)) {
    throw new Error(`port ${port} is already in use; stop that server or set SIZE_PORT`);
  }
  const server = spawn('bash', ['scripts/e2e-server.sh', String(port)], { stdio: 'ignore', detached: true });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/ping`, 120_000);
    const browser = await chromium.launch(chromiumLaunch);
    const page = await browser.newPage();
    const scripts = new Set<string>();
    // By file name, not by resource type: a chunk fetched through <link rel="modulepreload"> is not a "script"
    // request, and when the preload wins the race the import that follows makes no request of its own.
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (res.request().resourceType() === 'script' || path.endsWith('.js')) scripts.add(path);
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}${sizePath}`, { waitUntil: 'load' });
    // The page starts its script only after the first paint (the boot snippet), so on a busy machine the network can
    // fall idle before it asks for any: wait for hydration, then for the lazy chunks it pulls in.
    await page.waitForSelector('#root[data-hydrated]', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    // A size is only worth reporting for a page that works: the blocks rendered and nothing threw.
    const blocks = await page.locator('[data-block-type]').count();
    await browser.close();

    let total = 0;
    let brotli = 0;
    const problems: string[] = [];
    const rows: string[] = [];
    for (const path of [...scripts].sort()) {
      const file = join(siteDir, path);
      if (!existsSync(file)) {
        problems.push(`loaded ${path}, which is not in ${siteDir}`);
        continue;
      }
      // What the server sends to a browser that accepts gzip: the build's level-9 copy (scripts/precompress.ts).
      const gz = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
      total += gz;
      brotli += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : 0;
      rows.push(`${(gz / 1000).toFixed(1).padStart(8)} kB  ${path}`);
      for (const source of sourcesOf(file)) {
        for (const f of FORBIDDEN) {
          if (f.pattern.test(source)) problems.push(`${path} contains ${f.name} (${source})`);
        }
      }
    }
    console.log(rows.join('\n'));
    console.log(`JavaScript loaded by ${sizePath} (anonymous): ${scripts.size} files, ${(total / 1000).toFixed(1)} kB gzip`);
    console.log(`budget: ${(BUDGET_BYTES / 1000).toFixed(0)} kB gzip`);
    // Chromium asks for brotli, which the server prefers; the budget is stated in gzip.
    if (brotli > 0) console.log(`as sent to browsers that accept brotli: ${(brotli / 1000).toFixed(1)} kB`);
    // The budget is a target reported with every run; forbidden code in the attendee path fails the check.
    if (total > BUDGET_BYTES) console.log(`over the target by ${((total - BUDGET_BYTES) / 1000).toFixed(1)} kB`);
    if (scripts.size === 0) problems.push('no JavaScript was loaded: the page did not render');
    problems.push(...commonChunkCycles(siteDir));
    for (const message of pageErrors) problems.push(`the page threw: ${message}`);
    const minBlocks = isHome ? MIN_RENDERED_BLOCKS : 1;
    if (blocks < minBlocks) problems.push(`only ${blocks} blocks rendered on ${sizePath} (at least ${minBlocks} expected)`);
    if (problems.length > 0) {
      console.error(problems.join('\n'));
      process.exitCode = 1;
    }
  } finally {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
