// The worker's push side (docs/behaviour/notifications.md): a push message of a notification rule
// (server/notifications/push-payload.ts) is shown, and opening it opens its link.
import type { NotificationEventLike, PushEventLike, WorkerScope } from './worker-types';

interface PushAction {
  action?: string;
  title?: string;
  link?: string;
  badge?: string;
}

interface PushMessage {
  title?: string;
  body?: string;
  tag?: string;
  icon?: string;
  image?: string;
  data?: Record<string, unknown>;
  actions?: unknown;
}

/**
 * Shown with its icon, image and up to two actions; a message that is not the site's JSON is shown as plain text
 * rather than dropped.
 */
export function onPush(sw: WorkerScope, event: PushEventLike): void {
  let message: PushMessage = {};
  try {
    message = (event.data ? event.data.json() : {}) as PushMessage;
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const actions = (Array.isArray(message.actions) ? message.actions.slice(0, 2) : []) as PushAction[];
  const links: Record<string, string> = {};
  for (const a of actions) if (a && a.action && a.link) links[a.action] = a.link;
  const data = { ...message.data, links };
  event.waitUntil(
    sw.registration.showNotification(message.title || 'Conference', {
      body: message.body || '',
      // The same tag for every message of one send: a message repeated after a server crash replaces the first.
      tag: message.tag,
      icon: message.icon || '/app-icon.svg',
      data,
      // Chromium's extras (not in the DOM typings).
      ...({ image: message.image, actions: actions.map((a) => ({ action: a.action, title: a.title, icon: a.badge })) } as object),
    }),
  );
}

/** Opening a notification (or one of its actions) opens its link on the site, in a tab already open when there is one. */
export function onNotificationClick(sw: WorkerScope, event: NotificationEventLike): void {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { links?: Record<string, string>; url?: string };
  const raw = (event.action && data.links?.[event.action]) || data.url || '/';
  let target: URL;
  try {
    target = new URL(raw, sw.location.origin);
  } catch {
    target = new URL('/', sw.location.origin);
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') target = new URL('/', sw.location.origin);
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target.href);
      if (open) return open.focus();
      return sw.clients.openWindow(target.href);
    }),
  );
}
