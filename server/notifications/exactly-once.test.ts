// Exactly once across processes: two real server processes share one PostgreSQL database and send the same due
// notifications; one of them is killed with SIGKILL in the middle of a send (its fan-out statement running inside the
// send's transaction, push messages in flight) and started again. When everything has gone out, every send was made once, every recipient
// has exactly one inbox and one toast row per send, and every device got every push, repeated at most for the
// messages the dead process had in flight. Needs PostgreSQL (two processes cannot share an embedded PGlite store):
// the PGlite pass of the server suite skips it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANNEL } from '../live/index.js';
import { startNotifyingServer } from '../../test-support/notifying-server.js';
import { startLocalPushService, type LocalPushService } from '../../test-support/push-service.js';
import { callJson, signInHttp, type RealServer } from '../../test-support/reliability/real-server.js';
import { createServerStore, skipReason, type ServerStore } from '../../test-support/reliability/store-targets.js';
import { addAttendees, addDevices, setChoices, EXPECTED_INBOX, EXPECTED_PUSH, EXPECTED_TOAST, waitUntil } from './exactly-once.test-helpers.js';
import { PUSH_DEFAULTS } from './push-delivery.js';
import { scheduledRule } from './rules.test-helpers.js';

/** Added to the demo's 2,000: one send then writes some 30,000 delivery rows, long enough to be caught mid-way. */
const ATTENDEES = Number(process.env.EXACTLY_ONCE_ATTENDEES ?? 15_000);
/** Attendees with devices on the local push service (every fifth has two). */
const DEVICE_OWNERS = 400;
const RULES = 6;
const FIRST_WAVE = 2;
const TICK_MS = 100;

const reason = skipReason.postgres;
if (reason) console.log(`exactly-once: SKIPPED: ${reason}`);

describe.skipIf(reason !== undefined)('two server processes on one PostgreSQL, one killed with SIGKILL mid-send', () => {
  let store: ServerStore;
  let push: LocalPushService;
  let db: pg.Client;
  let listener: pg.Client;
  /** Holds the second wave's fan-outs back until a is killed. */
  let gate: pg.Client | undefined;
  const servers: RealServer[] = [];
  let types: [string, ...string[]] = ['digital'];
  /** Commit notices of the sends (NOTIFY is delivered only when the send's transaction commits), by instance id. */
  const notices = new Map<string, number>();

  beforeAll(async () => {
    push = await startLocalPushService();
    store = await createServerStore('postgres');
    const databaseUrl = store.target.databaseUrl!;
    // The first process migrates and seeds the demo; the second starts on the seeded database while the test adds
    // its attendees, their choices and devices.
    servers.push(await startNotifyingServer({ databaseUrl, name: 'exactly-once-a', pushHost: push.host, tickMs: TICK_MS }));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const populated = (async () => {
      types = await addAttendees(db, ATTENDEES);
      await setChoices(db);
      await addDevices(db, push, DEVICE_OWNERS);
    })();
    servers.push(await startNotifyingServer({ databaseUrl, name: 'exactly-once-b', pushHost: push.host, tickMs: TICK_MS }));
    await populated;
    listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    listener.on('notification', (n) => {
      const { event } = JSON.parse(n.payload ?? '{}') as { event?: { type?: string; instanceId?: string } };
      if (event?.type === 'onNotificationSent' && event.instanceId) notices.set(event.instanceId, (notices.get(event.instanceId) ?? 0) + 1);
    });
    await listener.query(`LISTEN ${USER_CHANNEL}`);
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await s.kill().catch(() => undefined);
    await gate?.end().catch(() => undefined);
    await listener?.end().catch(() => undefined);
    await db?.end().catch(() => undefined);
    await store?.dispose();
    await push?.close();
  }, 60_000);

  it('sends every instance once, one inbox and toast row per recipient, every push at least once and repeated only from the killed batch', async () => {
    const a = servers[0] as RealServer;

    // Rules on every channel for every registration type, deployed through the API for a far-off time (nothing due
    // yet), then made due by the test: both processes' schedulers find them on their next look.
    const editor = await signInHttp(a.base, 'siteeditor');
    const ruleIds: string[] = [];
    for (let i = 0; i < RULES; i += 1) {
      const body = scheduledRule({ notificationTypes: [0, 1, 2], attendeeRegistrationTypes: types, title: `Exactly once ${i}`, startDate: `2099-01-0${i + 1}T09:00:00.000Z` });
      const created = await callJson(a.base, 'POST', '/api/pushnotification/rules', editor, body);
      expect(created.status).toBe(200);
      const id = (created.body as { notificationRuleDto: { notificationID: string } }).notificationRuleDto.notificationID;
      expect((await callJson(a.base, 'POST', `/api/pushnotification/rules/${id}/Deployed`, editor)).status).toBe(200);
      ruleIds.push(id);
    }
    const instances = (await db.query<{ id: string }>('SELECT id FROM notification_instances WHERE rule_id = ANY ($1) ORDER BY id', [ruleIds])).rows.map((r) => String(r.id));
    expect(instances).toHaveLength(RULES);
    const pushTotal = RULES * (await db.query(EXPECTED_PUSH, [types])).rows.length;

    // Two waves of sends due at once: a process posts pushes only after its run of due sends, so the second wave's
    // sends are made while the first wave's pushes are going out.
    const makeDue = (ids: string[]) =>
      db.query("UPDATE notification_instances SET scheduled_at = timestamptz '2000-01-01' + id * interval '1 second' WHERE id = ANY ($1::bigint[])", [ids]);
    const started = Date.now();
    await makeDue(instances.slice(0, FIRST_WAVE));
    await waitUntil('the first pushes', 30_000, async () => (push.received.length > 0 ? true : undefined));
    // From here the push service keeps its answers, so each process's worker stops with its batch claimed while the
    // second wave is fanned out. Held only after the second wave was made due, a fast machine had made every send
    // before both batches were claimed, and the moment below never came.
    push.hold();
    // The second wave's fan-outs wait on a lock the test holds until a is killed: a fast machine made all of them
    // between two looks, and the moment below never came (a whole fan-out of 30,000 rows took less than a look).
    // Killed while waiting or while writing, a's send is the same to every other connection: an open transaction
    // holding the instance, its rows seen by no one, rolled back when its connection is found gone.
    gate = new pg.Client({ connectionString: store.target.databaseUrl! });
    await gate.connect();
    await gate.query('BEGIN');
    await gate.query('LOCK TABLE notification_deliveries IN SHARE MODE');
    await makeDue(instances.slice(FIRST_WAVE));

    // Mid-send, observed rather than timed: process a's connection is running a send's fan-out statement (its
    // transaction holds the instance; pg_stat_activity keeps only the statement's first kilobyte, hence its first
    // line), some pushes went out and some are still queued, and a holds a batch of pushes in flight: more rows in
    // 'sending' than one process may claim means both hold one.
    let last = '';
    const observed = await waitUntil('process a mid-send while pushes are going out', 30_000, async () => {
      const { rows } = await db.query<{ fanning: number; queued: number; sending: number; executed: number }>(
        `SELECT (SELECT count(*) FROM pg_stat_activity WHERE application_name = 'exactly-once-a' AND state = 'active'
                    AND query LIKE '%WITH audience AS%')::int AS fanning,
                (SELECT count(*) FROM push_outbox WHERE status = 'pending')::int AS queued,
                (SELECT count(*) FROM push_outbox WHERE status = 'sending')::int AS sending,
                (SELECT count(*) FROM notification_instances WHERE id = ANY ($1::bigint[]) AND executed_at IS NOT NULL)::int AS executed`,
        [instances],
      );
      const state = { ...rows[0]!, received: push.received.length };
      last = JSON.stringify(state);
      return state.fanning > 0 && state.received > 0 && state.received < pushTotal && state.queued > 0 && state.sending > PUSH_DEFAULTS.concurrency ? state : undefined;
    }, 5, () => `(last: ${last}, refused: ${push.refused.slice(0, 3).join('; ')}; a: ${a.output().slice(-2000)})`);
    await a.kill();
    await gate.query('COMMIT');
    await gate.end();
    gate = undefined;
    push.release();
    const killedAt = (await db.query<{ at: Date }>('SELECT now() AS at')).rows[0]!.at;
    const mid = Date.now();
    // Started again while b carries on alone (b finishes the work; a's new process, once up, must find none left).
    const restarted = startNotifyingServer({ databaseUrl: store.target.databaseUrl!, name: 'exactly-once-a2', pushHost: push.host, tickMs: TICK_MS })
      .then((s) => servers.push(s));

    // The batch a's push worker had claimed stays 'sending' until its lease (two minutes) runs out. Once everything
    // else has gone out, the rows still 'sending' and claimed before the kill are that batch: the test moves their
    // lease to the past instead of waiting for it, and the live processes send them again.
    const claimedBefore = new Date(killedAt.getTime() + PUSH_DEFAULTS.leaseSeconds * 1000);
    const stuckNow = async () => {
      const { rows } = await db.query<{ id: string; pending: number; later: number; executed: number }>(
        `SELECT (SELECT array_agg(id ORDER BY id) FROM push_outbox WHERE status = 'sending' AND lease_until <= $1) AS id,
                (SELECT count(*) FROM push_outbox WHERE status = 'pending')::int AS pending,
                (SELECT count(*) FROM push_outbox WHERE status = 'sending' AND lease_until > $1)::int AS later,
                (SELECT count(*) FROM notification_instances WHERE id = ANY ($2::bigint[]) AND executed_at IS NOT NULL)::int AS executed`,
        [claimedBefore, instances],
      );
      const r = rows[0]!;
      return r.executed === RULES && r.pending === 0 && r.later === 0 ? JSON.stringify(r.id ?? []) : undefined;
    };
    let stuck = await waitUntil('every send made and every push but the killed batch out', 40_000, stuckNow, 100);
    // The same rows a second later: a batch b claimed just before the kill has been recorded by then.
    for (let again = ''; again !== stuck; ) {
      if (again) stuck = again;
      await new Promise((r) => setTimeout(r, 1000));
      again = await waitUntil('a settled view', 5_000, stuckNow, 100);
    }
    const stuckIds = JSON.parse(stuck) as string[];
    await db.query("UPDATE push_outbox SET lease_until = now() - interval '1 second' WHERE id = ANY ($1::bigint[])", [stuckIds]);
    await waitUntil('the killed batch sent again', 20_000, async () => {
      const { rows } = await db.query<{ open: number }>("SELECT count(*)::int AS open FROM push_outbox WHERE status IN ('pending', 'sending')");
      return rows[0]!.open === 0 ? true : undefined;
    }, 100);
    console.log(`exactly-once: ${ATTENDEES + 2000} attendees, ${RULES} sends, ${pushTotal} pushes; killed a after ${mid - started} ms ` +
      `(${observed.executed} sends made, ${observed.received} pushes received), ${stuckIds.length} pushes in a's batch; all done in ${Date.now() - started} ms`);

    // Every send was made exactly once: one committed NOTIFY each, also after the restarted process has looked a few times.
    await restarted;
    const received = push.received.length;
    await new Promise((r) => setTimeout(r, 10 * TICK_MS));
    expect(push.received.length).toBe(received);
    expect(Object.fromEntries(notices)).toEqual(Object.fromEntries(instances.map((id) => [id, 1])));

    // The sends' own counts (a second send of one would have rewritten them with zeros).
    const { rows: counts } = await db.query<{ id: string; deliveries: Record<string, { delivered: number; failed: number }> }>(
      'SELECT id, deliveries FROM notification_instances WHERE id = ANY ($1::bigint[])', [instances]);
    const countsOf = new Map(counts.map((c) => [String(c.id), c.deliveries]));
    for (const id of instances) {
      // Inbox and toast: exactly the expected audience, each once (compared both ways, and counted against distinct).
      for (const [channel, expected] of [[2, EXPECTED_INBOX], [1, EXPECTED_TOAST]] as const) {
        const { rows } = await db.query<{ rows: number; users: number; missing: number; extra: number; audience: number }>(
          `WITH got AS (SELECT user_id FROM notification_deliveries WHERE instance_id = $2 AND channel = $3),
                want AS (${expected})
           SELECT (SELECT count(*) FROM got)::int AS rows, (SELECT count(DISTINCT user_id) FROM got)::int AS users,
                  (SELECT count(*) FROM (SELECT user_id FROM want EXCEPT SELECT user_id FROM got) m)::int AS missing,
                  (SELECT count(*) FROM (SELECT user_id FROM got EXCEPT SELECT user_id FROM want) x)::int AS extra,
                  (SELECT count(*) FROM want)::int AS audience`,
          [types, id, channel],
        );
        const r = rows[0]!;
        expect(r, `instance ${id} channel ${channel}`).toEqual({ rows: r.audience, users: r.audience, missing: 0, extra: 0, audience: r.audience });
        expect(r.audience).toBeGreaterThan(ATTENDEES / 2);
        expect(countsOf.get(id)?.[channel === 2 ? 'Inbox' : 'Toast']).toMatchObject({ delivered: r.audience, failed: 0 });
      }
      // Push: one outbox row per expected device, each sent; only the killed batch was claimed twice.
      const { rows } = await db.query<{ rows: number; missing: number; extra: number; sent: number; twice: number }>(
        `WITH got AS (SELECT user_id, endpoint, status, attempts, id FROM push_outbox WHERE instance_id = $2), want AS (${EXPECTED_PUSH})
         SELECT (SELECT count(*) FROM got)::int AS rows,
                (SELECT count(*) FROM (SELECT * FROM want EXCEPT SELECT user_id, endpoint FROM got) m)::int AS missing,
                (SELECT count(*) FROM (SELECT user_id, endpoint FROM got EXCEPT SELECT * FROM want) x)::int AS extra,
                (SELECT count(*) FROM got WHERE status = 'sent')::int AS sent,
                (SELECT count(*) FROM got WHERE attempts > 1 AND NOT id = ANY ($3::bigint[]))::int AS twice`,
        [types, id, stuckIds],
      );
      expect(rows[0], `pushes of instance ${id}`).toEqual({ rows: pushTotal / RULES, missing: 0, extra: 0, sent: pushTotal / RULES, twice: 0 });
      expect(countsOf.get(id)?.Push).toMatchObject({ delivered: pushTotal / RULES, failed: 0 });
    }

    // The push service: nothing refused, every (device, send) received, and the repeats all from a's batch.
    expect(push.refused).toEqual([]);
    expect(push.turnedAway).toEqual([]);
    const seen = new Map<string, number>();
    for (const r of push.received) {
      const tag = (r.payload as { tag?: string }).tag;
      expect(r.topic, 'the Topic names the send').toBe(tag?.replace('notification-', 'n'));
      seen.set(`${r.path} ${r.topic}`, (seen.get(`${r.path} ${r.topic}`) ?? 0) + 1);
    }
    const { rows: want } = await db.query<{ key: string; killed: boolean }>(
      `SELECT substring(o.endpoint from '/push/.*$') || ' n' || o.instance_id AS key, o.id = ANY ($1::bigint[]) AS killed
         FROM push_outbox o WHERE o.instance_id = ANY ($2::bigint[])`,
      [stuckIds, instances],
    );
    expect(seen.size).toBe(pushTotal);
    expect(want.filter((w) => !seen.has(w.key))).toEqual([]);
    // Push is at least once (push-worker.ts: a push posted cannot be recalled, and the mark after it died with the
    // process): the messages of a's batch that went out before the kill go again. Every repeat is one of those, so at
    // most one batch, and it carries the same Topic and tag: the push service and the browser keep one.
    const repeats = [...seen].filter(([, n]) => n > 1);
    const killed = new Set(want.filter((w) => w.killed).map((w) => w.key));
    expect(repeats.filter(([key, n]) => n !== 2 || !killed.has(key))).toEqual([]);
    expect(stuckIds.length).toBeGreaterThan(0);
    expect(stuckIds.length).toBeLessThanOrEqual(PUSH_DEFAULTS.concurrency);
    expect(push.received.length).toBe(pushTotal + repeats.length);
    console.log(`exactly-once: ${repeats.length} pushes repeated (of ${stuckIds.length} in a's batch), ${push.received.length} received for ${pushTotal} (device, send) pairs`);
  }, 120_000);
});
