import { describe, expect, it } from 'vitest';
import { configureApiClient } from '../config';
import { createQueryClient } from '../query-client';
import { apiTestServerPerFile, sendJson, sendText } from '../test-support/api-test-server';
import { getVersion } from './get-version';
import { PING_FAILURE_MESSAGE, PING_RESTRICTED_IP_MESSAGE, connectionMessages, ping, pingQueryOptions } from './ping';

const server = apiTestServerPerFile();


describe('ping', () => {
  it('has the exact messages of docs/behaviour/errors-and-limits.md, Connectivity', () => {
    expect(PING_FAILURE_MESSAGE).toBe(
      "Uh oh, looks like there may be an issue with your connection. Please make sure you're connected to the network for full access.",
    );
    expect(PING_RESTRICTED_IP_MESSAGE).toBe(
      'Your IP address may be restricted from accessing this website and you may be seeing a cached version.',
    );
    expect(connectionMessages('prod')).toEqual([PING_FAILURE_MESSAGE]);
    expect(connectionMessages('uat')).toEqual([PING_FAILURE_MESSAGE, PING_RESTRICTED_IP_MESSAGE]);
    expect(connectionMessages('cont')).toEqual([PING_FAILURE_MESSAGE, PING_RESTRICTED_IP_MESSAGE]);
  });

  it('answers the server ok', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    server.on('GET', '/api/ping', (_req, res) => sendJson(res, 200, { ok: true }));
    await expect(ping()).resolves.toEqual({ ok: true });
  });

  it('is never retried, even by a client that retries other failures', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    server.on('GET', '/api/ping', (_req, res) => sendText(res, 503, 'unavailable'));
    server.on('GET', '/api/version', (_req, res) => sendText(res, 503, 'unavailable'));
    const client = createQueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });

    await expect(client.fetchQuery(pingQueryOptions())).rejects.toMatchObject({ status: 503 });
    expect(server.requestsTo('/api/ping')).toHaveLength(1);
    expect(pingQueryOptions().retry).toBe(false);

    // The same client does retry a transient failure elsewhere: the ping rule is not the default.
    await expect(client.fetchQuery({ queryKey: ['v'], queryFn: () => getVersion() })).rejects.toMatchObject({
      status: 503,
    });
    expect(server.requestsTo('/api/version')).toHaveLength(3);
    client.clear();
  });
});
