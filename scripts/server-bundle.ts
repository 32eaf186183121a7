// How the server's TypeScript becomes one plain ES module (esbuild, which tsx already brings; packages stay imports
// from node_modules): for `npm run build` (scripts/build-server.ts) and for the real API the component tests start
// (test-support/real-api-bundle.ts), so neither transpiles the sources on every start.
import { dirname, relative } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { BuildOptions, Plugin } from 'esbuild';

/**
 * Bundled, every module shares the bundle's import.meta.url: each source's own is rewritten to its URL relative to
 * the bundle at `outfile`, so `new URL('./migrations/', import.meta.url)` still names server/store/migrations/ (and
 * the checkout may move: nothing absolute is baked in).
 */
function ownImportMetaUrl(outfile: string): Plugin {
  return {
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
}

/** esbuild's options for bundling the server entry `entry` into `outfile`. */
export function serverBundleOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl(outfile)],
  };
}
