// The transport the page renderer's API client uses on the server: a fetch that hands each call to the API routes
// of this same process (Fastify's inject: no socket, no HTTP parsing on the wire), with the visitor's token and
// address, so each read is authorised and rate-limited exactly as the browser's would be.
import type { FastifyInstance } from 'fastify';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The header a preview grant travels in (server/preview/preview-request.ts). */
const PREVIEW_HEADER = 'x-preview-token';

export function inProcessFetch(app: FastifyInstance, visitor: { token: string | null; address: string; preview?: string }): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (visitor.token) headers.authorization = `Bearer ${visitor.token}`;
    if (visitor.preview) headers[PREVIEW_HEADER] = visitor.preview;
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: visitor.address,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
