// Posting one push message to its push service. web-push builds the request (encryption and VAPID headers,
// generateRequestDetails); it is sent here rather than with web-push's sendNotification because the endpoint is a
// URL a visitor gave: checkPushEndpoint vets the URL, and the connection itself refuses a name that resolves to
// an internal address (a public name pointed at 10.x or 127.x later), which a check of the URL alone cannot see.
// It also speaks plain http to a host the operator admitted (PUSH_ALLOWED_HOSTS: a test's local push service),
// which sendNotification (https only) cannot. No redirects are followed and no proxy is used.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { RequestDetails } from 'web-push';
import { checkPushEndpoint, isInternalAddress } from './push-endpoint.js';

/** The push service did not answer 2xx. */
export class PushRejected extends Error {
  constructor(readonly status: number) {
    super(`The push service answered ${status}.`);
  }
}

// Kept-alive connections: a send reaches thousands of devices on a few push services.
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** Resolves like dns.lookup, but fails when any address of the name is internal (loopback, private, link-local...). */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  const { all, ...rest } = options as LookupOptions;
  dnsLookup(hostname, { ...rest, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const internal = addresses.find((a) => isInternalAddress(a.address));
    if (internal || addresses.length === 0) {
      const refused = Object.assign(new Error(`The push endpoint's host ${hostname} resolves to an internal address.`), { code: 'EPUSHINTERNAL' });
      return callback(refused, '', 0);
    }
    if (all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    return callback(null, first.address, first.family);
  });
};

/** Posts the prepared request; resolves with the status (2xx), rejects with PushRejected or a network error. */
export function postPush(details: RequestDetails, allowedHosts: readonly string[], timeoutMs: number): Promise<number> {
  const url = checkPushEndpoint(details.endpoint, allowedHosts);
  const admitted = allowedHosts.includes(`${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      {
        method: details.method,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: details.headers,
        agent: secure ? agents.https : agents.http,
        timeout: timeoutMs,
        ...(admitted ? {} : { lookup: publicOnlyLookup }),
      },
      (res: IncomingMessage) => {
        // The answer's body is of no use; read it so the connection can be reused.
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(status);
          else reject(new PushRejected(status));
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`The push service did not answer within ${timeoutMs} ms.`)));
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}
