// The push half of bench/notifications: one push-only rule sent to PUSH_DEVICES (default 5,000) devices served by the
// local push service (test-support/push-service.ts, in this process: it checks each VAPID JWT and decrypts each
// body, as a push service and a browser would).
// - product: a site editor deploys the rule through the API; the server queues one message per device in the send's
//   transaction, and its push worker (push-worker.ts) posts them in batches of 50, recording each batch in the
//   store. The figure is from the deploy's answer (the send made) until the push service has taken every message;
// - reference: the bare `web-push` library (generateRequestDetails, then a kept-alive http request) posting the same
//   payloads (each device's message of the product's round, as the push service decrypted it) to the same devices,
//   50 at a time, here in the bench's own process, with no store at all.
import { Agent, request } from 'node:http';
import type pg from 'pg';
import webpush, { type RequestDetails } from 'web-push';
import type { LocalPushService, PushSubscriptionJson } from '../../test-support/push-service';

export const PUSH_DEVICES = Number(process.env.PUSH_DEVICES ?? 5_000);
/** The product's messages in flight per process (PUSH_DEFAULTS.concurrency); the reference uses as many. */
const CONCURRENCY = 50;

export interface PushRound {
  productMs: number;
  referenceMs: number;
  /** The deploy's answer: the send's own transaction, before any push goes. */
  sendMs: number;
}

/** Registers PUSH_DEVICES devices on the local push service, one per attendee. */
export async function addDevices(db: pg.Client, push: LocalPushService): Promise<PushSubscriptionJson[]> {
  const users = (await db.query<{ user_id: string }>('SELECT user_id FROM attendees WHERE user_id IS NOT NULL ORDER BY user_id LIMIT $1', [PUSH_DEVICES])).rows;
  const subscriptions = users.map((_, i) => push.subscribe(`bench-${i}`));
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, user_id, subscription, browser_name, os_name, registered_at)
     SELECT e, u, s, 'Firefox', 'Linux', now() FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS r(e, u, s)`,
    [subscriptions.map((s) => s.endpoint), users.map((u) => u.user_id), subscriptions.map((s) => JSON.stringify(s))],
  );
  return subscriptions;
}

const agent = new Agent({ keepAlive: true });

function post(details: RequestDetails): Promise<void> {
  const url = new URL(details.endpoint);
  return new Promise((resolve, reject) => {
    const req = request({ method: details.method, hostname: url.hostname, port: url.port, path: url.pathname, headers: details.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`push service answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

/** The bare library: each device's message (`messages`, by endpoint path) with the same Topic, 50 in flight at a time. */
async function reference(subscriptions: PushSubscriptionJson[], messages: Map<string, unknown>, topic: string): Promise<void> {
  const keys = webpush.generateVAPIDKeys();
  for (let i = 0; i < subscriptions.length; i += CONCURRENCY) {
    await Promise.all(subscriptions.slice(i, i + CONCURRENCY).map((subscription) => {
      const body = JSON.stringify(messages.get(new URL(subscription.endpoint).pathname));
      return post(webpush.generateRequestDetails(subscription, body, {
        vapidDetails: { subject: 'mailto:webpush@example.com', publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 3600, urgency: 'normal', topic, contentEncoding: 'aes128gcm',
      }));
    }));
  }
}

export interface PushRoundDeps {
  push: LocalPushService;
  subscriptions: PushSubscriptionJson[];
  /** Creates and deploys a push-only rule for everyone; resolves once the deploy answered (the send made). */
  deploy: (title: string) => Promise<unknown>;
}

export async function pushRound(d: PushRoundDeps, round: number): Promise<PushRound> {
  d.push.received.length = 0;
  const start = performance.now();
  await d.deploy(`Bench push ${round}`);
  const sent = performance.now();
  await d.push.waitFor(d.subscriptions.length, 300_000);
  const productMs = performance.now() - sent;
  const messages = new Map(d.push.received.map((r) => [r.path, r.payload]));
  const topic = d.push.received[0]?.topic;
  if (messages.size !== d.subscriptions.length || !topic) throw new Error(`round ${round}: ${d.push.received.length} pushes received, ${messages.size} devices`);

  d.push.received.length = 0;
  const refStart = performance.now();
  await reference(d.subscriptions, messages, topic);
  const referenceMs = performance.now() - refStart;
  if (d.push.received.length !== d.subscriptions.length || d.push.refused.length > 0) {
    throw new Error(`reference round ${round}: ${d.push.received.length} received, refused: ${d.push.refused.slice(0, 3).join('; ')}`);
  }
  return { productMs, referenceMs, sendMs: sent - start };
}
