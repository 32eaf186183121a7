// The offline write queue (docs/behaviour/calls.md, Offline writes) against a canned API over a real socket: writes made
// offline are queued in the order the visitor acted and shown as pending, the replay sends them in that order with the
// keys made when the visitor acted, a refused write is dropped and its queries read again (its optimistic state rolled
// back) while the rest go on, a network error keeps the queue for the next try, and a reload (a new page: a new query
// client over the same storage) finds the queue and replays it. The storage is a Map standing in for IndexedDB.
// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../auth/session-store';
import { favoritesQueryOptions } from '../catalog/catalog';
import { configureApiClient } from '../config';
import { apiTestServerPerFile, sendError, sendJson, unusedOrigin } from '../test-support/api-test-server';
import { loadQueue, replayQueue, setQueueStorage, type QueueStorage, type ReplayOutcome } from './offline-queue';
import { isQueuedOffline, offlineWritesKey, sendOrQueue, type OfflineWrite, type QueuedWrite } from './offline-write';

const server = apiTestServerPerFile();
const VIEWER = 'cms-attendee';

function mapStorage(): QueueStorage & { data: Map<string, QueuedWrite[]> } {
  const data = new Map<string, QueuedWrite[]>();
  return {
    data,
    read: async (viewer) => [...(data.get(viewer) ?? [])],
    change: async (viewer, fn) => {
      const next = fn([...(data.get(viewer) ?? [])]);
      data.set(viewer, next);
      return next;
    },
  };
}

let storage: ReturnType<typeof mapStorage>;
let online = true;

beforeEach(() => {
  storage = mapStorage();
  setQueueStorage(storage);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  configureApiClient({ baseUrl: `${server.origin}/api` });
  saveSession('tok-attendee', { scopes: ['attendee'], cmsId: VIEWER }, new Date(Date.now() + 3_600_000).toISOString());
});
afterEach(() => {
  setQueueStorage(null);
  vi.restoreAllMocks();
});

const rsvp = (sessionId: string): OfflineWrite => ({ kind: 'rsvp', sessionId });
const favorite = (id: string): OfflineWrite => ({ kind: 'favorite', on: true, favoriteKind: 4, id, itemType: 'breakout' });

/** Acts as a write hook does; answers the queued entry (offline) or the answer. */
async function act(client: QueryClient, label: string, write: OfflineWrite, send: (key: string) => Promise<unknown> = () => Promise.resolve('sent')) {
  const result: unknown = await sendOrQueue(client, VIEWER, label, write, send).catch((error: unknown) => error);
  return isQueuedOffline(result) ? result.entry : result;
}

const pendingOf = (client: QueryClient) => client.getQueryData<QueuedWrite[]>(offlineWritesKey(VIEWER)) ?? [];

describe('offline write queue', () => {
  it('queues writes made offline in the order the visitor acted, shows them as pending, and replays them in that order with their keys', async () => {
    const client = new QueryClient();
    online = false;
    const send = vi.fn();
    const a = (await act(client, 'Keynote', rsvp('S1'), send)) as QueuedWrite;
    const b = (await act(client, 'Workshop', favorite('S2'), send)) as QueuedWrite;
    const c = (await act(client, 'Lab', { kind: 'schedule-add', sessionId: 'S3' }, send)) as QueuedWrite;
    expect(send).not.toHaveBeenCalled();
    expect(storage.data.get(VIEWER)?.map((e) => e.label)).toEqual(['Keynote', 'Workshop', 'Lab']);
    expect(pendingOf(client).map((e) => e.key)).toEqual([a.key, b.key, c.key]);
    expect(new Set([a.key, b.key, c.key]).size).toBe(3);
    expect(a.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    online = true;
    server.on('PUT', '/api/rsvp/S1', (_req, res) => sendJson(res, 200, { sessionId: 'S1', state: 'on-schedule' }));
    server.on('PUT', '/api/favorites/4/S2', (_req, res) => sendJson(res, 200, { items: [] }));
    server.on('POST', '/api/schedule/sessions/S3', (_req, res) => sendJson(res, 200, { event: {}, clashes: [] }));
    const outcomes = await replayQueue(client, VIEWER);
    expect(outcomes.map((o) => o.applied)).toEqual([true, true, true]);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/rsvp/S1', 'PUT /api/favorites/4/S2', 'POST /api/schedule/sessions/S3']);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([a.key, b.key, c.key]);
    expect(JSON.parse(server.requests[1]?.body ?? '{}')).toEqual({ itemType: 'breakout' });
    expect(storage.data.get(VIEWER)).toEqual([]);
    expect(pendingOf(client)).toEqual([]);
  });

  it('while writes wait, a new write made online queues behind them (the order holds)', async () => {
    const client = new QueryClient();
    online = false;
    await act(client, 'First', rsvp('S1'));
    online = true;
    const send = vi.fn();
    const second = (await act(client, 'Second', rsvp('S2'), send)) as QueuedWrite;
    expect(send).not.toHaveBeenCalled();
    expect(storage.data.get(VIEWER)?.map((e) => e.label)).toEqual(['First', 'Second']);
    expect(second.write).toEqual(rsvp('S2'));
  });

  it('queues a write whose sending failed with a network error, under the key it was sent with', async () => {
    const client = new QueryClient();
    configureApiClient({ baseUrl: `${await unusedOrigin()}/api` });
    const { putRsvp } = await import('../schedule/schedule-api');
    let sentKey = '';
    const entry = (await act(client, 'Keynote', rsvp('S1'), (key) => {
      sentKey = key;
      return putRsvp('S1', key);
    })) as QueuedWrite;
    expect(sentKey).not.toBe('');
    expect(entry.key).toBe(sentKey);
    expect(storage.data.get(VIEWER)).toHaveLength(1);
  });

  it('drops a refused write, reads its queries again (rollback) and reports it, and goes on with the rest', async () => {
    const client = new QueryClient();
    online = false;
    await act(client, 'Keynote', rsvp('S1'));
    await act(client, 'Workshop', favorite('S2'));
    await act(client, 'Lab', rsvp('S3'));
    online = true;
    server.on('PUT', '/api/rsvp/S1', (_req, res) => sendJson(res, 200, { sessionId: 'S1', state: 'on-waitlist', position: 1 }));
    server.on('PUT', '/api/favorites/4/S2', (_req, res) => sendError(res, 404, { code: 'translate.base.error.not-found', message: 'Not found.', details: null }));
    server.on('PUT', '/api/rsvp/S3', (_req, res) => sendError(res, 409, { code: 'translate.base.error.rsvp.full', message: 'Full.', details: null }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const reported: ReplayOutcome[] = [];
    const outcomes = await replayQueue(client, VIEWER, (o) => reported.push(o));
    expect(reported).toEqual(outcomes);
    expect(outcomes.map((o) => [o.entry.label, o.applied])).toEqual([['Keynote', true], ['Workshop', false], ['Lab', false]]);
    expect(outcomes[0]?.applied && outcomes[0].answer).toMatchObject({ state: 'on-waitlist' });
    expect(outcomes[2]?.applied === false && outcomes[2].error.code).toBe('translate.base.error.rsvp.full');
    expect(storage.data.get(VIEWER)).toEqual([]);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(['schedule', VIEWER]));
    expect(keys).toContain(JSON.stringify(['catalog']));
    expect(keys).toContain(JSON.stringify(favoritesQueryOptions(VIEWER).queryKey));
  });

  it('keeps the queue when the network fails during the replay, and sends it on the next try', async () => {
    const client = new QueryClient();
    online = false;
    await act(client, 'Keynote', rsvp('S1'));
    await act(client, 'Lab', rsvp('S3'));
    online = true;
    configureApiClient({ baseUrl: `${await unusedOrigin()}/api` });
    expect(await replayQueue(client, VIEWER)).toEqual([]);
    expect(storage.data.get(VIEWER)?.map((e) => e.label)).toEqual(['Keynote', 'Lab']);
    expect(pendingOf(client)).toHaveLength(2);

    configureApiClient({ baseUrl: `${server.origin}/api` });
    server.on('PUT', '/api/rsvp/S1', (_req, res) => sendJson(res, 200, { sessionId: 'S1', state: 'on-schedule' }));
    server.on('PUT', '/api/rsvp/S3', (_req, res) => sendJson(res, 200, { sessionId: 'S3', state: 'on-schedule' }));
    expect((await replayQueue(client, VIEWER)).map((o) => o.applied)).toEqual([true, true]);
    expect(pendingOf(client)).toEqual([]);
  });

  it('a page load with no queue leaves the pending list as it was: nothing the page shows is told of a change', async () => {
    const client = new QueryClient();
    const seen = vi.fn();
    client.getQueryCache().subscribe(seen);
    expect(await loadQueue(client, VIEWER)).toEqual([]);
    expect(client.getQueryData(offlineWritesKey(VIEWER))).toBeUndefined();
    expect(seen).not.toHaveBeenCalled();
  });

  it('survives a reload: a new page finds the queue, shows it as pending and replays it once', async () => {
    const before = new QueryClient();
    online = false;
    const queued = (await act(before, 'Keynote', rsvp('S1'))) as QueuedWrite;
    // The reload: a new query client (a new page) over the same storage.
    const after = new QueryClient();
    online = true;
    expect((await loadQueue(after, VIEWER)).map((e) => e.key)).toEqual([queued.key]);
    expect(pendingOf(after).map((e) => e.label)).toEqual(['Keynote']);
    server.on('PUT', '/api/rsvp/S1', (_req, res) => sendJson(res, 200, { sessionId: 'S1', state: 'on-schedule' }));
    // Two triggers at once (the online event and the service worker's message) make one replay.
    const [first, second] = await Promise.all([replayQueue(after, VIEWER), replayQueue(after, VIEWER)]);
    expect(first).toBe(second);
    expect(server.requestsTo('/api/rsvp/S1')).toHaveLength(1);
    expect(server.requests[0]?.headers['idempotency-key']).toBe(queued.key);
  });

  it('tells nothing of a write another tab took off the queue first: that tab tells the visitor', async () => {
    const client = new QueryClient();
    online = false;
    await act(client, 'Keynote', rsvp('S1'));
    online = true;
    // The other tab sent the same write and took it off the shared queue while this tab's copy was on its way.
    server.on('PUT', '/api/rsvp/S1', (_req, res) => {
      storage.data.set(VIEWER, []);
      sendJson(res, 200, { sessionId: 'S1', state: 'on-waitlist' });
    });
    const reported: ReplayOutcome[] = [];
    const outcomes = await replayQueue(client, VIEWER, (o) => reported.push(o));
    expect(outcomes.map((o) => o.applied)).toEqual([true]);
    expect(reported).toEqual([]);
  });

  it('reads again what writes another tab sent first changed: this page showed them pending and must not keep the state from before', async () => {
    const client = new QueryClient();
    online = false;
    await act(client, 'Lab', { kind: 'evaluation', target: 'S9', submission: { answers: [] } } as unknown as OfflineWrite);
    await act(client, 'Keynote', rsvp('S1'));
    expect(pendingOf(client)).toHaveLength(2);
    online = true;
    // The other tab replayed the evaluation and the RSVP before this one read the queue; this one sends nothing.
    storage.data.set(VIEWER, []);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const reported: ReplayOutcome[] = [];
    expect(await replayQueue(client, VIEWER, (o) => reported.push(o))).toEqual([]);
    expect(server.requests).toEqual([]);
    expect(reported).toEqual([]);
    expect(pendingOf(client)).toEqual([]);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(['evaluations', VIEWER]));
    expect(keys).toContain(JSON.stringify(['schedule', VIEWER]));
    // Each once, not once per write that touched it.
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends at once when online with nothing waiting, and never queues an anonymous write', async () => {
    const client = new QueryClient();
    expect(await act(client, 'Keynote', rsvp('S1'))).toBe('sent');
    online = false;
    const anonymous = await sendOrQueue(client, null, 'Keynote', rsvp('S1'), () => Promise.resolve('sent'));
    expect(anonymous).toBe('sent');
    expect(storage.data.size).toBe(0);
  });
});
