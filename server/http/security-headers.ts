// Hardening headers on every answer. The site's HTML gets a Content-Security-Policy without
// 'unsafe-eval' (the ajv standalone validators compile nothing at run time) and without inline
// scripts but the boot loader of server-rendered pages (by its hash); every other answer (JSON, assets, SVG) gets a policy that runs nothing at all.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BOOT_LOADER_CSP } from '../ssr/boot-loader.js';

/**
 * CSP of the site's pages. Inline styles stay allowed (React style props; their values pass the renderer's style
 * check); video embeds are https iframes. Images load only from the site, data: URIs (the demo's inline pictures, so
 * it runs offline) and the configured media hosts (MEDIA_HOSTS): a style or an <img> from content cannot fetch
 * from anywhere else.
 */
export function siteCsp(mediaHosts: readonly string[] = []): string {
  return SITE_CSP_DIRECTIVES.map((d) => (d.startsWith('img-src') && mediaHosts.length > 0 ? `${d} ${mediaHosts.join(' ')}` : d)).join('; ');
}

const SITE_CSP_DIRECTIVES = [
  "default-src 'self'",
  // The boot loader of server-rendered pages, by its hash (server/ssr/boot-loader.ts); no other inline script.
  `script-src 'self' ${BOOT_LOADER_CSP}`,
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "style-src 'self' 'unsafe-inline'",
  // blob: images are made by the page's own script from answers it fetched (the QA tools' captures).
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' https:",
  // The editor's preview view frames the site's own pages; over plain http (development) too.
  "frame-src 'self' https:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
];

/** The policy without media hosts. */
export const SITE_CSP = siteCsp();

/** CSP of everything that is not a page: an SVG or JSON opened directly runs no script. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * CSP of the service worker's script, which is the worker's own policy: it fetches the site's pages, reads and
 * files to keep them for offline use (app/service-worker/sw.ts), and nothing else.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";
export const WORKER_SCRIPT_PATH = '/sw.js';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}

/** The headers of a JSON answer in one object: context.ts sendReady sets them with the body's, once per request. */
export const JSON_SECURITY_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, 'Content-Security-Policy': RESOURCE_CSP };

/** Replies that already carry every security header (set in one call by sendReady): the hook leaves them alone. */
const secured = new WeakSet<FastifyReply>();

export function markSecured(reply: FastifyReply): void {
  secured.add(reply);
}

/**
 * Adds the headers to every answer of `app`, including 404s, errors and static files. Call it on
 * the root instance before the routes are registered; a header a route set itself is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { mediaHosts?: readonly string[] } = {}): void {
  const pageCsp = siteCsp(options.mediaHosts);
  // Callback style, not async: no promise and microtask per answer on the hot read path.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!secured.has(reply)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (!reply.hasHeader('Content-Security-Policy')) {
        const worker = req.url.split('?')[0] === WORKER_SCRIPT_PATH;
        reply.header('Content-Security-Policy', worker ? WORKER_CSP : isHtml(reply.getHeader('content-type')) ? pageCsp : RESOURCE_CSP);
      }
    }
    done(null, payload);
  });
}
