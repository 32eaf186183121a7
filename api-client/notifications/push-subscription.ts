// This browser's push subscription (docs/behaviour/notifications.md, Push): subscribing asks for the permission,
// subscribes with the server's VAPID key and registers the subscription; unsubscribing undoes both. A registration
// the server refuses is undone in the browser too, so the browser never holds a subscription nobody sends to.
import type { NotificationSuccess, PushPublicKey, PushSubscriptionBody } from '../../schemas/api-types';
import { apiRequest } from '../http';

/** Why turning push on or off failed; each reason has its own toast. */
export type PushFailure = 'permission-denied' | 'failed-to-subscribe' | 'failed-to-unsubscribe';

export class PushSubscriptionError extends Error {
  constructor(readonly reason: PushFailure, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'PushSubscriptionError';
  }
}

/**
 * Whether this browser can take push messages at all (the page must still have a service worker of its own): a
 * secure context with service workers, the Push API and notifications the visitor has not blocked.
 */
export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined' &&
    Notification.permission !== 'denied'
  );
}

const registration = () => navigator.serviceWorker.ready;

/** The endpoint this browser is subscribed with, null when it is not. */
export async function currentPushEndpoint(): Promise<string | null> {
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** The key in the byte form every browser takes (some refuse the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The names the device list shows: enough to tell one's phone from one's laptop. */
export function deviceNames(userAgent: string): { browserName: string; osName: string } {
  const first = (pairs: readonly (readonly [RegExp, string])[], fallback: string) => pairs.find(([re]) => re.test(userAgent))?.[1] ?? fallback;
  return {
    browserName: first([[/Edg\//, 'Edge'], [/OPR\//, 'Opera'], [/Firefox\//, 'Firefox'], [/Chrom(e|ium)\//, 'Chrome'], [/Safari\//, 'Safari']], 'Browser'),
    osName: first([[/Android/, 'Android'], [/iPhone|iPad/, 'iOS'], [/Windows/, 'Windows'], [/Mac OS X/, 'macOS'], [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux']], 'Unknown system'),
  };
}

/** Asks for the permission, subscribes and registers; answers the endpoint. Throws a PushSubscriptionError. */
export async function subscribeToPush(): Promise<string> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushSubscriptionError('permission-denied');
  let subscription: PushSubscription;
  try {
    const [reg, key] = await Promise.all([registration(), apiRequest<PushPublicKey>('/PushSubscription/public-key')]);
    subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) });
  } catch (cause) {
    throw new PushSubscriptionError('failed-to-subscribe', { cause });
  }
  const body: PushSubscriptionBody = {
    subscription: subscription.toJSON() as PushSubscriptionBody['subscription'],
    ...deviceNames(navigator.userAgent),
  };
  try {
    await apiRequest<NotificationSuccess>('/PushSubscription', { method: 'POST', body });
  } catch (cause) {
    await subscription.unsubscribe().catch(() => false);
    throw new PushSubscriptionError('failed-to-subscribe', { cause });
  }
  return subscription.endpoint;
}

/** Unsubscribes this browser and forgets its device on the server. Throws a PushSubscriptionError. */
export async function unsubscribeFromPush(): Promise<void> {
  try {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (!subscription) return;
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await apiRequest<NotificationSuccess>('/PushSubscription/remove', { method: 'POST', body: { endpoint } });
  } catch (cause) {
    throw new PushSubscriptionError('failed-to-unsubscribe', { cause });
  }
}
