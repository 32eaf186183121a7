// Step of `npm run build` (after the site): (1) the server compiled into one ES module, dist/server/main.js (esbuild,
// which tsx already brings; packages stay imports from node_modules), so `npm start` runs plain JavaScript instead of
// transpiling the TypeScript sources on every start; (2) the pre-seeded embedded store, dist/server/demo-store
// (server/store/demo-template.ts), which a first start copies instead of running initdb and the demo seed.
// `npm start` (scripts/start.mjs) runs `--compile-only` by itself when a server source is newer than the bundle.
import { relative, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = resolve(root, 'dist/server/main.js');
const workerOutfile = resolve(dirname(outfile), 'qa-compare-worker.js');

const started = performance.now();
// server/qa/compare-pool.ts: the bundle starts the bundled comparing thread, not the TypeScript one.
const define = { QA_COMPARE_WORKER_BUNDLED: 'true' };
await Promise.all([
  build({ ...serverBundleOptions(resolve(root, 'server/main.ts'), outfile), define }),
  build({ ...serverBundleOptions(resolve(root, 'server/qa/compare-worker.ts'), workerOutfile), define }),
]);
console.log(`server: ${relative(root, outfile)} in ${(performance.now() - started).toFixed(0)} ms`);

if (!process.argv.includes('--compile-only')) {
  const t = performance.now();
  const { generateDemo, writeDemoTemplate } = await import(pathToFileURL(resolve(root, 'server/build-tools.ts')).href) as typeof import('../server/build-tools.js');
  await writeDemoTemplate(resolve(root, 'dist/server/demo-store'), generateDemo());
  console.log(`server: pre-seeded store dist/server/demo-store in ${(performance.now() - t).toFixed(0)} ms`);
}
