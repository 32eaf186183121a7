import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
 * Serves the built site (assets, static-content/ JSON) and answers every other non-/api GET
 * with index.html (SPA fallback, sent by app.ts's not-found handler). Answers the rewritten
 * index.html, or undefined when there is no built site.
 */
export async function registerStaticSite(app: FastifyInstance, siteDir: string, env: Environment): Promise<string | undefined> {
  const root = resolve(siteDir);
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = rewriteSiteEnv(readFileSync(indexFile, 'utf8'), env);
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies (scripts/precompress.ts); the one the browser accepts is sent.
    preCompressed: true,
    // index.html always goes through the rewrite below, and a directory (such as the root) has no listing:
    // both fall through to the not-found handler, which answers the rewritten index.html. Dot folders are the build's
    // own (Vite's manifest names every source module) and are never sent.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/') && !pathName.includes('/.'),
  });
  return indexHtml;
}
