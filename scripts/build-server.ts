// Step of `npm run build` (after the site): (1) the server compiled into one ES module, dist/server/main.js (esbuild,
// which tsx already brings; packages stay imports from node_modules), so `npm start` runs plain JavaScript instead of
// transpiling the TypeScript sources on every start; (2) the pre-seeded embedded store, dist/server/demo-store
// (server/store/demo-template.ts), which a first start copies instead of running initdb and the demo seed.
// `npm start` (scripts/start.mjs) runs `--compile-only` by itself when a server source is newer than the bundle.
import { relative, dirname, resolve } from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = resolve(root, 'dist/server/main.js');

/**
 * Bundled, every module shares the bundle's import.meta.url: each source's own is rewritten to its URL relative to
 * the bundle, so `new URL('./migrations/', import.meta.url)` still names server/store/migrations/ (and the checkout
 * may move: nothing absolute is baked in).
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const rel = relative(dirname(outfile), args.path).split('\\').join('/');
      const contents = source.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const started = performance.now();
const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [ownImportMetaUrl],
  // server/qa/compare-pool.ts: the bundle starts the bundled comparing thread, not the TypeScript one.
  define: { QA_COMPARE_WORKER_BUNDLED: 'true' },
};
await Promise.all([
  build({ ...common, entryPoints: [resolve(root, 'server/main.ts')], outfile }),
  build({ ...common, entryPoints: [resolve(root, 'server/qa/compare-worker.ts')], outfile: resolve(dirname(outfile), 'qa-compare-worker.js') }),
]);
console.log(`server: ${relative(root, outfile)} in ${(performance.now() - started).toFixed(0)} ms`);

if (!process.argv.includes('--compile-only')) {
  const t = performance.now();
  const { generateDemo, writeDemoTemplate } = await import(pathToFileURL(resolve(root, 'server/build-tools.ts')).href) as typeof import('../server/build-tools.js');
  await writeDemoTemplate(resolve(root, 'dist/server/demo-store'), generateDemo());
  console.log(`server: pre-seeded store dist/server/demo-store in ${(performance.now() - t).toFixed(0)} ms`);
}
