/**
 * The page session cookie: the visitor's current access token, so a page request (a plain navigation, which
 * carries no Authorization header) renders for the signed-in visitor on the server.
 *
 * HttpOnly: no script reads it (the token the browser's API calls send stays in its own storage). SameSite=Lax:
 * top-level navigations from other sites carry it (a link to the schedule opens signed in), cross-site
 * subrequests and form posts do not. CSRF-safe because only page GETs read it: the API ignores cookies and
 * keeps requiring the bearer header, so a forged cross-site request cannot act with it, and a page render
 * changes nothing. It lives as long as the token and is renewed with it (refresh) and cleared at sign-out.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'conf_session';

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_.-]{1,4000}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookieHeader(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Adds a Set-Cookie to the answer, keeping any other cookie it sets (such as the refresh cookie): fastify appends
 * to Set-Cookie by itself, so the header is given only the new cookie (giving it the old ones too sent them twice).
 */
export function appendCookie(reply: FastifyReply, cookie: string): void {
  reply.header('Set-Cookie', cookie);
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date, now: Date): void {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  appendCookie(reply, cookieHeader(req, token, seconds));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  appendCookie(reply, cookieHeader(req, '', 0));
}
