// Which push endpoints the server will ever send to. A subscription's endpoint is a URL the browser's push service
// gave it, and the server later POSTs to it: accepting any URL would let a visitor make the server call its own
// network (server-side request forgery). So only https on a public host, unless the host:port is one the operator
// admitted (PUSH_ALLOWED_HOSTS, a test's local push service), which may use http too.
import ipaddr from 'ipaddr.js';
import { ApiError } from '../errors.js';

const bad = (message: string) => new ApiError('badRequest', { field: 'subscription.endpoint' }, message);

/** A literal address in a range no push service lives in: loopback, private, link-local, unique-local and the like. */
export function isInternalAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() !== 'unicast';
}

const INTERNAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/;

/** The endpoint as a URL when the server may send to it; a 400 naming why not otherwise. */
export function checkPushEndpoint(endpoint: string, allowedHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw bad('The push endpoint is not a URL.');
  }
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const hostPort = `${url.hostname.toLowerCase()}:${port}`;
  if (allowedHosts.includes(hostPort) && (url.protocol === 'https:' || url.protocol === 'http:')) return url;
  if (url.protocol !== 'https:') throw bad('A push endpoint must be an https URL.');
  if (url.username || url.password) throw bad('A push endpoint carries no user name or password.');
  const host = url.hostname.toLowerCase();
  if (INTERNAL_NAMES.test(host) || isInternalAddress(host) || !host.includes('.') && !host.includes(':')) {
    throw bad('A push endpoint must be on a public host.');
  }
  return url;
}
