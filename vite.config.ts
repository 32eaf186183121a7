import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './scripts/service-worker-plugin';

/**
 * React Router's production build creates its forwardRef components (Link, NavLink, Form) and contexts with plain
 * calls and then sets their displayName, so the bundler must keep each as a possible side effect: NavLink, Form and
 * Form's submit helpers landed in the entry although the site uses neither. The calls are marked pure and those
 * displayName assignments (a React DevTools label; this plugin runs for builds only, not in `npm run dev`) dropped,
 * so the unused ones fall out of the bundle; the components the site uses are unchanged.
 */
function reactRouterPureCalls(): Plugin {
  return {
    name: 'react-router-pure-calls',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/ },
      handler(code) {
        const pure = new Set<string>();
        const marked = code.replace(/^var (\w+) = (React\d*\.(?:forwardRef|createContext)\()/gm, (_, name: string, call: string) => {
          pure.add(name);
          return `var ${name} = /* @__PURE__ */ ${call}`;
        });
        // Lines keep their numbers (a dropped assignment leaves its line empty) and only the marked lines' columns
        // move, so the module's original source map stays good enough for attribution: `map: null` keeps it.
        return {
          code: marked.replace(/^(\w+)\.displayName = "[^"\n]*";$/gm, (line, name: string) => (pure.has(name) ? '' : line)),
          map: null,
        };
      },
    },
  };
}

/**
 * The modules of the common chunk every page loads beside the entry: React and the JSX runtime (CommonJS, shared by
 * every chunk), and small modules that both the entry and lazy chunks import. Left to itself, Rolldown gives each
 * of those a file of its own (a few hundred bytes each, six of them on /en/home, plus the schemas' 3.8 kB that the
 * entry could not absorb): per-file overhead and lost gzip context. Measured with `npm run size`. Only modules that
 * import nothing of the entry's own code belong here (ui/dialog.tsx, blocks/shared/on-site.ts do): the common chunk
 * would import the entry that imports it, a cycle; `npm run size` fails on one.
 */
const COMMON_MODULES: readonly RegExp[] = [
  /node_modules[\\/]react[\\/]/,
  /blocks[\\/]shared[\\/]custom-action\.ts$/,
  /blocks[\\/]shared[\\/]list[\\/]Avatar\.tsx$/,
  /schemas[\\/]domain[\\/](zoned-time|catalog|personas|pseudo-locale)\.ts$/,
  /schemas[\\/]generated[\\/]block-summaries\.ts$/,
  /schemas[\\/]util[\\/](safe-url|social-links|initials|remembered-text|lazy-intl)\.ts$/,
  /schemas[\\/]index\.ts$/,
  /api-client[\\/]auth[\\/]viewer-key\.ts$/,
  // The style check: block wrappers on every page and the sanitiser's own chunk (renderer/SafeHtml.tsx) share it.
  /renderer[\\/]sanitize-css(-rules)?\.ts$/,
];

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

function gitBuild(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'local';
  }
}

// The API runs in the same process in production (`npm start`); in `npm run dev` Vite proxies /api to it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), reactRouterPureCalls(), serviceWorker()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? pkg.version),
    'import.meta.env.VITE_APP_BUILD': JSON.stringify(process.env.VITE_APP_BUILD ?? gitBuild()),
  },
  resolve: {
    alias: [
      // React Router 7 points every bundler condition at its development build; ship the production one.
      ...(process.env.NODE_ENV === 'development'
        ? []
        : [
            {
              find: 'react-router',
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]),
      // react-i18next's pre-React-18 polyfill: React's own hook instead (app/use-sync-external-store-shim.ts).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./app/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { host: '127.0.0.1' },
  // The server build of the page renderer (app/server-entry.tsx, `vite build --ssr`): Node runs it, so it keeps
  // its dependencies as imports and needs neither chunk groups nor a manifest.
  build: isSsrBuild
    ? { outDir: 'dist/ssr', sourcemap: true, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'server-entry.js' } } }
    : {
    outDir: 'dist/site',
    sourcemap: true,
    manifest: true,
    // Browsers without native modulepreload (Safari before 17) still load every chunk, only without the head
    // start; the polyfill would cost every visitor its bytes for that.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's own imports are not listed for the browser to fetch ahead (Vite puts every list in the entry:
      // 1.1 kB gzip for ~60 files on /en/home, growing with each block); only its stylesheets, which must be in the
      // page before the block shows. Server-rendered pages name every chunk they need as modulepreload links
      // (server/ssr), so only client-side navigation to a page with new blocks fetches their imports one step later.
      resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the matched modules form a group; what they import stays where it was.
          includeDependenciesRecursively: false,
          groups: [
            // Block code stays lazy and travels as one chunk: the registry imports blocks/all-blocks.ts for every
            // built-in block (as 22 small per-block chunks, gzip lost 6 kB on /en/home to per-file overhead and lost
            // context; as a group beside 19 imports, each import cost a loader and one block a facade chunk).
            // A block outside that module (the attendee blocks: catalog, session, directories, favorites, session
            // lists) is a dynamic import of its own and so a chunk of its own, which the manifest names by the block's
            // source path (blocks/<type>/...): the server preloads it on the pages that hold the block.
            // The common chunk beside the entry (COMMON_MODULES above says which and why).
            { name: 'common', test: (id) => COMMON_MODULES.some((pattern) => pattern.test(id)) },
          ],
        },
      },
    },
  },
}));
