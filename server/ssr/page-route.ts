// Page requests (every GET outside /api and the built files): the page rendered on the server by the page renderer
// (app/server-entry.tsx, built into dist/ssr), for the visitor the session cookie names. Anonymous pages come from
// the HTML cache; personal ones are rendered per request and never shared. Without a renderer build (tests,
// `npm run dev`) or when a render fails, the plain index.html answers and the browser renders the page itself.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_VIEWER_HEADER, effectiveNow, resolveCurrentPhase, viewerOfClaims, type PageRendererModule, type RenderedVisitor, type RenderPage } from '../../schemas/index.js';
import { readCookie, SESSION_COOKIE, type AuthUser } from '../auth/index.js';
import { codedEtag, negotiateCoding, varyOnEncoding } from '../http/compression.js';
import type { RouteContext } from '../http/context.js';
import { matchesEtag } from '../http/read-cache.js';
import { readSettings } from '../http/reads.js';
import { blockAssets, createPageTemplate, siteStyleReader, type PageTemplate } from './html-template.js';
import { codedBody, HtmlCache, pageEntry, type CachedPage } from './html-cache.js';
import { inProcessFetch } from './in-process-fetch.js';

export type PageHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
/**
 * The page as a checked preview grant shows it (its audience, at its date): rendered for that request only and never
 * cached; null when the render fails or redirects (the preview page then lets the browser render it).
 */
type PreviewRender = (req: FastifyRequest, grantToken: string) => Promise<{ status: number; html: string } | null>;

/** Where `vite build --ssr` puts the renderer: beside the site (dist/site -> dist/ssr), or SSR_ENTRY. */
export function rendererPath(siteDir: string): string {
  return resolve(process.env.SSR_ENTRY ?? resolve(siteDir, '..', 'ssr', 'server-entry.js'));
}

/** The visitor a page renders for: the session cookie's token, when it is valid (signature, expiry, not signed out). */
async function visitorOf(ctx: RouteContext, req: FastifyRequest): Promise<{ token: string; visitor: RenderedVisitor } | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return null;
  const user: AuthUser | undefined = await ctx.tokens.verify(token, ctx.now()).catch(() => undefined);
  if (!user) return null;
  // What the page's HTML may carry about its visitor: never a token.
  const { providerTokens: _tokens, ...shown } = user;
  return { token, visitor: { user: shown, expiry: user.expiry } };
}

/** The key of an anonymous page: its settings (their ETag names their hash), phase, URL and preferred language. */
async function anonymousKey(ctx: RouteContext, req: FastifyRequest): Promise<string> {
  const settings = await readSettings(ctx, ctx.config.siteEnv);
  const value = settings.value as { eventPhases?: Parameters<typeof resolveCurrentPhase>[0]; testingDate?: string | null };
  const phase = resolveCurrentPhase(value.eventPhases ?? [], effectiveNow(value.testingDate ?? undefined, ctx.now()))?.id ?? '';
  const language = String(req.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  return `${settings.etag}|${phase}|${language}|${req.url}`;
}

export async function createPageHandler(app: FastifyInstance, ctx: RouteContext, indexHtml: string): Promise<(PageHandler & { preview: PreviewRender }) | undefined> {
  const entry = rendererPath(ctx.config.siteDir);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  const render = module.createPageRenderer({ environment: ctx.config.siteEnv });
  const siteDir = resolve(ctx.config.siteDir);
  const template = createPageTemplate(indexHtml, blockAssets(siteDir), siteStyleReader(siteDir));
  const cache = new HtmlCache(() => ctx.now().getTime());
  ctx.cache.onClear(() => cache.clear());

  const preview: PreviewRender = async (req, grantToken) => {
    const page = await renderOrNull(render, template, app, req, ctx, null, grantToken);
    return page && page.redirect === undefined ? { status: page.status, html: page.html.toString('utf8') } : null;
  };
  const handler: PageHandler = async (req, reply) => {
    const signedIn = await visitorOf(ctx, req);
    if (signedIn) {
      const page = await renderOrNull(render, template, app, req, ctx, signedIn);
      return page ? sendPage(req, reply, page, viewerOfClaims(signedIn.visitor.user) ?? ANONYMOUS_VIEWER) : sendShell(reply, indexHtml);
    }
    let key: string | undefined;
    try {
      key = await anonymousKey(ctx, req);
    } catch {
      // The store does not answer: the last page rendered for this URL, else a render from the static copies.
      const last = cache.lastFor(req.url);
      if (last) return sendPage(req, reply, last, ANONYMOUS_VIEWER);
    }
    const hit = key === undefined ? undefined : cache.get(key);
    if (hit) return sendPage(req, reply, hit, ANONYMOUS_VIEWER);
    const started = cache.begin();
    const page = await renderOrNull(render, template, app, req, ctx, null);
    if (!page) return sendShell(reply, indexHtml);
    if (key !== undefined && page.status < 500) cache.put(started, key, req.url, page);
    return sendPage(req, reply, page, ANONYMOUS_VIEWER);
  };
  return Object.assign(handler, { preview });
}

async function renderOrNull(
  render: RenderPage,
  template: PageTemplate,
  app: FastifyInstance,
  req: FastifyRequest,
  ctx: RouteContext,
  signedIn: { token: string; visitor: RenderedVisitor } | null,
  preview?: string,
): Promise<CachedPage | null> {
  try {
    const parts = await render({
      url: req.url,
      visitor: signedIn?.visitor ?? null,
      acceptLanguage: typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'].split(',')[0] : undefined,
      fetch: inProcessFetch(app, { token: signedIn?.token ?? null, address: req.ip, ...(preview ? { preview } : {}) }),
      now: ctx.now(),
      ...(preview ? { preview } : {}),
    });
    if (parts.redirect !== undefined) return pageEntry(302, '', parts.redirect);
    return pageEntry(parts.status, template.fill(parts));
  } catch (error) {
    req.log.error({ err: error }, 'server rendering failed; answering the plain page');
    return null;
  }
}

const ANONYMOUS_VIEWER = 'anonymous';

async function sendPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage, viewer: string): Promise<FastifyReply> {
  // Personal pages stay in the visitor's browser; every page depends on the session cookie.
  const personal = viewer !== ANONYMOUS_VIEWER;
  reply.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache').header('Vary', 'Cookie').header(PAGE_VIEWER_HEADER, viewer);
  if (page.redirect !== undefined) return reply.code(302).header('Location', page.redirect).send();
  varyOnEncoding(reply);
  const coding = negotiateCoding(req.headers['accept-encoding']);
  const etag = codedEtag(page.etag, coding);
  reply.header('ETag', etag).type('text/html; charset=utf-8');
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.code(page.status);
  if (!coding) return reply.send(page.html);
  return reply.header('Content-Encoding', coding).send(await codedBody(page, coding));
}

function sendShell(reply: FastifyReply, indexHtml: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
}
