/**
 * Request logs name the path and the query, but never a secret a query carries: the identity provider's code and
 * state on the sign-in callback, tokens of any kind (a preview or video token included).
 */
const SECRET_PARAMS = /^(code|state|session_state|id_token|access_token|refresh_token|token|at|preview|client_secret)$/i;

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serialiser, with the URL's secrets redacted. */
export function requestLogSerializer(req: LoggedRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
