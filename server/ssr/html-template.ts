// The built index.html as the frame of every server-rendered page: the rendered parts go into it, and when the page
// shows blocks, their lazily loaded chunk and its stylesheet are asked for in <head>, before the entry script runs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '../../schemas/index.js';

/** The module the registry loads the built-in blocks from; its chunk is the blocks' code. */
const BLOCKS_MODULE = 'blocks/all-blocks.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The blocks chunk, what it imports that the entry does not already load, and their stylesheets (Vite's manifest). */
export function blockAssets(siteDir: string): { scripts: string[]; styles: string[] } {
  const file = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { scripts: [], styles: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // The built-in blocks' chunk: what the registry imports for them (blocks/registry.ts).
  const blocks = Object.keys(manifest).find((key) => key === BLOCKS_MODULE);
  if (!blocks) return { scripts: [], styles: [] };
  // The entry (index.html) and the chunks it imports are in the page already.
  const inPage = new Set(Object.entries(manifest).filter(([, c]) => c.isEntry).flatMap(([key, c]) => [key, ...(c.imports ?? [])]));
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || inPage.has(key)) return;
    inPage.add(key);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(blocks);
  return { scripts, styles };
}

export interface PageTemplate {
  fill(page: RenderedPage): string;
}

/** Splits index.html once; each page is a few string joins. */
export function createPageTemplate(indexHtml: string, assets: { scripts: string[]; styles: string[] }): PageTemplate {
  const rootTag = /<div id="root"><\/div>/;
  if (!rootTag.test(indexHtml)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  const blockLinks = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  return {
    fill(page) {
      return indexHtml
        .replace(/<html lang="[^"]*">/, `<html lang="${page.language.replace(/[^A-Za-z0-9-]/g, '')}">`)
        .replace(/<title>[^<]*<\/title>/, () => page.head)
        .replace('</head>', () => `${page.hasBlocks && blockLinks ? `  ${blockLinks}\n  ` : ''}</head>`)
        .replace(
          rootTag,
          () => `<div id="root">${page.body}</div>\n    <script type="application/json" id="ssr-state">${page.state}</script>`,
        );
    },
  };
}
