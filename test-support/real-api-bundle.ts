// Vitest's global setup (vitest.config.ts): the real API's process (test-support/real-api-process.ts, the server's
// buildApp on an embedded store) bundled once per run into one plain ES module, which test-support/real-api.ts then
// starts with node for each of the forty-odd test files that use it. Started through tsx instead, each start
// transpiled and loaded the server's sources module by module: 6.4 s of CPU per start against 4.1 s bundled.
import { rename } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../scripts/server-bundle';

/**
 * Where test-support/real-api.ts finds the bundle (it reads the variable by this name, without importing this
 * module and esbuild into every test worker); without it, it starts the TypeScript source through tsx.
 */
const REAL_API_BUNDLE_ENV = 'REAL_API_BUNDLE';

const root = fileURLToPath(new URL('..', import.meta.url));

export default async function setup(): Promise<void> {
  // Every project of the run shares this one process's environment: the first one to get here bundles.
  if (process.env[REAL_API_BUNDLE_ENV]) return;
  const outfile = resolve(root, '.tmp/real-api/process.mjs');
  // Written beside its place and renamed: a run that reads the file never finds half of it.
  const temp = resolve(root, `.tmp/real-api/process-${process.pid}.mjs`);
  // No source map: node would read one at every start; the bundle's own lines keep the sources' names.
  await build({ ...serverBundleOptions(resolve(root, 'test-support/real-api-process.ts'), temp), sourcemap: false });
  await rename(temp, outfile);
  process.env[REAL_API_BUNDLE_ENV] = outfile;
}
