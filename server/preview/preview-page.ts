// The page address of a preview (`/en/home?preview=<grant>`): the page rendered on the server as the grant's
// audience at its date (the site's own environment), else the site's shell with the grant's environment written into
// it, rendered in the browser; or, for a grant that does not open, a short page that says why and
// shows nothing of the site. Never the server-rendered HTML cache: that one is shared by every anonymous visitor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteCsp, SECURITY_HEADERS } from '../http/security-headers.js';
import { rewriteSiteEnv } from '../http/static-site.js';
import type { PreviewDenial, PreviewService } from './preview-service.js';
import { PREVIEW_CACHE_CONTROL, PREVIEW_QUERY, PREVIEW_ROBOTS } from './preview-request.js';

const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

/** The texts of a refused preview (English: the visitor has no site language yet). */
export const DENIAL_PAGES: Readonly<Record<PreviewDenial | 'other-page', { status: number; title: string; text: string }>> = {
  invalid: { status: 403, title: 'This preview link is not valid', text: 'The link was changed or is incomplete. Ask the editor who shared it for a new one.' },
  expired: { status: 410, title: 'This preview link has expired', text: 'Preview links open for a limited time. Ask the editor who shared it for a new one.' },
  revoked: { status: 410, title: 'This preview link was revoked', text: 'The editor who shared it turned it off. Ask them for a new one if you still need it.' },
  'other-page': { status: 403, title: 'This preview link opens another page', text: 'A preview link shows one page only.' },
};

function denialHtml(denial: keyof typeof DENIAL_PAGES): string {
  const { title, text } = DENIAL_PAGES[denial];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${NOINDEX_META}<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5"><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/** The preview token of a page address, or null when it has none. */
export function previewTokenOfUrl(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  return new URLSearchParams(url.slice(query + 1)).get(PREVIEW_QUERY);
}

/** The page as a checked grant shows it, rendered by the server (server/app.ts passes the page renderer's). */
export type PreviewRender = (req: FastifyRequest, grantToken: string) => Promise<{ status: number; html: string } | null>;

/**
 * `render`: the server's page renderer for grants of the site's own environment (`siteEnv`), so a preview frame, a
 * share link or a QA capture gets the page at once instead of after the site's code has run; without it, or for
 * another environment (the renderer reads the site's), the browser renders the shell as before.
 */
export function createPreviewPage(
  service: PreviewService,
  indexHtml: string,
  mediaHosts: readonly string[],
  render?: { siteEnv: string; page: PreviewRender },
) {
  const pageCsp = siteCsp(mediaHosts);
  // The editor's preview view frames these pages (same origin); a share link opens on its own, framed by nobody.
  const framedCsp = pageCsp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return async (req: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply> => {
    reply.headers({ ...SECURITY_HEADERS, 'Cache-Control': PREVIEW_CACHE_CONTROL, 'X-Robots-Tag': PREVIEW_ROBOTS }).type('text/html; charset=utf-8');
    const resolved = await service.resolve(token);
    const path = req.url.split('?')[0] ?? '';
    const denial = 'denied' in resolved ? resolved.denied : resolved.grant.path !== undefined && resolved.grant.path !== path ? 'other-page' : null;
    if (denial || !('grant' in resolved)) {
      const key = denial ?? 'invalid';
      return reply.code(DENIAL_PAGES[key].status).header('Content-Security-Policy', pageCsp).send(denialHtml(key));
    }
    const { grant } = resolved;
    const framed = grant.link === undefined;
    const rendered = render && grant.environment === render.siteEnv ? await render.page(req, token) : null;
    // One robots tag: the server's render may hold the page's own.
    const html = (rendered?.html ?? rewriteSiteEnv(indexHtml, grant.environment)).replace(/<meta name="robots"[^>]*>/g, '').replace('</head>', `${NOINDEX_META}</head>`);
    return reply
      .code(rendered?.status ?? 200)
      .header('Content-Security-Policy', framed ? framedCsp : pageCsp)
      .header('X-Frame-Options', framed ? 'SAMEORIGIN' : 'DENY')
      .send(html);
  };
}
