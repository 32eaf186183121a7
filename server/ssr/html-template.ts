// The built index.html as the frame of every server-rendered page: the rendered parts go into it. The entry script
// and the chunks of the blocks the page shows are asked for by the boot loader after the first paint (boot-loader.ts),
// before the entry runs.
// The stylesheets (the entry's and the blocks') are inlined: a stylesheet link blocks the first paint for a request
// each (two round trips on a phone's network for about 11 kB gzip); inline, the page paints from its HTML alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlLangOf, type RenderedPage } from '../../schemas/index.js';
import { bootHtml } from './boot-loader.js';

/** The module the registry loads the built-in blocks from; its chunk is the blocks' code. */
const BLOCKS_MODULE = 'blocks/all-blocks.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The lazily loaded code a page's blocks need: stylesheets to put in <head> for every type shown, and scripts to
 * preload for the types whose code the browser needs (`codeTypes`, all of them unless given).
 */
export type BlockAssets = (blockTypes: readonly string[], codeTypes?: readonly string[]) => PageAssets;

const NONE: PageAssets = { scripts: [], styles: [] };

/**
 * From Vite's manifest: the built-in blocks' chunk (blocks/all-blocks.ts, on every page that shows blocks) and the
 * chunk of each block type imported apart (a dynamic entry at blocks/<type>/...), with what they import that the
 * entry does not already load, and their stylesheets.
 */
export function blockAssets(siteDir: string): BlockAssets {
  const file = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // The entry (index.html) and the chunks it imports are in the page already.
  const entry = new Set(Object.entries(manifest).filter(([, c]) => c.isEntry).flatMap(([key, c]) => [key, ...(c.imports ?? [])]));
  // A module both imported lazily and statically (another chunk imports its exports) becomes a shared chunk: the
  // manifest then keys it `_<name>-<hash>.js` by its file name instead of by its source path.
  const sharedChunk = (name: string) => Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name);
  const blocksChunk = manifest[BLOCKS_MODULE] ? BLOCKS_MODULE : sharedChunk('all-blocks');
  const ownChunk = (type: string) => {
    const lazy = Object.keys(manifest).filter((key) => key.startsWith(`blocks/${type}/`) && manifest[key]?.isDynamicEntry === true);
    if (lazy.length > 0) return lazy;
    // blocks/<type>/<Type>.tsx, imported statically elsewhere too.
    const shared = sharedChunk(type.charAt(0).toUpperCase() + type.slice(1));
    return shared ? [shared] : [];
  };
  const cache = new Map<string, PageAssets>();
  return (blockTypes, codeTypes = blockTypes) => {
    if (blockTypes.length === 0) return NONE;
    const types = [...new Set(blockTypes)].sort();
    const code = [...new Set(codeTypes)].sort();
    const key = `${types.join(' ')}|${code.join(' ')}`;
    const known = cache.get(key);
    if (known) return known;
    const styled = new Set(entry);
    const scripted = new Set(entry);
    const assets: PageAssets = { scripts: [], styles: [] };
    const visit = (chunkKey: string, withScripts: boolean) => {
      const chunk = manifest[chunkKey];
      if (!chunk) return;
      if (withScripts && !scripted.has(chunkKey)) {
        scripted.add(chunkKey);
        assets.scripts.push(`/${chunk.file}`);
      } else if (styled.has(chunkKey)) return;
      if (!styled.has(chunkKey)) {
        styled.add(chunkKey);
        // Chunks that share a module each name its stylesheet: it goes into the page once.
        for (const css of chunk.css ?? []) if (!assets.styles.includes(`/${css}`)) assets.styles.push(`/${css}`);
      }
      for (const imported of chunk.imports ?? []) visit(imported, withScripts);
    };
    if (blocksChunk) visit(blocksChunk, code.length > 0);
    for (const type of code) for (const chunkKey of ownChunk(type)) visit(chunkKey, true);
    for (const type of types) for (const chunkKey of ownChunk(type)) visit(chunkKey, false);
    cache.set(key, assets);
    return assets;
  };
}

export interface PageTemplate {
  fill(page: RenderedPage): string;
}

/** A built stylesheet's text by its URL path (`/assets/x.css`), or undefined when it cannot be read. */
export type StyleReader = (href: string) => string | undefined;

export function siteStyleReader(siteDir: string): StyleReader {
  return (href) => {
    const file = join(siteDir, href);
    if (!/^\/assets\/[\w.-]+\.css$/.test(href) || !existsSync(file)) return undefined;
    // `</style` inside the CSS text would end the element early; built CSS never holds it, but a stray one is escaped.
    return readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  };
}

const attributeText = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's own classes and custom properties on <body> (RenderedPage.bodySettings), so its first paint has them:
 * set by the page's code after hydrating, they would restyle every element of the page at once. Class names and
 * property names are checked where they are made (blocks/pageProperties); anything else is left out here too.
 */
export function bodyAttributes(settings: RenderedPage['bodySettings']): string {
  if (!settings) return '';
  const classes = settings.classes.filter((c) => /^[A-Za-z_-][\w-]*$/.test(c));
  const style = Object.entries(settings.vars)
    .filter(([name]) => /^--[\w-]+$/.test(name))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  return `${classes.length > 0 ? ` class="${attributeText(classes.join(' '))}"` : ''}${style ? ` style="${attributeText(style)}"` : ''}`;
}

const inlineStyle = (href: string, css: string) => `<style data-href="${href}">${css}</style>`;

/** Splits index.html once; each page is a few string joins. */
export function createPageTemplate(
  indexHtml: string,
  assets: BlockAssets,
  readStyle: StyleReader = () => undefined,
): PageTemplate {
  const rootTag = /<div id="root"><\/div>/;
  if (!rootTag.test(indexHtml)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  // A lazy chunk names its stylesheets to Vite's loader, which adds a link for each unless one with that URL and
  // rel="stylesheet" is in the page: a disabled link beside the inlined text satisfies it and is never fetched.
  const styleTag = (href: string) => {
    const css = readStyle(href);
    const link = `<link rel="stylesheet" crossorigin href="${href}">`;
    return css === undefined ? link : `${inlineStyle(href, css)}${link.replace('>', ' disabled>')}`;
  };
  // The entry leaves <head>: the boot loader asks for it once the HTML has painted.
  // (A frame without one, such as the source index.html in tests, keeps whatever it has.)
  const entryTag = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
  const entry = entryTag.exec(indexHtml)?.[1];
  const frame = indexHtml
    .replace(entryTag, '')
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_link, href: string) => styleTag(href));
  // A stylesheet the frame (index.html) has already is not added again.
  const inFrame = new Set([...frame.matchAll(/<style data-href="([^"]+)"|<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1] ?? m[2]));
  const headLinks = (styles: readonly string[]) => styles.filter((href) => !inFrame.has(href)).map(styleTag).join('\n    ');
  return {
    fill(page) {
      const blocks = assets(page.blockTypes, page.blockCode);
      return frame
        .replace(/<html lang="[^"]*">/, `<html lang="${htmlLangOf(page.language).replace(/[^A-Za-z0-9-]/g, '')}">`)
        .replace(/<title>[^<]*<\/title>/, () => page.head)
        .replace('<body>', () => `<body${bodyAttributes(page.bodySettings)}>`)
        .replace('</head>', () => {
          const links = headLinks(blocks.styles);
          return `${links ? `  ${links}\n  ` : ''}</head>`;
        })
        .replace(
          rootTag,
          () =>
            `<div id="root">${page.body}</div>\n    <script type="application/json" id="ssr-state">${page.state}</script>${entry ? `\n    ${bootHtml({ entry, preload: blocks.scripts })}` : ''}`,
        );
    },
  };
}
