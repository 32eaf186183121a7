// What the push worker does when things go wrong, on PGlite and (TEST_DATABASE_URL) PostgreSQL: a batch claimed by a
// process that died is sent again once its lease has passed, and given up after the second interrupted claim; a
// message queued longer than the push TTL is dropped; a stored endpoint the server no longer admits is never
// called; a device removed before its push went is skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEvaluationsTestServer } from '../../test-support/evaluations-test-server.js';
import { startLocalPushService, type LocalPushService } from '../../test-support/push-service.js';
import { claimPushes } from './push-outbox.js';
import { deliverPushes } from './push-worker.js';
import { addDevice, deploy, openPushApp, removeDevices, sendsOf, type PushTestApp } from './push.test-helpers.js';
import { as } from './rules.test-helpers.js';

const server = openEvaluationsTestServer();
let push: LocalPushService;
let t: PushTestApp;

beforeAll(async () => {
  push = await startLocalPushService();
  t = await openPushApp(server.store.db, push, '2026-11-20T12:00:00Z');
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

interface Row {
  status: string;
  attempts: number;
  error: string | null;
}

const rowsOf = async (instanceId: string) =>
  (await t.db.query<Row>('SELECT status, attempts, error FROM push_outbox WHERE instance_id = $1 ORDER BY id', [instanceId])).rows;

/** Deploys a due push rule for the attendee persona's devices; answers its send's id (queued, not yet pushed). */
async function queued(title: string): Promise<string> {
  return (await queuedRule(title)).id;
}

async function queuedRule(title: string): Promise<{ ruleId: string; id: string }> {
  const ruleId = await deploy(t.app, { notificationTypes: [0], attendeeRegistrationTypes: ['digital'], startDate: '2026-11-20T11:55:00Z', title });
  return { ruleId, id: (await sendsOf(t.db, ruleId))[0]!.id };
}

describe('the push worker', () => {
  it('sends a batch again whose process died mid-send once the lease passed, and gives up after the second claim', async () => {
    push.received.length = 0;
    await addDevice(t.app, push, 'attendee', 'crash-phone');
    const { ruleId, id } = await queuedRule('Crash once');
    // A process claims the batch and is killed before it records anything.
    expect(await claimPushes(t.db, 50, 120)).toHaveLength(1);
    await deliverPushes(t.db, t.delivery());
    expect(push.received).toEqual([]);
    expect(await rowsOf(id)).toEqual([{ status: 'sending', attempts: 1, error: null }]);
    // Its lease runs out: the next look sends it (at least once: the first may have gone out before the kill).
    await t.db.query("UPDATE push_outbox SET lease_until = now() - interval '1 second' WHERE instance_id = $1", [id]);
    await deliverPushes(t.db, t.delivery());
    expect(push.received.map((r) => (r.payload as { title: string }).title)).toEqual(['Crash once']);
    expect(await rowsOf(id)).toEqual([{ status: 'sent', attempts: 2, error: null }]);
    expect((await sendsOf(t.db, ruleId))[0]!.deliveries?.Push).toMatchObject({ delivered: 1, failed: 0 });

    // Killed twice: the second interrupted claim is the last; it counts as failed rather than going out a third time.
    const twice = await queued('Crash twice');
    for (let i = 0; i < 2; i += 1) {
      expect(await claimPushes(t.db, 50, 120)).toHaveLength(1);
      await t.db.query("UPDATE push_outbox SET lease_until = now() - interval '1 second' WHERE instance_id = $1", [twice]);
    }
    await deliverPushes(t.db, t.delivery());
    expect(push.received).toHaveLength(1);
    expect(await rowsOf(twice)).toEqual([{ status: 'failed', attempts: 2, error: 'interrupted' }]);
    await removeDevices(t.app, 'attendee');
  });

  it('drops a message queued longer than the push TTL', async () => {
    push.received.length = 0;
    await addDevice(t.app, push, 'attendee', 'late-phone');
    const id = await queued('Too late');
    await t.db.query("UPDATE push_outbox SET created_at = now() - interval '2 hours' WHERE instance_id = $1", [id]);
    await deliverPushes(t.db, t.delivery());
    expect(push.received).toEqual([]);
    expect(await rowsOf(id)).toEqual([{ status: 'failed', attempts: 0, error: 'expired' }]);
    await removeDevices(t.app, 'attendee');
  });

  it('never calls a stored endpoint the server no longer admits, and skips a device removed before its push went', async () => {
    push.received.length = 0;
    const endpoint = await addDevice(t.app, push, 'attendee', 'no-longer-allowed');
    const refusedId = await queued('Not admitted');
    // The same store, a server configured without the local push service: 127.0.0.1 is internal, so never called.
    await deliverPushes(t.db, t.delivery(t.db, { allowedHosts: [] }));
    expect(push.received).toEqual([]);
    expect(push.turnedAway).toEqual([]);
    const [refused] = await rowsOf(refusedId);
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused!.error).toMatch(/public host|https/);

    const removedId = await queued('Removed first');
    await as(t.app, 'attendee', 'POST', '/api/PushSubscription/remove', { endpoint });
    await deliverPushes(t.db, t.delivery());
    expect(push.received).toEqual([]);
    expect(await rowsOf(removedId)).toMatchObject([{ status: 'skipped' }]);
  });
});
