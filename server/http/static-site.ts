import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../config.js';

/** index.html with the deployment's environment in <meta name="site-env">. */
export function rewriteSiteEnv(html: string, env: Environment): string {
  const meta = `<meta name="site-env" content="${env}">`;
  const existing = /<meta\s+name=["']site-env["'][^>]*>/i;
  if (existing.test(html)) return html.replace(existing, meta);
  return html.replace(/<head([^>]*)>/i, `<head$1>\n    ${meta}`);
}

/**
 * Paths that name a file of the built site (public/ and the bundler's output), never a page: a missing one answers
 * 404 instead of the page fallback, whose language redirect sent /media/x.svg to /en/media/x.svg (a 404 page).
 */
export function isSiteFilePath(path: string): boolean {
  return path.startsWith('/media/') || path.startsWith('/assets/');
}

/**
 * The bundler names every file it writes to assets/ by its content (index-D14oOeAG.js): a name never changes what it
 * answers, so browsers keep the file for a year without asking again. Asked again on every page (max-age=0), a page
 * sent about fifty conditional requests for its scripts and styles, each a round trip on a phone.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built site (assets, static-content/ JSON) and answers every other non-/api GET
 * with index.html (SPA fallback, sent by app.ts's not-found handler). Answers the rewritten
 * index.html, or undefined when there is no built site.
 */
export async function registerStaticSite(app: FastifyInstance, siteDir: string, env: Environment): Promise<string | undefined> {
  const root = resolve(siteDir);
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = rewriteSiteEnv(readFileSync(indexFile, 'utf8'), env);
  const assetsDir = resolve(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies (scripts/precompress.ts); the one the browser accepts is sent.
    preCompressed: true,
    // Every other file (media, static-content, the service worker, the manifest) is asked for again (max-age=0):
    // their names stay when they change.
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', HASHED_ASSET_CACHE);
    },
    // index.html always goes through the rewrite below, and a directory (such as the root) has no listing:
    // both fall through to the not-found handler, which answers the rewritten index.html. Dot folders are the build's
    // own (Vite's manifest names every source module) and are never sent.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/') && !pathName.includes('/.'),
  });
  return indexHtml;
}
