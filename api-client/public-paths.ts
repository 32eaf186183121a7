/**
 * API paths that need no Authorization header (docs/behaviour/calls.md, Public paths). Matched as prefixes of the path
 * relative to the API base, so `session` covers `/session/42` and `/sessions`, and `attendee/` covers
 * `/attendee/7` but not `/attendee` (the signed-in attendee's own record).
 */
export const PUBLIC_PATH_PREFIXES: readonly string[] = [
  'log',
  'map',
  'session',
  'facets',
  'blog',
  'settings',
  'sponsor',
  'partner',
  'exhibitor',
  'company',
  'speaker',
  'discussion',
  'attendee/',
  'auth/request',
  'token/',
];

/** The one exception inside a public prefix: `token/access` hands out a token and needs the caller's. */
const PRIVATE_EXCEPTIONS: readonly string[] = ['token/access'];

/** Path relative to the API base, lower-case, without leading slashes, query or hash. */
function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.replace(/^\/+/, '').toLowerCase();
}

/** True when a call to `path` (relative to the API base, e.g. `/settings`) must go without a bearer token. */
export function isPublicPath(path: string): boolean {
  const p = normalise(path);
  if (PRIVATE_EXCEPTIONS.some((prefix) => p.startsWith(prefix))) return false;
  return PUBLIC_PATH_PREFIXES.some((prefix) => p.startsWith(prefix));
}

/** `/ping` is a connectivity probe: never retried and its 429 is not shown to the user. */
export function isPingPath(path: string): boolean {
  return normalise(path) === 'ping';
}
