// Push on PGlite and (TEST_DATABASE_URL) PostgreSQL, against a push service on 127.0.0.1 that checks each push as a
// real one would (test-support/push-service.ts: the VAPID JWT, then the aes128gcm body decrypted with the device's
// own key): a due send that includes Push reaches each device of the recipients whose choices allow it, with the
// rule's content, once however many processes deliver; a gone device is pruned; the send's Push counts follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreference } from '../../schemas/api-types.js';
import { openEvaluationsTestServer } from '../../test-support/evaluations-test-server.js';
import { startLocalPushService, type LocalPushService } from '../../test-support/push-service.js';
import { sendDue, startNotificationScheduler } from './sender.js';
import { addDevice, deploy, devicesOf, openPushApp, PUSH_SUBJECT, removeDevices, sendsOf, type PushTestApp } from './push.test-helpers.js';
import { as } from './rules.test-helpers.js';

const server = openEvaluationsTestServer();
const NOW = '2026-11-20T12:00:00Z';
let push: LocalPushService;
let t: PushTestApp;

beforeAll(async () => {
  push = await startLocalPushService();
  t = await openPushApp(server.store.db, push, NOW);
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const optIn = (persona: string, channel: string, on = true) =>
  as(t.app, persona, 'POST', '/api/pushnotification/preference/notification-type', { NotificationType: channel, IsSelected: on });

describe('push messages', () => {
  it('reach every device of the audience signed with the served key, encrypted for the device, with the rule content', async () => {
    const { publicKey } = (await as<{ publicKey: string }>(t.app, null, 'GET', '/api/PushSubscription/public-key')).body;
    await optIn('attendee', 'Inbox');
    const phone = await addDevice(t.app, push, 'attendee', 'attendee-phone');
    const laptop = await addDevice(t.app, push, 'attendee', 'attendee-laptop');
    const ruleId = await deploy(t.app, {
      notificationTypes: [0, 2], attendeeRegistrationTypes: ['digital'], startDate: '2026-11-20T11:58:00Z',
      title: 'Keynote moves', body: 'The keynote is in hall B.', appIcon: '/icons/app.png', bigImage: 'https://cdn.nimbus.example/hall-b.jpg',
      action1Name: 'Map', action1Link: '/en/map', badge1: '/icons/map.png', action2Name: 'Session', action2Link: '/en/sessions/k1', badge2: null,
    });
    // The scheduler with the push settings (as buildApp starts it) posts the send's pushes after it; stop() waits
    // for the batch in flight to be recorded.
    const errors: unknown[] = [];
    const scheduler = startNotificationScheduler({
      db: t.db, eventNow: async () => t.clock.now, intervalMs: 0, onError: (e) => errors.push(e), push: t.delivery(),
    });
    await scheduler.tick();
    const received = await push.waitFor(2);
    await scheduler.stop();
    expect(errors).toEqual([]);
    expect(push.refused).toEqual([]);
    expect(received.map((r) => r.path).sort()).toEqual([new URL(laptop).pathname, new URL(phone).pathname]);
    const [send] = await sendsOf(t.db, ruleId);
    const inbox = (await as<{ notifications: { notificationId: string; title: string }[] }>(t.app, 'attendee', 'GET', '/api/pushnotification/inbox')).body;
    const inboxId = inbox.notifications.find((n) => n.title === 'Keynote moves')!.notificationId;
    for (const r of received) {
      expect(r.vapidKey).toBe(publicKey);
      expect(r.claims).toMatchObject({ aud: push.origin, sub: PUSH_SUBJECT });
      expect(r).toMatchObject({ ttl: '3600', urgency: 'normal', topic: `n${send!.id}` });
      expect(r.payload).toEqual({
        title: 'Keynote moves', body: 'The keynote is in hall B.', icon: '/icons/app.png', image: 'https://cdn.nimbus.example/hall-b.jpg',
        tag: `notification-${send!.id}`, data: { url: '/en/map', notificationId: inboxId },
        actions: [
          { action: 'action1', title: 'Map', link: '/en/map', badge: '/icons/map.png' },
          { action: 'action2', title: 'Session', link: '/en/sessions/k1' },
        ],
      });
    }
    expect(send!.deliveries?.Push).toMatchObject({ delivered: 2, failed: 0, pruned: 0 });
    expect(send!.deliveries?.Push?.targeted).toBeGreaterThanOrEqual(1);
    expect(send!.deliveries?.Inbox?.delivered).toBeGreaterThanOrEqual(1);
    // Looking again sends nothing twice.
    await sendDue(t.db, t.clock.now, t.delivery());
    expect(push.received).toHaveLength(2);
    await removeDevices(t.app, 'attendee');
    await optIn('attendee', 'Inbox', false);
  });

  it('prune a device whose push service answers 410 and count it; a message without actions opens the site', async () => {
    push.received.length = 0;
    const kept = await addDevice(t.app, push, 'exhibitor', 'exhibitor-kept');
    const gone = await addDevice(t.app, push, 'exhibitor', 'exhibitor-gone');
    push.answer('exhibitor-gone', 410);
    const ruleId = await deploy(t.app, {
      notificationTypes: [0], attendeeRegistrationTypes: ['exhibitor'], startDate: '2026-11-20T11:59:00Z', title: 'Booths open',
      action1Name: null, action1Link: null,
    });
    await sendDue(t.db, t.clock.now, t.delivery());
    expect(push.received.map((r) => r.path)).toEqual([new URL(kept).pathname]);
    expect(push.received[0]!.payload).toEqual({
      title: 'Booths open', body: 'Registration opens in hall A.', tag: expect.stringMatching(/^notification-\d+$/), data: { url: '/' },
    });
    expect(push.turnedAway).toEqual([{ path: new URL(gone).pathname, status: 410 }]);
    expect(await devicesOf(t.app, 'exhibitor')).toEqual([kept]);
    const [send] = await sendsOf(t.db, ruleId);
    expect(send!.deliveries?.Push).toMatchObject({ delivered: 1, failed: 0, pruned: 1 });
    expect(send!.deliveries).not.toHaveProperty('Inbox');
    await removeDevices(t.app, 'exhibitor');
  });

  it('go to nobody whose Push choice is off or who chose none of the rule categories', async () => {
    push.received.length = 0;
    await addDevice(t.app, push, 'inperson', 'inperson-phone');
    await optIn('inperson', 'Push', false);
    const prefs = (await as<NotificationPreference>(t.app, 'inperson', 'GET', '/api/pushnotification/preference')).body;
    expect(prefs.notificationTypes.find((c) => c.notificationType === 'Push')?.isSelected).toBe(false);
    const off = await deploy(t.app, { notificationTypes: [0], attendeeRegistrationTypes: ['inperson'], startDate: '2026-11-20T11:57:00Z', title: 'Push is off' });
    await optIn('inperson', 'Push', true);
    const events = await deploy(t.app, {
      notificationTypes: [0], attendeeRegistrationTypes: ['inperson'], startDate: '2026-11-20T11:57:00Z', title: 'Events only', categories: ['Events'],
    });
    await sendDue(t.db, t.clock.now, t.delivery());
    expect(push.received).toEqual([]);
    for (const ruleId of [off, events]) {
      const [send] = await sendsOf(t.db, ruleId);
      expect(send!.deliveries?.Push).toMatchObject({ delivered: 0, failed: 0, pruned: 0 });
      const { rows } = await t.db.query('SELECT 1 FROM push_outbox WHERE instance_id = $1', [send!.id]);
      expect(rows).toEqual([]);
    }
    await removeDevices(t.app, 'inperson');
  });

  it('are each delivered once when two processes send and deliver at once', async () => {
    push.received.length = 0;
    const devices = await Promise.all(['a', 'b', 'c'].map((d) => addDevice(t.app, push, 'attendee', `race-${d}`)));
    const ruleA = await deploy(t.app, { notificationTypes: [0], attendeeRegistrationTypes: ['digital'], startDate: '2026-11-20T15:00:00Z', title: 'Race A' });
    const ruleB = await deploy(t.app, { notificationTypes: [0], attendeeRegistrationTypes: ['digital'], startDate: '2026-11-20T15:00:00Z', title: 'Race B' });
    const second = process.env.TEST_DATABASE_URL ? await server.store.reopen() : t.db;
    const at = new Date('2026-11-20T15:00:00Z');
    // Small batches, so the two workers claim in turns.
    const [a, b] = await Promise.all([
      sendDue(t.db, at, t.delivery(t.db, { concurrency: 2 })), sendDue(second, at, t.delivery(second, { concurrency: 2 })),
    ]);
    expect([...a, ...b].sort()).toHaveLength(2);
    const got = push.received.map((r) => `${(r.payload as { title: string }).title} ${r.path}`).sort();
    expect(got).toEqual(['Race A', 'Race B'].flatMap((title) => devices.map((d) => `${title} ${new URL(d).pathname}`)).sort());
    for (const ruleId of [ruleA, ruleB]) expect((await sendsOf(t.db, ruleId))[0]!.deliveries?.Push).toMatchObject({ delivered: 3, failed: 0, pruned: 0 });
    await removeDevices(t.app, 'attendee');
  });
});
