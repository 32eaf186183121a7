import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { offlinePageFiles } from './offline-page';

/**
 * The site's service worker and web app manifest (docs/behaviour/shell.md, "Service worker" and "Offline"), written
 * by the client build. The worker's source is app/service-worker/sw.ts (Workbox), bundled here into one classic
 * script, `sw.js`, with the list of files it precaches: the attendee pages' hashed code and styles, the offline page
 * and its script, the icon and the manifest. A deployment that changes the site changes that list and so the
 * worker's bytes: the browser installs the new worker beside the running one, and the page shows the update banner
 * (renderer/shell/pwa.ts).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'conference-service-worker',
    apply: 'build',
    // After Vite's own generateBundle, which removes the chunks that only held stylesheets: the list names files
    // that exist.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#4527c9' }, injectTo: 'head' },
      ],
    },
    async generateBundle(_options, bundle) {
      // The server build (`vite build --ssr`) runs in Node: no worker, no manifest.
      if (this.environment?.config.consumer === 'server') return;
      const files: Record<string, string> = {
        'manifest.webmanifest': JSON.stringify(MANIFEST, null, 2),
        'app-icon.svg': ICON,
        ...offlinePageFiles(),
      };
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
      const precache = [
        ...attendeeFiles(bundle).map((fileName) => ({ url: `/${fileName}`, revision: null })),
        ...Object.entries(files).map(([fileName, source]) => ({ url: `/${fileName}`, revision: revisionOf(source) })),
      ];
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await bundleWorker(precache) });
    },
  };
}

// Code only editors load (the in-place editor, the site tools, their shared editing UI, Monaco, the full schemas):
// an attendee's device does not keep it. Paths are relative to the repository root.
const EDITOR_ONLY = [/^(editor|site-settings|editing)\//, /^node_modules\/(monaco-editor|@monaco-editor|@tiptap|prosemirror)/, /^schemas\/(validators|generated\/validators)/];

function editorOnly(chunk: Rolldown.OutputChunk, root: string): boolean {
  const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
  return ids.length > 0 && ids.every((id) => EDITOR_ONLY.some((pattern) => pattern.test(id.replace(root, '').replace(/\\/g, '/'))));
}

/**
 * The hashed files an attendee's pages can load: the entry chunks and everything they import, now or lazily, and
 * their stylesheets, leaving out chunks that are editors' code only.
 */
export function attendeeFiles(bundle: Rolldown.OutputBundle, root = ROOT): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const seen = new Set<string>();
  const keep = new Set<string>();
  const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = chunks.get(name);
    if (!chunk || editorOnly(chunk, root)) continue;
    // A stylesheet-only module's chunk, which Vite drops from the bundle: its stylesheet is what the pages load.
    const cssOnly = chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css(\?|$)/.test(id));
    if (!cssOnly) keep.add(name);
    const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
    for (const file of css ?? []) keep.add(file);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...keep].sort();
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));

function revisionOf(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/** app/service-worker/sw.ts as one minified classic script, its precache list written in. */
async function bundleWorker(precache: { url: string; revision: string | null }[]): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __PRECACHE_MANIFEST__: JSON.stringify(precache),
    },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      target: 'es2022',
      lib: { entry: fileURLToPath(new URL('../app/service-worker/sw.ts', import.meta.url)), formats: ['iife'], name: 'conferenceWorker', fileName: () => 'sw.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('The service worker bundle has no code.');
  return `// The site's service worker, built from app/service-worker/sw.ts (scripts/service-worker-plugin.ts).\n${chunk.code}`;
}

// The app icon: the shell's mark (a rounded square in the brand gradient with a white ring).
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4527c9"/><stop offset=".55" stop-color="#7b3fc4"/><stop offset="1" stop-color="#0a6e69"/></linearGradient></defs><rect width="512" height="512" rx="112" fill="url(#g)"/><path d="M128 384V256a128 128 0 1 1 128 128z" fill="none" stroke="#fff" stroke-width="36"/></svg>`;

const MANIFEST = {
  name: 'Conference',
  short_name: 'Conference',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#4527c9',
  icons: [{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};
