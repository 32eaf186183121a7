// What a push message carries: the JSON the site's service worker shows as a notification. Only the fields the rule
// has are present. It must fit in one push message: push services take 4096 bytes, and the encryption (RFC 8188,
// aes128gcm) adds 103, so what does not fit is left out: images first, the body last.
import type { SentPayload } from './sender.js';

export interface PushAction {
  action: 'action1' | 'action2';
  title: string;
  link?: string;
  badge?: string;
}

export interface PushMessage {
  title: string;
  body: string;
  icon?: string;
  image?: string;
  /**
   * The same for every message of one send, for the service worker to show as the notification's tag: a message
   * sent again after a crash then replaces the one shown instead of showing twice (push-worker.ts, Exactly once).
   */
  tag: string;
  data: { url: string; notificationId?: string };
  actions?: PushAction[];
}

/** Plaintext bytes that still fit one aes128gcm record of 4096 bytes, with some room to spare. */
export const MAX_PUSH_BYTES = 3800;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

function actionsOf(sent: SentPayload): PushAction[] {
  const pairs = [
    ['action1', sent.action1Name, sent.action1Link, sent.badge1],
    ['action2', sent.action2Name, sent.action2Link, sent.badge2],
  ] as const;
  return pairs.flatMap(([action, title, link, badge]) =>
    present(title) ? [{ action, title, ...(present(link) ? { link } : {}), ...(present(badge) ? { badge } : {}) }] : []);
}

/** The message of one send for one recipient; `inboxId` is their inbox delivery of it, when it reached their inbox. */
export function pushMessageOf(instanceId: string, sent: SentPayload, inboxId: string | null): PushMessage {
  const actions = actionsOf(sent);
  return {
    title: sent.title,
    body: sent.body,
    ...(present(sent.appIcon) ? { icon: sent.appIcon } : {}),
    ...(present(sent.bigImage) ? { image: sent.bigImage } : {}),
    tag: `notification-${instanceId}`,
    data: { url: present(sent.action1Link) ? sent.action1Link : '/', ...(inboxId ? { notificationId: inboxId } : {}) },
    ...(actions.length > 0 ? { actions } : {}),
  };
}

const fits = (message: PushMessage) => Buffer.byteLength(JSON.stringify(message)) <= MAX_PUSH_BYTES;

/**
 * The longest start of the body (with an ellipsis), of at least `keep` characters, with which the message fits;
 * when even that does not fit, the first `keep` characters (the next reduction goes on from there).
 */
const shortenBody = (keep: number) => (message: PushMessage): PushMessage => {
  const chars = [...message.body];
  const withLength = (n: number): PushMessage => (n >= chars.length ? message : { ...message, body: n > 0 ? `${chars.slice(0, n).join('')}…` : '' });
  let [low, high] = [Math.min(keep, chars.length), chars.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(withLength(mid))) low = mid;
    else high = mid - 1;
  }
  return withLength(low);
};

/** What is given up, in this order, while the message does not fit: the text the reader reads goes last. */
const REDUCTIONS: readonly ((m: PushMessage) => PushMessage)[] = [
  ({ image: _image, ...m }) => m,
  (m) => (m.actions ? { ...m, actions: m.actions.map(({ badge: _badge, ...a }) => a) } : m),
  ({ icon: _icon, ...m }) => m,
  shortenBody(200),
  (m) => (m.actions ? { ...m, actions: m.actions.map(({ link: _link, ...a }) => a) } : m),
  ({ actions: _actions, ...m }) => m,
  (m) => ({ ...m, data: { ...m.data, url: '/' } }),
  shortenBody(0),
];

/** The message as JSON within MAX_PUSH_BYTES (a title of at most 200 characters always fits once the rest is given up). */
export function encodePushMessage(message: PushMessage): string {
  let fitted = message;
  for (const reduce of REDUCTIONS) {
    if (fits(fitted)) break;
    fitted = reduce(fitted);
  }
  return JSON.stringify(fitted);
}
