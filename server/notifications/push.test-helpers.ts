// The push tests' app: the evaluation tests' seeded store with an app that admits a local push service
// (test-support/push-service.ts) and keeps its key pair in a folder of its own, plus short ways to register devices,
// deploy a rule and read a send's counts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { NotificationHistory, NotificationRule, NotificationRuleAnswer } from '../../schemas/api-types.js';
import { testApp } from '../test-support.js';
import type { Db } from '../store/db.js';
import type { LocalPushService } from '../../test-support/push-service.js';
import { pushDeliveryOf, type PushDelivery } from './push-delivery.js';
import { as, scheduledRule } from './rules.test-helpers.js';

/** The VAPID subject the tests' pushes carry. */
export const PUSH_SUBJECT = 'mailto:ops@nimbus.example';

export interface PushTestApp {
  app: FastifyInstance;
  db: Db;
  /** The app's clock; set it to move the event's time. */
  clock: { now: Date };
  /** The push settings of the app's configuration (PUSH_ALLOWED_HOSTS with the local service), for sendDue. */
  delivery: (db?: Db, overrides?: Partial<PushDelivery>) => PushDelivery;
  close: () => Promise<void>;
}

export async function openPushApp(db: Db, push: LocalPushService, now: string): Promise<PushTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'push-keys-'));
  const clock = { now: new Date(now) };
  // The test posts the queued messages itself (sendDue with `delivery`), so the app's own worker stays off.
  const app = await testApp(db, { pushAllowedHosts: [push.host], dataDir, pushDelivery: false }, () => clock.now);
  return {
    app, db, clock,
    delivery: (other = db, overrides = {}) => ({ ...pushDeliveryOf(app.routeContext.config, other, { PUSH_VAPID_SUBJECT: PUSH_SUBJECT }), ...overrides }),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a device of the local push service for the persona, as the browser would after subscribing. */
export async function addDevice(app: FastifyInstance, push: LocalPushService, persona: string, name: string): Promise<string> {
  const subscription = push.subscribe(name);
  const res = await as(app, persona, 'POST', '/api/PushSubscription', { subscription, browserName: 'Firefox', osName: name });
  if (res.status !== 200) throw new Error(`registering ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return subscription.endpoint;
}

/** Creates and deploys a rule; answers its id. */
export async function deploy(app: FastifyInstance, overrides: Partial<NotificationRule>): Promise<string> {
  const created = await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', '/api/pushnotification/rules', scheduledRule(overrides));
  if (created.status !== 200) throw new Error(`creating the rule: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.notificationRuleDto.notificationID!;
  const deployed = await as(app, 'siteeditor', 'POST', `/api/pushnotification/rules/${id}/Deployed`);
  if (deployed.status !== 200) throw new Error(`deploying the rule: ${deployed.status} ${JSON.stringify(deployed.body)}`);
  return id;
}

/** The sends of a rule with their ids (the push topic and tag name them). */
export async function sendsOf(db: Db, ruleId: string): Promise<{ id: string; deliveries: NotificationHistory['instances'][number]['deliveries'] }[]> {
  const { rows } = await db.query<{ id: string; deliveries: NotificationHistory['instances'][number]['deliveries'] }>(
    'SELECT id, deliveries FROM notification_instances WHERE rule_id = $1 AND executed_at IS NOT NULL ORDER BY id',
    [ruleId],
  );
  return rows.map((r) => ({ id: String(r.id), deliveries: r.deliveries }));
}

export async function devicesOf(app: FastifyInstance, persona: string): Promise<string[]> {
  const res = await as<{ devices: { endpoint: string }[] }>(app, persona, 'GET', '/api/pushnotification/preference');
  return res.body.devices.map((d) => d.endpoint);
}

export async function removeDevices(app: FastifyInstance, persona: string): Promise<void> {
  for (const endpoint of await devicesOf(app, persona)) await as(app, persona, 'POST', '/api/PushSubscription/remove', { endpoint });
}
