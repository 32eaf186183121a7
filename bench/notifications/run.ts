// bench/notifications (npm run bench:notifications): one notification rule sent to every attendee of the conference.
//
// Set-up: the system PostgreSQL (scripts/ensure-postgres.sh) with a fresh database seeded by the demo at scale
// (BENCH_ATTENDEES, default 50,000, and a tenth as many sessions); every attendee has chosen the inbox and toast
// channels (the defaults leave both off); the product's server process on it (as `npm start` runs it), with a live
// stream open for one attendee.
//
// Measured, BENCH_ROUNDS times (default 3), alternating:
// - product: a site editor deploys a rule for every registration type through the API. Deploying sends the due
//   instance at once: one transaction writes an inbox and a toast delivery per attendee and NOTIFYs the open pages.
//   The figure is the time from the deploy call until the attendee's open stream has the toast, with every inbox
//   row checked in the store afterwards;
// - reference (the database's own limit for the same rows): one `INSERT ... SELECT` of the same deliveries (an inbox
//   and a toast row per attendee) into the same table, with its indexes, in one transaction.
// Printed: both medians, the ratio (target: within 2x), and the machine's load.
//
// Then the push half (push.ts): a push-only rule to PUSH_DEVICES (default 5,000) devices on a local push service,
// the product's push worker beside the bare `web-push` library posting the same payloads, BENCH_ROUNDS times
// alternating. Printed: both medians in sends per second, the ratio (target: within 1.5x), and the machine's load.
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { waitForUrl } from '../../scripts/wait-for-url';
import { startLocalPushService } from '../../test-support/push-service';
import { openSse } from '../../test-support/sse-reader';
import { benchPorts, startServer } from '../api/product';
import { databaseUrl, freshDatabase } from '../shared/postgres';
import { addDevices, pushRound, PUSH_DEVICES, type PushRound } from './push';

const ATTENDEES = Number(process.env.BENCH_ATTENDEES ?? 50_000);
const SESSIONS = Math.max(400, Math.round(ATTENDEES / 10));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECRET = 'notifications-bench-signing-secret-0123456789ab';
const n = (x: number) => Math.round(x).toLocaleString('en-US');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function api<T>(origin: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const signIn = async (origin: string, persona: string) =>
  (await api<{ token: string }>(origin, 'POST', '/auth/dev/sign-in', null, { persona })).token;

async function main(): Promise<void> {
  const url = await freshDatabase(databaseUrl(), 'notifications_bench');
  const [port] = await benchPorts(1);
  const push = await startLocalPushService();
  const env = {
    DATABASE_URL: url, DEMO_ATTENDEES: String(ATTENDEES), DEMO_SESSIONS: String(SESSIONS), SIGNING_SECRET: SECRET,
    READ_RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn', NOTIFICATION_TICK_MS: '0',
    PUSH_ALLOWED_HOSTS: push.host,
  };
  console.log(`notifications: ${n(ATTENDEES)} attendees on PostgreSQL 15, ${ROUNDS} rounds`);
  console.log(`machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const server = startServer({ port: port!, env });
  const db = new pg.Client({ connectionString: url });
  try {
    const seedStart = Date.now();
    await waitForUrl(`${server.url}/api/settings`, 15 * 60_000);
    console.log(`seeded and started in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    await db.connect();
    // Every attendee chooses the inbox and the toast (the defaults leave both off).
    await db.query(
      `INSERT INTO notification_preferences (user_id, types, updated_at)
       SELECT DISTINCT user_id, '{"Inbox": true, "Toast": true}'::jsonb, now() FROM attendees WHERE user_id IS NOT NULL
       ON CONFLICT (user_id) DO UPDATE SET types = EXCLUDED.types`,
    );
    const recipients = Number((await db.query<{ n: string }>('SELECT count(DISTINCT user_id) AS n FROM attendees WHERE user_id IS NOT NULL')).rows[0]?.n);
    const types = (await db.query<{ p: string }>('SELECT DISTINCT participation AS p FROM attendees WHERE participation IS NOT NULL')).rows.map((r) => r.p);
    const editor = await signIn(server.url, 'siteeditor');
    const attendee = await signIn(server.url, 'attendee');
    const stream = await openSse(`${server.url}/api/live?languages=en`, { cookie: `conf_session=${attendee}` });
    await stream.next((m) => m.event === 'joined');
    console.log(`recipients: ${n(recipients)} (${types.join(', ')}), 2 deliveries each (inbox and toast)`);

    const product: number[] = [];
    const reference: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // The database's own limit: the same rows, one statement, one transaction, into the same indexed table.
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO notification_rules (id, doc, status, is_enabled, is_deleted, created_at, updated_at)
         VALUES ('bench-reference-' || $1, '{}'::jsonb, 0, false, true, now(), now()) RETURNING id`,
        [round],
      );
      const instance = (await db.query<{ id: string }>(
        `INSERT INTO notification_instances (rule_id, scheduled_at, is_enabled, executed_at) VALUES ($1, now(), false, now()) RETURNING id`,
        [rows[0]!.id],
      )).rows[0]!.id;
      const refStart = performance.now();
      await db.query('BEGIN');
      await db.query(
        `INSERT INTO notification_deliveries (instance_id, user_id, channel, sent_at)
         SELECT $1, a.user_id, c.channel, now() FROM (SELECT DISTINCT user_id FROM attendees WHERE user_id IS NOT NULL) a
         CROSS JOIN (VALUES (1::smallint), (2::smallint)) AS c(channel)`,
        [instance],
      );
      await db.query('COMMIT');
      reference.push(performance.now() - refStart);

      const title = `Bench round ${round}`;
      const created = await api<{ notificationRuleDto: { notificationID: string } }>(server.url, 'POST', '/pushnotification/rules', editor, {
        notificationRuleDto: {
          notificationName: title, notificationTypes: [1, 2], notificationSubType: 1, attendeeRegistrationTypes: types,
          categories: ['Announcement'], title, body: 'Everyone at once.', startDate: '2020-01-01T00:00:00.000Z',
        },
      });
      const id = created.notificationRuleDto.notificationID;
      const start = performance.now();
      await api(server.url, 'POST', `/pushnotification/rules/${id}/Deployed`, editor);
      await stream.next((m) => m.event === 'onNotification' && (m.data as { title?: string }).title === title, 120_000);
      product.push(performance.now() - start);
      const written = (await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM notification_deliveries d JOIN notification_instances i ON i.id = d.instance_id WHERE i.rule_id = $1`,
        [id],
      )).rows[0]?.n;
      if (Number(written) !== recipients * 2) throw new Error(`round ${round}: ${written} deliveries written, ${recipients * 2} expected`);
      console.log(`round ${round}: product ${(product.at(-1)! / 1000).toFixed(2)} s (deploy to toast on the open page, ${n(Number(written))} rows), reference ${(reference.at(-1)! / 1000).toFixed(2)} s`);
    }
    const p = median(product);
    const r = median(reference);
    console.log(`inbox and toast fan-out to ${n(recipients)} attendees: product ${(p / 1000).toFixed(2)} s, bare INSERT ... SELECT ${(r / 1000).toFixed(2)} s, product/reference ${(p / r).toFixed(2)} (target at most 2.00)`);
    console.log(`load after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    stream.close();

    // Push: every attendee keeps push on (the default); the first PUSH_DEVICES have a device each.
    const subscriptions = await addDevices(db, push);
    const deploy = async (title: string) => {
      const rule = await api<{ notificationRuleDto: { notificationID: string } }>(server.url, 'POST', '/pushnotification/rules', editor, {
        notificationRuleDto: {
          notificationName: title, notificationTypes: [0], notificationSubType: 1, attendeeRegistrationTypes: types,
          categories: ['Announcement'], title, body: 'Every device at once.', startDate: '2020-01-01T00:00:00.000Z',
        },
      });
      await api(server.url, 'POST', `/pushnotification/rules/${rule.notificationRuleDto.notificationID}/Deployed`, editor);
      return rule.notificationRuleDto.notificationID;
    };
    console.log(`push: ${n(subscriptions.length)} devices on a local push service, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const rounds: PushRound[] = [];
    const rate = (ms: number) => n((subscriptions.length * 1000) / ms);
    for (let round = 1; round <= ROUNDS; round++) {
      const r = await pushRound({ push, subscriptions, deploy }, round);
      rounds.push(r);
      console.log(`round ${round}: product ${rate(r.productMs)}/s (${(r.productMs / 1000).toFixed(2)} s after the send, which took ${(r.sendMs / 1000).toFixed(2)} s), bare web-push ${rate(r.referenceMs)}/s`);
    }
    const pp = median(rounds.map((r) => r.productMs));
    const pr = median(rounds.map((r) => r.referenceMs));
    console.log(`push to ${n(PUSH_DEVICES)} devices: product ${rate(pp)}/s, bare web-push ${rate(pr)}/s, product/reference time ${(pp / pr).toFixed(2)} (target at most 1.50)`);
    console.log(`load after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await push.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
