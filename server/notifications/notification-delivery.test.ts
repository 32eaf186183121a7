// Sending on PGlite and (TEST_DATABASE_URL) PostgreSQL: a deployed rule's due send reaches the inbox and the open
// page (toast) of exactly the attendees whose type and choices allow it, once however often and from however many
// processes the scheduler looks; the inbox, unread count and read marks are each user's own; choices start at the
// spec's defaults; push endpoints on internal hosts are refused.
import { describe, expect, it } from 'vitest';
import type {
  MeCounts, NotificationHistory, NotificationInbox, NotificationPreference, NotificationRuleAnswer, NotificationUnreadCount,
} from '../../schemas/api-types.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { testApp } from '../test-support.js';
import { headersOf, openEvaluationsTestServer } from '../../test-support/evaluations-test-server.js';
import { openSse } from '../../test-support/sse-reader.js';
import { sendDue } from './sender.js';
import { as, scheduledRule } from './rules.test-helpers.js';

const server = openEvaluationsTestServer();
const NOW = '2026-11-20T12:00:00Z';
type App = Awaited<ReturnType<typeof server.appAt>>;

const optIn = async (app: App, persona: string, channel: 'Toast' | 'Inbox', category?: string) => {
  expect((await as(app, persona, 'POST', '/api/pushnotification/preference/notification-type', { NotificationType: channel, IsSelected: true })).body)
    .toEqual({ success: true });
  if (category) await as(app, persona, 'POST', '/api/pushnotification/preference/category', { CategoryName: category, IsSelected: true });
};

async function deployRule(app: App, overrides: Parameters<typeof scheduledRule>[0] = {}): Promise<string> {
  const created = await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', '/api/pushnotification/rules', scheduledRule(overrides));
  expect(created.status).toBe(200);
  const id = created.body.notificationRuleDto.notificationID!;
  expect((await as(app, 'siteeditor', 'POST', `/api/pushnotification/rules/${id}/Deployed`)).status).toBe(200);
  return id;
}

/** The unread count; a signed-in page polls it with its other counts, and GET /me/counts answers the same figure. */
const unread = async (app: App, persona: string) => {
  const count = (await as<NotificationUnreadCount>(app, persona, 'GET', '/api/pushnotification/unreadCount')).body.unreadCount;
  expect((await as<MeCounts>(app, persona, 'GET', '/api/me/counts')).body.unreadNotifications).toBe(count);
  return count;
};

describe('notification choices', () => {
  it("start at the defaults (push and announcements on), change one at a time, and are each user's own", async () => {
    const app = await server.appAt(NOW);
    expect((await as(app, null, 'GET', '/api/pushnotification/preference')).status).toBe(401);
    const read = async (persona: string) => (await as<NotificationPreference>(app, persona, 'GET', '/api/pushnotification/preference')).body;
    const first = await read('exhibitor');
    expect(first.notificationTypes).toEqual([
      { notificationType: 'Push', isSelected: true }, { notificationType: 'Toast', isSelected: false }, { notificationType: 'Inbox', isSelected: false },
    ]);
    expect(first.categories.filter((c) => c.isSelected).map((c) => c.categoryName)).toEqual(['Announcement']);
    expect(first.categories.map((c) => c.categoryName)).toEqual(['Announcement', 'Events', 'AppUpdates', 'Informational', 'Messages', 'Reminders']);
    await as(app, 'exhibitor', 'POST', '/api/pushnotification/preference/notification-type', { NotificationType: 2, IsSelected: true });
    await as(app, 'exhibitor', 'POST', '/api/pushnotification/preference/notification-type', { NotificationType: 'Push', IsSelected: false });
    await as(app, 'exhibitor', 'POST', '/api/pushnotification/preference/category', { CategoryName: 'Reminders', IsSelected: true });
    const after = await read('exhibitor');
    expect(after.notificationTypes.map((t) => t.isSelected)).toEqual([false, false, true]);
    expect(after.categories.filter((c) => c.isSelected).map((c) => c.categoryName)).toEqual(['Announcement', 'Reminders']);
    expect((await read('inperson')).notificationTypes.map((t) => t.isSelected)).toEqual([true, false, false]);
    const bad = await as(app, 'exhibitor', 'POST', '/api/pushnotification/preference/notification-type', { NotificationType: 7, IsSelected: true });
    expect(bad.status).toBe(400);
    expect((await as(app, 'exhibitor', 'POST', '/api/pushnotification/preference/category', { CategoryName: 'Gossip', IsSelected: true })).status).toBe(400);
  });
});

describe('sending a rule', () => {
  it('reaches the inbox and open page of those whose type and choices allow it, once; read marks are their own', async () => {
    const app = await server.appAt(NOW);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await optIn(app, 'attendee', 'Inbox');
    await optIn(app, 'attendee', 'Toast');
    const cookie = async (persona: string) => ({ cookie: `${SESSION_COOKIE}=${(await headersOf(app, persona)).authorization?.slice(7)}` });
    const page = await openSse(`${base}/api/live?languages=en`, await cookie('attendee'));
    const other = await openSse(`${base}/api/live?languages=en`, await cookie('inperson'));
    try {
      await page.next((m) => m.event === 'joined');
      const before = await unread(app, 'attendee');
      const id = await deployRule(app, { notificationName: 'Welcome', title: 'Welcome to Nimbus', startDate: '2026-11-20T11:59:00Z' });
      const toast = await page.next((m) => m.event === 'onNotification');
      expect(toast.data).toMatchObject({ title: 'Welcome to Nimbus', body: 'Registration opens in hall A.', toast: true, unreadCount: before + 1, action1Link: '/en/map' });
      expect(await unread(app, 'attendee')).toBe(before + 1);
      // The in-person persona keeps the defaults (no inbox, no toast): nothing arrives.
      expect(await unread(app, 'inperson')).toBe(0);
      // Looking again, from this process or a second one, sends nothing twice.
      expect(await sendDue(app.routeContext.db, new Date(NOW))).toEqual([]);
      const inbox = (await as<NotificationInbox>(app, 'attendee', 'GET', '/api/pushnotification/inbox')).body;
      const item = inbox.notifications[0]!;
      expect(item).toMatchObject({ title: 'Welcome to Nimbus', name: 'Welcome', description: 'Registration opens in hall A.', category: 'Announcement', readTime: null, sentTime: '2026-11-20T12:00:00.000Z', action1Name: 'Map', action1Link: '/en/map' });
      expect((await as(app, 'inperson', 'POST', `/api/pushnotification/${item.notificationId}/read`)).status).toBe(404);
      expect((await as(app, 'attendee', 'POST', `/api/pushnotification/${item.notificationId}/read`)).body).toEqual({ success: true, unreadCount: before });
      expect((await as(app, 'attendee', 'POST', '/api/pushnotification/readAll')).body).toEqual({ success: true, changed: before, unreadCount: 0 });
      expect(await unread(app, 'attendee')).toBe(0);
      const history = (await as<NotificationHistory>(app, 'siteeditor', 'GET', `/api/pushnotification/rules/${id}/history`)).body;
      const sent = history.instances[0]!;
      expect(sent.executedOn).toBe('2026-11-20T12:00:00.000Z');
      expect(sent.deliveries?.Inbox?.delivered).toBeGreaterThanOrEqual(1);
      expect(sent.deliveries?.Inbox?.targeted).toBeGreaterThan(sent.deliveries?.Inbox?.delivered ?? 0);
      expect(other.messages.filter((m) => m.event === 'onNotification')).toEqual([]);
    } finally {
      page.close();
      other.close();
    }
  });

  it('a send not due yet waits for its time; a channel turned off or a type not in the audience gets nothing', async () => {
    const app = await server.appAt(NOW);
    await optIn(app, 'inperson', 'Inbox');
    const start = await unread(app, 'inperson');
    await deployRule(app, { title: 'Later', startDate: '2026-11-20T13:00:00Z', attendeeRegistrationTypes: ['inperson'] });
    await deployRule(app, { title: 'Not for you', startDate: '2026-11-20T11:00:00Z', attendeeRegistrationTypes: ['exhibitor'] });
    await deployRule(app, { title: 'Events only', startDate: '2026-11-20T11:00:00Z', attendeeRegistrationTypes: ['inperson'], categories: ['Events'] });
    expect(await unread(app, 'inperson')).toBe(start);
    await server.appAt('2026-11-20T13:00:00Z');
    await app.routeContext.notificationScheduler?.tick();
    const titles = (await as<NotificationInbox>(app, 'inperson', 'GET', '/api/pushnotification/inbox')).body.notifications.map((n) => n.title);
    expect(titles).toContain('Later');
    expect(titles).not.toContain('Not for you');
    expect(titles).not.toContain('Events only');
    await as(app, 'inperson', 'POST', '/api/pushnotification/preference/notification-type', { NotificationType: 'Inbox', IsSelected: false });
    await deployRule(app, { title: 'After opting out', startDate: '2026-11-20T12:30:00Z', attendeeRegistrationTypes: ['inperson'] });
    const after = (await as<NotificationInbox>(app, 'inperson', 'GET', '/api/pushnotification/inbox')).body.notifications.map((n) => n.title);
    expect(after).not.toContain('After opting out');
  });

  it('two processes looking at once send each due instance exactly once', async () => {
    const app = await server.appAt(NOW);
    await optIn(app, 'exhibitor', 'Inbox');
    await deployRule(app, { title: 'Race A', startDate: '2026-11-20T14:00:00Z', attendeeRegistrationTypes: ['exhibitor'] });
    await deployRule(app, { title: 'Race B', startDate: '2026-11-20T14:00:00Z', attendeeRegistrationTypes: ['exhibitor'] });
    const second = process.env.TEST_DATABASE_URL ? await server.store.reopen() : app.routeContext.db;
    const at = new Date('2026-11-20T14:00:00Z');
    const [a, b] = await Promise.all([sendDue(app.routeContext.db, at), sendDue(second, at)]);
    expect([...a, ...b].sort()).toHaveLength(2);
    expect(new Set([...a, ...b]).size).toBe(2);
    const titles = (await as<NotificationInbox>(app, 'exhibitor', 'GET', '/api/pushnotification/inbox')).body.notifications.map((n) => n.title);
    expect(titles.filter((t) => t === 'Race A')).toHaveLength(1);
    expect(titles.filter((t) => t === 'Race B')).toHaveLength(1);
  });
});

describe('push subscriptions', () => {
  const subscription = (endpoint: string) => ({
    subscription: { endpoint, expirationTime: null, keys: { p256dh: 'BPublicKey', auth: 'secret' } }, browserName: 'Chrome', osName: 'Android',
  });

  it('refuses endpoints on internal hosts or without https; lists and removes the devices of their own user', async () => {
    const app = await server.appAt(NOW);
    for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://[::1]/x', 'https://169.254.169.254/latest',
      'https://localhost/x', 'https://metadata.internal/x', 'https://[::ffff:127.0.0.1]/x', 'not a url']) {
      const res = await as<{ message: string }>(app, 'attendee', 'POST', '/api/PushSubscription', subscription(endpoint));
      expect(res.status, endpoint).toBe(400);
    }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect((await as(app, 'attendee', 'POST', '/api/PushSubscription', subscription(endpoint))).body).toEqual({ success: true });
    const devices = (await as<NotificationPreference>(app, 'attendee', 'GET', '/api/pushnotification/preference')).body.devices;
    expect(devices).toEqual([{ endpoint, registeredTime: '2026-11-20T12:00:00.000Z', browserName: 'Chrome', osName: 'Android' }]);
    expect((await as(app, 'inperson', 'POST', '/api/PushSubscription/remove', { endpoint })).body).toEqual({ success: false, changed: 0 });
    expect((await as(app, 'attendee', 'POST', '/api/PushSubscription/remove', { endpoint })).body).toEqual({ success: true, changed: 1 });
    expect((await as<NotificationPreference>(app, 'attendee', 'GET', '/api/pushnotification/preference')).body.devices).toEqual([]);
  });

  it('admits a host named in PUSH_ALLOWED_HOSTS over http', async () => {
    const app = await testApp(server.store.db, { pushAllowedHosts: ['127.0.0.1:9911'] }, () => new Date(NOW));
    try {
      const res = await as(app, 'attendee', 'POST', '/api/PushSubscription', subscription('http://127.0.0.1:9911/push/1'));
      expect(res.status).toBe(200);
      expect((await as(app, 'attendee', 'POST', '/api/PushSubscription', subscription('http://127.0.0.1:9912/push/1'))).status).toBe(400);
    } finally {
      await app.close();
    }
  });
});
